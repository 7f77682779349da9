import { metrics } from "./metrics.ts";
import { once } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export interface RateTier {
  name: string;
  /** Requests allowed per window for one client. */
  limit: number;
  windowMs: number;
  matches: (req: Pick<Request, "method" | "path">) => boolean;
}

export interface RateVerdict {
  allowed: boolean;
  retryAfterS: number;
}

/** Where the counts live: this process's memory, or a store every instance shares. */
export interface RateStore {
  hit(tier: RateTier, client: string): RateVerdict | Promise<RateVerdict>;
  close(): Promise<void>;
}

const AUTH_PATH = /^(?:\/ru)?\/(?:forms\/(?:sign_(?:in|up)|complete_registration)|_actions\/auth(?:\/|$)|support\/?$)/;

/**
 * Auth posts (and the public feedback form of `/support`) strictest, then other state-changing requests, then reads (checked in this order). `scale`
 * (RATE_LIMIT_SCALE) multiplies every limit, for test runs that sign in many times from one address; a limit is
 * a whole number of requests, at least one.
 */
export function defaultTiers(scale = 1): RateTier[] {
  const limit = (base: number) => Math.max(1, Math.floor(base * scale));
  return [
    { name: "auth", limit: limit(10), windowMs: 60_000, matches: (req) => req.method === "POST" && AUTH_PATH.test(req.path) },
    // Web Vitals beacons (decision 069): one a page view, never out of the forms' budget.
    { name: "vitals", limit: limit(30), windowMs: 60_000, matches: (req) => req.method === "POST" && req.path === "/_vitals" },
    { name: "write", limit: limit(60), windowMs: 60_000, matches: (req) => req.method !== "GET" && req.method !== "HEAD" },
    { name: "read", limit: limit(1200), windowMs: 60_000, matches: () => true },
  ];
}

/** Fixed windows in this process's memory, keyed by tier and client: one instance, or a development machine. */
export function memoryStore(now: () => number = Date.now): RateStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const at = now();
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    hit(tier, client) {
      const key = `${tier.name}:${client}`;
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + tier.windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { allowed: window.count <= tier.limit, retryAfterS: Math.ceil((window.resetAt - at) / 1000) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/**
 * Counts in Redis (rate-limiter-flexible's atomic fixed windows), shared by every instance, so N instances allow
 * the limit once, not N times. Should Redis stop answering, each instance falls back to its own memory (the
 * library's insurance limiter) rather than refusing or letting everything through.
 */
export async function redisStore(url: string, tiers: RateTier[], options: { readyTimeoutMs?: number } = {}): Promise<RateStore> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", () => {
    // ioredis reconnects by itself; the insurance limiter covers the gap and each failed call is not news.
  });
  const limiters = new Map(
    tiers.map((tier) => {
      const shape = { points: tier.limit, duration: Math.ceil(tier.windowMs / 1000) };
      return [
        tier.name,
        new RateLimiterRedis({
          ...shape,
          storeClient: redis,
          keyPrefix: `rate:${tier.name}`,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ ...shape, keyPrefix: `rate-insurance:${tier.name}` }),
        }),
      ] as const;
    }),
  );
  const timeout = AbortSignal.timeout(options.readyTimeoutMs ?? 5_000);
  await once(redis, "ready", { signal: timeout }).catch(() => {
    console.warn(`Rate limits: Redis at ${redactUrl(url)} is not ready yet; each instance counts in memory until it is.`);
  });
  return {
    async hit(tier, client) {
      const limiter = limiters.get(tier.name);
      if (!limiter) throw new Error(`No limiter for tier ${tier.name}`);
      try {
        const res = await limiter.consume(client);
        return { allowed: true, retryAfterS: Math.ceil(res.msBeforeNext / 1000) };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterS: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        throw refusal;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The address without credentials, for a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    return parsed.href;
  } catch {
    return "(unparsable URL)";
  }
}

/**
 * The limiter, keyed by tier and client address. The address is Express's `req.ip`, which honours only the
 * proxies `trust proxy` names: a client cannot pick its own key by sending X-Forwarded-For.
 */
export function createRateLimiter(tiers: RateTier[], store: RateStore = memoryStore()) {
  async function middleware(req: Request, res: Response, next: NextFunction) {
    const tier = tiers.find((candidate) => candidate.matches(req));
    if (!tier) return next();
    let verdict: RateVerdict;
    try {
      verdict = await store.hit(tier, req.ip ?? req.socket.remoteAddress ?? "unknown");
    } catch (error) {
      return next(error);
    }
    if (verdict.allowed) return next();
    const { retryAfterS } = verdict;
    metrics.rateLimited.labels(tier.name).inc();
    res.setHeader("Retry-After", String(retryAfterS));
    const russian = req.path === "/ru" || req.path.startsWith("/ru/");
    res
      .status(429)
      .type("text/plain; charset=utf-8")
      .send(
        russian
          ? `Слишком много запросов. Попробуйте через ${retryAfterS} с.`
          : `So‘rovlar juda ko‘p. ${retryAfterS} soniyadan so‘ng qayta urinib ko‘ring.`,
      );
  }

  return { hit: (tier: RateTier, client: string) => store.hit(tier, client), middleware, close: () => store.close() };
}
