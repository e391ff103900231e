import { Redis } from "ioredis";

/** Search results kept for their validity: in this process, or in Redis so every server instance shares them. */
export type ResultCache = {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  close(): Promise<void>;
};

/** Most searches kept in memory (oldest dropped first). */
export const MEMORY_CACHE_ENTRIES = 500;

export function createMemoryCache(entries = MEMORY_CACHE_ENTRIES, now: () => number = Date.now): ResultCache {
  const store = new Map<string, { value: unknown; until: number }>();
  return {
    async get<T>(key: string) {
      const entry = store.get(key);
      if (!entry) return null;
      if (entry.until <= now()) {
        store.delete(key);
        return null;
      }
      return entry.value as T;
    },
    async set(key, value, ttlMs) {
      store.delete(key);
      store.set(key, { value, until: now() + ttlMs });
      while (store.size > entries) store.delete(store.keys().next().value as string);
    },
    async close() {
      store.clear();
    },
  };
}

/**
 * Redis when `redisUrl` is set (JSON values with an expiry, keys under `keyPrefix`); a Redis failure is logged and treated as a miss, so
 * searches go on without the cache.
 */
export function createResultCache(
  redisUrl: string | undefined,
  log: { warn: (object: object, message: string) => void },
  keyPrefix = "",
): ResultCache {
  if (!redisUrl) return createMemoryCache();
  const redis = new Redis(redisUrl, {
    keyPrefix,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    lazyConnect: true,
  });
  redis.on("error", () => undefined);
  return {
    async get<T>(key: string) {
      try {
        const raw = await redis.get(key);
        return raw === null ? null : (JSON.parse(raw) as T);
      } catch (error) {
        log.warn({ err: error, key }, "Redis unavailable: flight search without the shared cache");
        return null;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(key, JSON.stringify(value), "PX", ttlMs);
      } catch (error) {
        log.warn({ err: error, key }, "Redis unavailable: flight results not shared");
      }
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
