import type { NextFunction, Request, Response } from "express";

export interface RateTier {
  name: string;
  /** Requests allowed per window for one client. */
  limit: number;
  windowMs: number;
  matches: (req: Pick<Request, "method" | "path">) => boolean;
}

const AUTH_PATH = /^(?:\/ru)?\/(?:forms\/(?:sign_(?:in|up)|complete_registration)|_actions\/auth(?:\/|$)|support\/?$)/;

/** Auth posts (and the public feedback form of `/support`) strictest, then other state-changing requests, then reads (checked in this order). */
export function defaultTiers(scale = 1): RateTier[] {
  return [
    { name: "auth", limit: 10 * scale, windowMs: 60_000, matches: (req) => req.method === "POST" && AUTH_PATH.test(req.path) },
    { name: "write", limit: 60 * scale, windowMs: 60_000, matches: (req) => req.method !== "GET" && req.method !== "HEAD" },
    { name: "read", limit: 1200 * scale, windowMs: 60_000, matches: () => true },
  ];
}

/**
 * A fixed-window limiter in memory, keyed by tier and client address. The address is Express's `req.ip`,
 * which honours only the proxies `trust proxy` names: a client cannot pick its own key by sending
 * X-Forwarded-For.
 */
export function createRateLimiter(tiers: RateTier[], now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function hit(tier: RateTier, client: string): { allowed: boolean; retryAfterS: number } {
    const key = `${tier.name}:${client}`;
    const at = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + tier.windowMs };
      windows.set(key, window);
    }
    window.count++;
    return { allowed: window.count <= tier.limit, retryAfterS: Math.ceil((window.resetAt - at) / 1000) };
  }

  const sweep = setInterval(() => {
    const at = now();
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }, 60_000);
  sweep.unref();

  function middleware(req: Request, res: Response, next: NextFunction) {
    const tier = tiers.find((candidate) => candidate.matches(req));
    if (!tier) return next();
    const { allowed, retryAfterS } = hit(tier, req.ip ?? req.socket.remoteAddress ?? "unknown");
    if (allowed) return next();
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

  return { hit, middleware };
}
