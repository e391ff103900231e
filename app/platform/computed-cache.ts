/**
 * Values computed once per process and reused for a short time: the first caller computes, callers arriving while
 * it runs share its promise (a cold start or an expiry under load computes once), and a failure is not kept.
 * Per process only: a key should carry the versions of what it depends on (change-signals.ts), and the TTL bounds
 * how long another instance, which does not see this process's signals, may show an older value.
 */
export type ComputedCache<T> = {
  /** The value under `key`, computed by `compute` when missing or older than the TTL. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every value; a computation still running is not stored. */
  clear(): void;
};

export function createComputedCache<T>(options: {
  ttlMs: number;
  /** Most values kept (oldest dropped first). */
  maxEntries: number;
  now?: () => number;
}): ComputedCache<T> {
  const now = options.now ?? Date.now;
  const store = new Map<string, { value: Promise<T>; until: number }>();
  return {
    get(key, compute) {
      const entry = store.get(key);
      if (entry && entry.until > now()) return entry.value;
      const value = compute();
      store.delete(key);
      store.set(key, { value, until: now() + options.ttlMs });
      while (store.size > options.maxEntries) store.delete(store.keys().next().value as string);
      value.then(
        // The TTL runs from when the value is known, not from when its computation began.
        () => {
          const current = store.get(key);
          if (current?.value === value) current.until = now() + options.ttlMs;
        },
        () => {
          if (store.get(key)?.value === value) store.delete(key);
        },
      );
      return value;
    },
    clear() {
      store.clear();
    },
  };
}
