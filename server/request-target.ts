import type { NextFunction, Request, Response } from "express";

/**
 * What a host header may hold: a host name, an IPv4 address or a bracketed IPv6 one, with an optional port. Only
 * the characters of those (no path, query, user or percent escape) pass the first look; the WHATWG URL parser
 * then refuses what is still not an address (`[::1`, a port past 65535, `a:b:c`).
 */
const AUTHORITY_CHARACTERS = /^[A-Za-z0-9._~\-:[\]]+$/;

export function isValidAuthority(value: string): boolean {
  if (!AUTHORITY_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(`http://${value}`);
    return url.pathname === "/" && !url.username && !url.password && !url.search && !url.hash && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A comma-separated forwarded list (a chain of proxies): every item must be valid, none empty. */
function everyItem(value: string, valid: (item: string) => boolean): boolean {
  return value.split(",").every((item) => valid(item.trim()));
}

const PROTOCOLS = new Set(["http", "https"]);

/** The port a host header's value names (`host:8443`, `[::1]:3000`), if any. */
function portOf(host: string | undefined): number | undefined {
  const port = /^(?:\[[^\]]*\]|[^:[\]]*):(\d+)$/.exec(host?.split(",")[0]!.trim() ?? "")?.[1];
  return port ? Number(port) : undefined;
}

/**
 * The page's own address: the protocol and host name as Express reads them (honouring `trust proxy`), the port of
 * the forwarded or own Host header, and the request target. Throws on what is not an address, which
 * `validRequest` has refused before.
 */
export function requestUrl(req: Request): URL {
  const port = [req.get("x-forwarded-host"), req.get("host")].map(portOf).find((value) => value !== undefined);
  const host = req.hostname.includes(":") && !req.hostname.startsWith("[") ? `[${req.hostname}]` : req.hostname;
  return new URL(`${req.protocol}://${host}${port ? `:${port}` : ""}${req.originalUrl}`);
}

/** Why a request is refused before any work, or null when its target and host headers are well formed. */
export function malformedRequest(req: Request): string | null {
  // Only the origin form (`/path?query`): an absolute target (`GET http://other.example/`) is for a proxy, and its
  // host would not be the Host the rest of the server reads.
  if (!req.url.startsWith("/")) return "request target";
  const host = req.get("host");
  if (host === undefined || !isValidAuthority(host)) return "Host";
  const forwardedHost = req.get("x-forwarded-host");
  if (forwardedHost !== undefined && !everyItem(forwardedHost, isValidAuthority)) return "X-Forwarded-Host";
  const forwardedProto = req.get("x-forwarded-proto");
  if (forwardedProto !== undefined && !everyItem(forwardedProto, (item) => PROTOCOLS.has(item.toLowerCase()))) return "X-Forwarded-Proto";
  try {
    requestUrl(req);
  } catch {
    return "address";
  }
  return null;
}

/**
 * Refuses with 400, before any other work (static files, logs, rate limits, the page), a request whose target or
 * host headers are not well formed (issue 28): they would otherwise become the page's own address, its links and
 * the guest document cache's key. The connection is closed after the answer: such a client is not a browser.
 */
export function validRequest() {
  return (req: Request, res: Response, next: NextFunction) => {
    // When the request arrived: the deadline of a read counts from here (server/remix-handler.ts).
    res.locals.arrivedAt = performance.now();
    if (!malformedRequest(req)) return next();
    res.status(400).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain").send("Bad Request");
  };
}
