// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_REGISTER_WARNING, NOT_STABLE_MESSAGE, runStartup } from "#app/platform/startup.ts";

function logger() {
  return { warn: vi.fn(), error: vi.fn() };
}

describe("start-up sequence", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.classList.add("hydrating");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("registers carousels, hydrates, waits, then removes `hydrating` on the next frame", async () => {
    const order: string[] = [];
    const log = logger();
    const frames: Array<() => void> = [];
    const done = runStartup({
      registerCarousels: () => order.push("carousels"),
      hydrate: () => order.push("hydrate"),
      whenStable: async () => void order.push("stable"),
      fontsReady: async () => void order.push("fonts"),
      nextFrame: (callback) => frames.push(callback),
      log,
    });
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual(["carousels", "hydrate", "stable", "fonts"]);
    expect(document.documentElement.classList.contains("hydrating")).toBe(true);
    frames.forEach((frame) => frame());
    expect(document.documentElement.classList.contains("hydrating")).toBe(false);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("goes on after 2 s when the app does not stabilize, and after 1200 ms without fonts", async () => {
    const log = logger();
    let revealedAt = -1;
    const start = Date.now();
    const done = runStartup({
      registerCarousels: () => undefined,
      hydrate: () => undefined,
      whenStable: () => new Promise<void>(() => undefined),
      fontsReady: () => new Promise(() => undefined),
      nextFrame: (callback) => {
        revealedAt = Date.now() - start;
        callback();
      },
      log,
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(log.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log.warn).toHaveBeenCalledWith(NOT_STABLE_MESSAGE);
    await vi.advanceTimersByTimeAsync(1200);
    await done;
    expect(revealedAt).toBe(3200);
    expect(document.documentElement.classList.contains("hydrating")).toBe(false);
  });

  it("logs a failed carousel registration and still starts", async () => {
    const log = logger();
    const hydrate = vi.fn();
    const failure = new Error("no document");
    const done = runStartup({
      registerCarousels: () => {
        throw failure;
      },
      hydrate,
      whenStable: async () => undefined,
      fontsReady: async () => undefined,
      nextFrame: (callback) => callback(),
      log,
    });
    await vi.runAllTimersAsync();
    await done;
    expect(log.warn).toHaveBeenCalledWith(CAROUSEL_REGISTER_WARNING, failure);
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it("logs a failed start to the console only", async () => {
    const log = logger();
    const done = runStartup({
      registerCarousels: () => undefined,
      hydrate: () => {
        throw new Error("hydration failed");
      },
      log,
    });
    await vi.runAllTimersAsync();
    await done;
    expect(log.error).toHaveBeenCalledOnce();
  });
});
