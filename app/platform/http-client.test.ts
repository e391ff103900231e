// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureHttpClient, http, HttpError } from "#app/platform/http-client.ts";
import { pendingRequests } from "#app/platform/loading-store.ts";
import { getPlatformState } from "#app/platform/platform-state.ts";

type Captured = { url: string; headers: Headers; method: string; body: unknown };

function stubFetch(status: number, body: unknown, captured: Captured[]) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    captured.push({ url, headers: new Headers(init.headers), method: init.method ?? "GET", body: init.body });
    await gate;
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return release;
}

describe("browser HTTP client", () => {
  const captured: Captured[] = [];
  beforeEach(() => {
    captured.length = 0;
    configureHttpClient({ flightEngineSubscriptionKey: "pub-key-123", flightEnginePathPrefix: "/api/v1/flights" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the loading overlay while a request is in flight", async () => {
    const release = stubFetch(200, { ok: true }, captured);
    const pending = http.get<{ ok: boolean }>("/api/v1/anything");
    expect(pendingRequests()).toBe(1);
    release();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(pendingRequests()).toBe(0);
  });

  it("does not show the overlay for a request with the not-loading header", async () => {
    const release = stubFetch(200, {}, captured);
    const pending = http.get("/api/v1/advertisements/current", { noLoading: true });
    expect(pendingRequests()).toBe(0);
    release();
    await pending;
    expect(captured[0]?.headers.get("x-no-loading")).toBe("true");
  });

  it("rethrows HTTP errors to the caller with the server's body, and clears the overlay", async () => {
    const release = stubFetch(409, { code: "CONFLICT", message: "Ya existe", reason: "duplicate_parameter" }, captured);
    const pending = http.post("/api/v1/newsletter/contacts", { email: "a@b.pe" });
    release();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).body.reason).toBe("duplicate_parameter");
    expect(pendingRequests()).toBe(0);
    expect(captured[0]?.headers.get("content-type")).toBe("application/json");
    expect(captured[0]?.body).toBe(JSON.stringify({ email: "a@b.pe" }));
  });

  it("adds the subscription key only to flight-engine calls", async () => {
    const release = stubFetch(200, {}, captured);
    release();
    await http.get("/api/v1/flights/search?x=1");
    await http.get("/api/v1/destinations");
    expect(captured[0]?.headers.get("x-subscription-key")).toBe("pub-key-123");
    expect(captured[1]?.headers.get("x-subscription-key")).toBeNull();
  });

  it("records the mobile and device query parameters as the platform state", async () => {
    window.history.replaceState(null, "", "/resultados?mobile=true&device=android");
    const release = stubFetch(200, {}, captured);
    release();
    await http.get("/api/v1/flags");
    expect(getPlatformState()).toEqual({ mobile: true, device: "android" });
    window.history.replaceState(null, "", "/otra");
    await http.get("/api/v1/flags");
    expect(getPlatformState()).toEqual({ mobile: true, device: "android" });
  });
});
