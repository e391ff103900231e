import { afterEach, describe, expect, it, vi } from "vitest";
import { createShortCache } from "./short-cache.server.ts";

describe("short cache of database reads", () => {
  afterEach(() => vi.useRealTimers());

  it("reuses a value for its time, then reads again", async () => {
    vi.useFakeTimers();
    const cache = createShortCache<number>(1_000);
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(await cache.get("a", read)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get("a", read)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get("a", read)).toBe(2);
    expect(await cache.get("b", read)).toBe(3);
  });

  it("lets concurrent requests share one read, and runs a query builder's thenable once", async () => {
    const cache = createShortCache<string>(1_000);
    const then = vi.fn((resolve: (value: string) => void) => resolve("rows"));
    const thenable = { then } as unknown as PromiseLike<string>;
    const results = await Promise.all([cache.get("k", () => thenable), cache.get("k", () => thenable)]);
    expect(results).toEqual(["rows", "rows"]);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed read", async () => {
    const cache = createShortCache<string>(1_000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", () => Promise.resolve("up"))).toBe("up");
  });

  it("forgets on clear, also a read still under way (it may predate a write)", async () => {
    const cache = createShortCache<string>(60_000);
    let finish: (value: string) => void = () => undefined;
    const before = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish("old");
    expect(await before).toBe("old");
    expect(await cache.get("k", () => Promise.resolve("new"))).toBe("new");
  });
});
