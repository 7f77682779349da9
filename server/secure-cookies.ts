import type { NextFunction, Request, Response } from "express";
import { framedBy, withSecure } from "../app/lib/cookies.server.ts";

/**
 * Behind TLS every cookie is `Secure`: each `Set-Cookie` of a request Express sees as HTTPS (`req.secure`, which
 * believes `X-Forwarded-Proto` only from the proxies `trust proxy` names) gets the attribute at the one place all
 * of them pass — ours (flash, money keys, pay-back, locale) and the platform's relayed session alike.
 */
export function secureCookies() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) {
      // Framed pages (docs/decisions/017): every cookie cross-site and partitioned.
      const framed = framedBy(req.get("sec-fetch-dest"), req.get("cookie"));
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name: string, value: number | string | readonly string[]) => {
        if (name.toLowerCase() !== "set-cookie") return setHeader(name, value);
        return setHeader(name, Array.isArray(value) ? value.map((line: string) => withSecure(line, framed)) : withSecure(String(value), framed));
      };
    }
    next();
  };
}
