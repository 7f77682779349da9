import { once } from "node:events";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/env.server";

/**
 * Issue 28.6 (docs/decisions/053): a mini-app launch data (`initData`) signs in once. The first sign-in with a
 * hash claims it for the rest of its hour; any other use of the same hash inside that hour — a replay, or the
 * same one sent twenty times at once — is refused like a forged one. The claims live in Redis when `REDIS_URL` is
 * set (one `SET NX EX`: atomic across every instance), else in this process's memory.
 */
export interface ReplayStore {
  /** True for the first claim of `key` within `ttlSeconds`; false for every other. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  /** Gives a claim back (the sign-in it was for did not happen: the platform failed), so the launch can retry. */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

/** More launches than an instance signs in within an hour; the oldest claims go first should it ever fill. */
const MEMORY_CLAIMS = 100_000;

export function memoryReplayStore(): ReplayStore {
  const claims = new LRUCache<string, true>({ max: MEMORY_CLAIMS, ttlAutopurge: false });
  return {
    async claim(key, ttlSeconds) {
      // Synchronous between the look and the mark: no other request of this process runs in between.
      if (claims.has(key)) return false;
      claims.set(key, true, { ttl: Math.max(1, ttlSeconds) * 1000 });
      return true;
    },
    async release(key) {
      claims.delete(key);
    },
    async close() {
      claims.clear();
    },
  };
}

const PREFIX = "miniapp:launch:";

/**
 * Claims in Redis, shared by every instance, with the rate limits' connection settings (server/rate-limit.ts).
 * Should Redis not answer, this instance claims in its own memory meanwhile (a replay is still refused by the
 * instance that saw the first use) rather than refusing every mini-app sign-in.
 */
export function redisReplayStore(url: string): ReplayStore {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", () => {
    // ioredis reconnects by itself; the memory fallback covers the gap.
  });
  const fallback = memoryReplayStore();
  // The first claims wait for the connection (commands are not queued while it is down), a few seconds at most.
  const ready = once(redis, "ready", { signal: AbortSignal.timeout(3_000) }).catch(() => undefined);
  return {
    async claim(key, ttlSeconds) {
      if (redis.status !== "ready") await ready;
      try {
        return (await redis.set(`${PREFIX}${key}`, "1", "EX", Math.max(1, Math.ceil(ttlSeconds)), "NX")) === "OK";
      } catch (error) {
        console.warn("[miniapp] replay claims: Redis unavailable, this instance's memory meanwhile:", String(error));
        return fallback.claim(key, ttlSeconds);
      }
    },
    async release(key) {
      await redis.del(`${PREFIX}${key}`).catch(() => fallback.release(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

let shared: { url: string | undefined; store: ReplayStore } | undefined;

/** This process's store, by the environment (made once). */
export function replayStore(): ReplayStore {
  const url = getEnv().REDIS_URL || undefined;
  if (!shared || shared.url !== url) shared = { url, store: url ? redisReplayStore(url) : memoryReplayStore() };
  return shared.store;
}
