import { describe, expect, it } from "vitest";
import { createComputedCache } from "./computed-cache.ts";

function counted(value: string) {
  const calls = { count: 0 };
  return { calls, compute: () => Promise.resolve(`${value}-${String(++calls.count)}`) };
}

describe("createComputedCache", () => {
  it("serves the second call without computing again, until the TTL has passed", async () => {
    let now = 0;
    const cache = createComputedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const { calls, compute } = counted("LA");
    expect(await cache.get("LA", compute)).toBe("LA-1");
    now = 999;
    expect(await cache.get("LA", compute)).toBe("LA-1");
    expect(calls.count).toBe(1);
    now = 2000;
    expect(await cache.get("LA", compute)).toBe("LA-2");
  });

  it("computes again after clear() and for another key (a changed version in the key)", async () => {
    const cache = createComputedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const { calls, compute } = counted("LA");
    await cache.get("LA:v0", compute);
    cache.clear();
    expect(await cache.get("LA:v0", compute)).toBe("LA-2");
    expect(await cache.get("LA:v1", compute)).toBe("LA-3");
    expect(calls.count).toBe(3);
  });

  it("shares one computation among callers that arrive while it runs", async () => {
    const cache = createComputedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let calls = 0;
    let finish: (value: string) => void = () => undefined;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const waiting = [cache.get("LA", compute), cache.get("LA", compute), cache.get("LA", compute)];
    finish("fares");
    expect(await Promise.all(waiting)).toEqual(["fares", "fares", "fares"]);
    expect(calls).toBe(1);
  });

  it("keeps no failure: the next caller computes again", async () => {
    const cache = createComputedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get("LA", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("LA", () => Promise.resolve("fares"))).toBe("fares");
  });

  it("keeps at most maxEntries values, dropping the oldest", async () => {
    const cache = createComputedCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const { calls, compute } = counted("x");
    await cache.get("a", compute);
    await cache.get("b", compute);
    await cache.get("c", compute);
    await cache.get("b", compute);
    expect(calls.count).toBe(3);
    expect(await cache.get("a", compute)).toBe("x-4");
  });
});
