import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext, type PublicConfig } from "#request-context";
import { loader as bookingLoader } from "./dev-booking-preview.tsx";
import { loader as outletLoader } from "./dev-outlet-preview.tsx";

function argsWith(devPages: boolean) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    requestId: "test",
    nonce: "",
    publicConfig: { devPages } as PublicConfig,
    user: null,
    analyticsUserId: "",
    limitAttempt: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }),
  });
  return { context, request: new Request("http://localhost/"), params: {} } as never;
}

describe("shell preview pages (booking and outlet frames)", () => {
  it.each([
    ["booking", bookingLoader],
    ["outlet", outletLoader],
  ])("the %s preview answers 404 unless development pages are on", (_name, loader) => {
    let thrown: unknown;
    try {
      loader(argsWith(false));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(loader(argsWith(true))).toBeNull();
  });
});
