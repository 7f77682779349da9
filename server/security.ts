import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "../app/env.server.ts";

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

function list(...parts: Array<string | readonly string[]>): string {
  return [...new Set(parts.flat())].join(" ");
}

/** The enforced Content-Security-Policy of one response. */
export function contentSecurityPolicy(env: Pick<Env, "NODE_ENV" | "FRAME_ANCESTORS" | "CSP_FRAME_SRC" | "CSP_SCRIPT_SRC" | "CSP_CONNECT_SRC" | "CSP_IMG_SRC">, nonce: string): string {
  const dev = env.NODE_ENV === "development";
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": list("'self'", `'nonce-${nonce}'`, env.CSP_SCRIPT_SRC, dev ? ["'unsafe-eval'"] : []),
    "style-src": list("'self'", dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`]),
    "style-src-attr": "'unsafe-inline'",
    "img-src": list("'self'", "data:", "blob:", env.CSP_IMG_SRC),
    "font-src": "'self'",
    "connect-src": list("'self'", env.CSP_CONNECT_SRC, dev ? ["ws:"] : []),
    "frame-src": list("'self'", env.CSP_FRAME_SRC),
    "form-action": list("'self'", env.CSP_FRAME_SRC),
    "frame-ancestors": env.FRAME_ANCESTORS,
    "manifest-src": "'self'",
    "worker-src": "'self'",
    "media-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** Headers every response carries, static files included: cheap, no per-request work beyond HSTS. */
function setBaseHeaders(req: Request, res: Response) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/**
 * For static files (mounted before them): the base headers and a policy that only says who may frame the file
 * (an SVG or text opened directly is a document too). No script or connect limits: `/sw.js` runs under the
 * policy of its own response, and must reach the site.
 */
export function staticSecurityHeaders(env: Pick<Env, "FRAME_ANCESTORS">) {
  const policy = `frame-ancestors ${env.FRAME_ANCESTORS}; object-src 'none'; base-uri 'self'`;
  return (req: Request, res: Response, next: NextFunction) => {
    setBaseHeaders(req, res);
    res.setHeader("Content-Security-Policy", policy);
    next();
  };
}

/** For everything the app renders: the base headers and the full policy with this response's nonce. */
export function securityHeaders(env: Env) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    setBaseHeaders(req, res);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(env, nonce));
    next();
  };
}

/**
 * A state-changing request must come from our own pages: its Origin (or, where a browser sends none,
 * Sec-Fetch-Site or Referer) must be this site. Anything else is answered 403 before it reaches an action.
 */
export function isSameOrigin(req: Pick<Request, "protocol" | "get">): boolean {
  const own = `${req.protocol}://${req.get("host")}`;
  const origin = req.get("origin");
  if (origin) return origin === own;
  const site = req.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const referer = req.get("referer");
  if (referer) {
    try {
      return new URL(referer).origin === own;
    } catch {
      return false;
    }
  }
  return false;
}

export function sameOriginOnly() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (isSameOrigin(req)) return next();
    res.status(403).type("text/plain").send("Forbidden: cross-origin request");
  };
}
