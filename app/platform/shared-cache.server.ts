import { LRUCache } from "lru-cache";
import { PlatformError, systemPageFor } from "./errors";

/**
 * The cache of platform answers every guest gets alike (decision 033): categories, providers, lobby rows, banners,
 * jackpots, tournaments, general info, sign-up characters. Keyed by the whole upstream URL (method, version,
 * locale, every parameter, the framed flag), holding the answer already parsed by its schema and deep-frozen, so
 * a cached answer is parsed once and no request can change what the next one reads.
 *
 * Fresh for the entry's `ttlMs`; then, for up to `maxStaleMs` more (and never more than ten times its ttl),
 * served at once while one refresh runs in the background; older than that it is a miss. One load per key in flight: requests arriving together wait on it.
 * A failed load is never stored (its callers get the failure; the next request asks again); a failed refresh
 * keeps the last good answer until it is too old, unless `dropOn` says the fault ends it (the platform went into
 * maintenance: the next request reads for itself and gets that page). An answer that carries a Set-Cookie is given to the request
 * that asked and never stored. At most `max` keys, least recently used go first.
 *
 * Who may use it is decided by the caller (PlatformClient.sharedKey): only requests whose cookies the platform
 * cannot tell apart from a guest's.
 */
export interface SharedAnswer<T> {
  value: T;
  /** False when the answer is bound to its request (it set a cookie): given to it, never stored. */
  shareable: boolean;
}

interface Entry {
  value: unknown;
  at: number;
  ttlMs: number;
}

export function createSharedCache(options: { max?: number; maxStaleMs?: number; now?: () => number; dropOn?: (error: unknown) => boolean } = {}) {
  const now = options.now ?? Date.now;
  const maxStaleMs = options.maxStaleMs ?? 10 * 60_000;
  const entries = new LRUCache<string, Entry>({ max: options.max ?? 500 });
  const inFlight = new Map<string, Promise<SharedAnswer<unknown>>>();

  /** Starts (or joins) the key's one load; `own` tells whether this call started it. */
  function load<T>(key: string, ttlMs: number, loader: () => Promise<SharedAnswer<T>>): { answer: Promise<SharedAnswer<T>>; own: boolean } {
    const pending = inFlight.get(key) as Promise<SharedAnswer<T>> | undefined;
    if (pending) return { answer: pending, own: false };
    const started = loader().then((answer) => {
      if (answer.shareable) entries.set(key, { value: answer.value, at: now(), ttlMs });
      return answer;
    });
    inFlight.set(key, started);
    const done = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    started.then(done, done);
    return { answer: started, own: true };
  }

  return {
    /**
     * The answer for `key`: fresh from the cache, stale while a refresh runs, or loaded now. `loader` is this
     * request's own read; `onRefreshError` hears of a background refresh that failed.
     */
    async get<T>(key: string, ttlMs: number, loader: () => Promise<SharedAnswer<T>>, onRefreshError?: (error: unknown) => void): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.at;
        if (age < entry.ttlMs) return entry.value as T;
        if (age < entry.ttlMs + Math.min(maxStaleMs, entry.ttlMs * 10)) {
          load(key, ttlMs, loader).answer.catch((error: unknown) => {
            if (options.dropOn?.(error) && entries.get(key) === entry) entries.delete(key);
            onRefreshError?.(error);
          });
          return entry.value as T;
        }
        entries.delete(key);
      }
      const { answer, own } = load(key, ttlMs, loader);
      const settled = await answer;
      // Someone else's answer that turned out bound to its request (it set a cookie) is not ours: read for ourselves.
      if (!settled.shareable && !own) return (await loader()).value;
      return settled.value;
    },
    has(key: string) {
      return entries.has(key);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
  };
}

/** Freezes a parsed answer all the way down: a shared answer is read by many requests and changed by none. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value as Record<string, unknown>)) deepFreeze(item);
  }
  return value;
}

/**
 * A fault that is a system page (maintenance, a ban, forbidden: spec §8) ends a stale answer rather than being
 * hidden behind it: a guest sees the platform's maintenance within one fresh time (10–60 s), not ten minutes.
 * A guest's page no longer reads `account.getInfo` on every view (decision 039), so this is how it learns.
 */
export function endsSharedAnswer(error: unknown): boolean {
  return error instanceof PlatformError && !error.timedOut && systemPageFor(error) !== null;
}

/** The process's one shared cache of guest answers. */
export const guestAnswers = createSharedCache({ dropOn: endsSharedAnswer });
