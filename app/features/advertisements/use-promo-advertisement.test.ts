// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Advertisement } from "./advertisement-schemas.ts";
import { isAdvertisementLive } from "./advertisement-window.ts";
import { ADVERTISEMENT_URL, usePromoAdvertisement } from "./use-promo-advertisement.ts";

const NOW = Date.parse("2026-11-22T15:00:00Z");

function ad(startOffsetMs: number, endOffsetMs: number, content = "Hasta 35% en paquetes"): Advertisement {
  return {
    advertisementContent: content,
    startDate: new Date(NOW + startOffsetMs).toISOString(),
    endDate: new Date(NOW + endOffsetMs).toISOString(),
  };
}

describe("advertisement time window", () => {
  it("is live only with content, from startDate (inclusive) until endDate (exclusive)", () => {
    const window = ad(-1000, 1000);
    expect(isAdvertisementLive(window, NOW)).toBe(true);
    expect(isAdvertisementLive(window, NOW - 1000)).toBe(true);
    expect(isAdvertisementLive(window, NOW - 1001)).toBe(false);
    expect(isAdvertisementLive(window, NOW + 1000)).toBe(false);
    expect(isAdvertisementLive({ ...window, advertisementContent: "  " }, NOW)).toBe(false);
    expect(isAdvertisementLive({ ...window, endDate: "mañana" }, NOW)).toBe(false);
    expect(isAdvertisementLive(null, NOW)).toBe(false);
  });
});

describe("usePromoAdvertisement", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("hides the strip once endDate passes while the visitor stays on the page (checked every second)", () => {
    const { result } = renderHook(() => usePromoAdvertisement(ad(-60_000, 2500), "/"));
    expect(result.current?.advertisementContent).toBe("Hasta 35% en paquetes");
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
  });

  it("shows nothing outside the promo paths, nor when the server had no advertisement", () => {
    expect(renderHook(() => usePromoAdvertisement(ad(-1000, 60_000), "/nuestras-agencias")).result.current).toBeNull();
    expect(renderHook(() => usePromoAdvertisement(null, "/")).result.current).toBeNull();
  });

  it("hides an advertisement whose window has not begun on the visitor's clock", () => {
    const { result } = renderHook(() => usePromoAdvertisement(ad(5000, 60_000), "/vuelos"));
    expect(result.current).toBeNull();
  });

  it("refreshes from the API with the not-loading header on navigation, and clears on a fetch error", async () => {
    const calls: Array<{ url: string; headers: Headers }> = [];
    let fail = false;
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, headers: new Headers(init.headers) });
      if (fail) return new Response("{}", { status: 503 });
      return new Response(JSON.stringify(ad(-1000, 60_000, "Nueva campaña")), { status: 200 });
    });
    const { result, rerender } = renderHook(({ path }) => usePromoAdvertisement(ad(-1000, 60_000), path), {
      initialProps: { path: "/" },
    });
    expect(calls).toHaveLength(0);
    rerender({ path: "/nuestras-agencias" });
    expect(calls).toHaveLength(0);
    await act(async () => rerender({ path: "/vuelos" }));
    expect(calls[0]?.url).toBe(ADVERTISEMENT_URL);
    expect(calls[0]?.headers.get("x-no-loading")).toBe("true");
    expect(result.current?.advertisementContent).toBe("Nueva campaña");
    fail = true;
    await act(async () => rerender({ path: "/hoteles" }));
    expect(result.current).toBeNull();
  });
});
