import { LRUCache } from "lru-cache";

/**
 * A bounded in-process cache (lru-cache): fresh for `ttlMs`, then served stale while one refresh runs in the
 * background. One load in flight per key; a failed refresh keeps the last good value (reported to `onError`)
 * and the next request tries again; a failed first load rejects and is not remembered. At most `max` keys
 * (least recently used go first), so keys taken from requests can never grow it without bound.
 */
export function createSwrCache<T extends NonNullable<unknown>>(options: {
  ttlMs: number;
  max?: number;
  now?: () => number;
  onError?: (key: string, error: unknown) => void;
}) {
  // lru-cache answers a failed load that had no stale value with `undefined`: its error is kept here for the
  // callers waiting on it, until the key's next load starts.
  const firstLoadErrors = new Map<string, unknown>();
  const cache = new LRUCache<string, T, () => Promise<T>>({
    max: options.max ?? 100,
    ttl: options.ttlMs,
    // Not 1 ms of cached clock: a value is stale the moment its ttl is over.
    ttlResolution: 0,
    // lru-cache reads a start time of 0 as "no start" (never stale): an injected clock that starts at 0 is shifted.
    perf: options.now ? { now: () => (options.now?.() ?? 0) + 1 } : undefined,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (key, stale, { context }) => {
      firstLoadErrors.delete(key);
      return context().catch((error: unknown) => {
        if (stale !== undefined) options.onError?.(key, error);
        else firstLoadErrors.set(key, error);
        throw error;
      });
    },
  });

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const value = await cache.fetch(key, { context: load });
      if (value === undefined) throw firstLoadErrors.get(key) ?? new Error(`no value for ${key}`);
      return value;
    },
    /** The value held for `key`, fresh or stale, without loading or refreshing it; undefined when none is held. */
    peek(key: string): T | undefined {
      return cache.peek(key, { allowStale: true });
    },
    /** Whether the value held for `key` is past its fresh time (false when none is held). */
    isStale(key: string): boolean {
      return cache.has(key, { updateAgeOnHas: false }) ? false : cache.peek(key, { allowStale: true }) !== undefined;
    },
    clear() {
      cache.clear();
      firstLoadErrors.clear();
    },
  };
}
