// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FLAG_FALLBACKS } from "./flag-definitions.ts";
import { FLAGS_CLIENT_TTL_MS, loadFlags, resetFlagsCache, useFlag } from "./flags-client.ts";

function stubFlags(respond: () => Response) {
  const calls: Headers[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    calls.push(new Headers(init.headers));
    return respond();
  });
  return calls;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("remote flags in the browser", () => {
  beforeEach(() => resetFlagsCache());
  afterEach(() => vi.unstubAllGlobals());

  it("reads the flags without the loading overlay and reuses them for a minute", async () => {
    const calls = stubFlags(() => json({ "app-ad": true, "show-chat-in-checkout": false }));
    expect(await loadFlags(0)).toEqual({ "app-ad": true, "show-chat-in-checkout": false });
    await loadFlags(FLAGS_CLIENT_TTL_MS - 1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get("x-no-loading")).toBe("true");
    await loadFlags(FLAGS_CLIENT_TTL_MS);
    expect(calls).toHaveLength(2);
  });

  it("falls back to the documented values when the call fails, and retries next time", async () => {
    const calls = stubFlags(() => json({ code: "UNAVAILABLE" }, 503));
    expect(await loadFlags(0)).toEqual(FLAG_FALLBACKS);
    expect(FLAG_FALLBACKS["show-chat-in-checkout"]).toBe(true);
    await loadFlags(1);
    expect(calls).toHaveLength(2);
  });

  it("falls back when the answer is malformed", async () => {
    stubFlags(() => json({ "app-ad": "yes" }));
    expect(await loadFlags(0)).toEqual(FLAG_FALLBACKS);
  });

  it("never blocks rendering: undefined first, then the value", async () => {
    stubFlags(() => json({ "app-ad": true, "show-chat-in-checkout": false }));
    const { result } = renderHook(() => useFlag("show-chat-in-checkout"));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(false));
  });

  it("gives the fallback through the hook when the network is down", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const { result } = renderHook(() => useFlag("show-chat-in-checkout"));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
