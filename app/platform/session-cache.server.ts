import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * Decision 054: answers kept per platform session, for a few seconds to a minute, never shared between sessions.
 *
 * A signed-in player's reads bypass the guest answer cache (decision 033): their Cookie carries the platform's
 * session. Yet the catalogue a player's pages show (categories, providers, game lists, banners, general info,
 * sign-up characters) and a few of the player's own answers that change only through the site (the profile) were
 * read, and parsed, again on every view. Here they are kept per session:
 *
 * - **Whose.** The key of a session is a hash of the request's cookies other than the site's own (the platform's
 *   session and anything else it may answer differently for): two players, or a player and a guest, never share
 *   an entry; a cookie that changes (a new session after a sign-in) is a new session with nothing kept.
 * - **What.** Only reads opted in per method in `app/platform/api/` (the `shared` lists for the time a guest keeps
 *   them; `session` for per-player answers, a few seconds). Never the account or balance, histories, bonuses, free
 *   spins, loyalty points, limits or anything a game round or a payment page (outside the site) can change.
 * - **Dropped.** Any write (POST) of a session drops everything kept for it, before the write is sent: what it
 *   changes is read afresh by the page that follows. A failed read, or an answer that sets a cookie, is not kept.
 * - **Parsed once.** An entry holds the answer after its zod schema, deep-frozen, like the guest cache.
 */
export interface SessionAnswer<T> {
  value: T;
  /** False for an answer bound to its request (it set a cookie): given to its caller, never kept. */
  keep: boolean;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

export function createSessionCache(options: { maxSessions?: number; maxPerSession?: number; now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const maxPerSession = options.maxPerSession ?? 200;
  const sessions = new LRUCache<string, Map<string, Entry>>({ max: options.maxSessions ?? 2000 });

  return {
    /** The kept answer of `key` for `session`, else `loader`'s (kept for `ttlMs` when it succeeds and may be kept). */
    get<T>(session: string, key: string, ttlMs: number, loader: () => Promise<SessionAnswer<T>>): Promise<T> {
      let entries = sessions.get(session);
      const found = entries?.get(key);
      if (found && found.expires > now()) return found.value as Promise<T>;
      if (!entries) {
        entries = new Map();
        sessions.set(session, entries);
      }
      const kept = entries;
      const value = loader().then(
        (answer) => {
          if (!answer.keep && kept.get(key) === entry) kept.delete(key);
          return answer.value;
        },
        (error: unknown) => {
          if (kept.get(key) === entry) kept.delete(key);
          throw error;
        },
      );
      const entry: Entry = { value, expires: now() + ttlMs };
      kept.delete(key);
      kept.set(key, entry);
      // A session asking for more than its share drops its oldest entries first.
      while (kept.size > maxPerSession) kept.delete(kept.keys().next().value!);
      return value;
    },
    /** Everything kept for a session: called before any write of it. */
    drop(session: string) {
      sessions.delete(session);
    },
    has(session: string, key: string) {
      const entry = sessions.get(session)?.get(key);
      return Boolean(entry && entry.expires > now());
    },
    get sessions() {
      return sessions.size;
    },
    clear() {
      sessions.clear();
    },
  };
}

/**
 * The session a Cookie header belongs to: a hash of its cookies other than `siteOwn` (sorted, so their order does
 * not matter), or null when it holds none (a guest, whose reads the guest cache serves).
 */
export function sessionKeyOf(cookie: string | null | undefined, siteOwn: ReadonlySet<string>): string | null {
  if (!cookie) return null;
  const pairs = cookie
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => {
      const name = pair.split("=")[0]!.trim();
      return name !== "" && !siteOwn.has(name);
    })
    .sort();
  if (!pairs.length) return null;
  return createHash("sha256").update(pairs.join("; ")).digest("base64url");
}

/** The one cache of this process. */
export const sessionAnswers = createSessionCache();
