type Entry<T> = { expires: number; value: Promise<T> };

/**
 * Values read from the database and reused for `ttlMs` by every request of this process (managed content, the
 * prices written into it). Concurrent requests for a key that is not held share one read; a failed read is not
 * kept. `clear()` forgets everything, including reads still under way, so a read that began before a write is
 * never kept after it.
 */
export function createShortCache<T>(ttlMs: number) {
  let entries = new Map<string, Entry<T>>();
  return {
    get(key: string, read: () => PromiseLike<T>): Promise<T> {
      const now = Date.now();
      const held = entries.get(key);
      if (held && held.expires > now) return held.value;
      if (entries.size >= 256) for (const [old, entry] of entries) if (entry.expires <= now) entries.delete(old);
      const map = entries;
      // Promise.resolve: a query builder is a thenable that runs its query again on every then().
      const value = Promise.resolve(read());
      map.set(key, { expires: now + ttlMs, value });
      value.catch(() => {
        if (map.get(key)?.value === value) map.delete(key);
      });
      return value;
    },
    clear(): void {
      entries = new Map();
    },
  };
}
