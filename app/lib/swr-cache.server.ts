/**
 * A small in-process cache: fresh for `ttlMs`, then served stale while one refresh runs in the background.
 * One request in flight per key; a failed refresh keeps the last good value.
 */
export function createSwrCache<T>(options: { ttlMs: number; now?: () => number; onError?: (key: string, error: unknown) => void }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; storedAt: number }>();
  const inFlight = new Map<string, Promise<T>>();

  function refresh(key: string, load: () => Promise<T>): Promise<T> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          entries.set(key, { value, storedAt: now() });
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (!entry) return refresh(key, load);
      if (now() - entry.storedAt > options.ttlMs) {
        refresh(key, load).catch((error) => options.onError?.(key, error));
      }
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
