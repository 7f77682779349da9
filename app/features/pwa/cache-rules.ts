/**
 * What the service worker does with each request (docs/decisions/016). Pure, so the rules are tested without a
 * worker: the worker's fetch handler only carries them out.
 *
 * - `cache-first`: build assets (hashed names) and translations (`?v=` of their content hash): never change.
 * - `network-first`: documents of guests' pages; a hall page's copy is what the offline page shows.
 * - `network-only`: everything else the worker answers — money and account pages, forms, actions, data requests,
 *   the tracking hit, the worker itself. Nothing of them is ever stored.
 * - `pass`: not the worker's business (another origin, a non-GET request): the browser handles it as if there
 *   were no worker.
 */
export type CacheStrategy = "cache-first" | "network-first" | "network-only" | "pass";

export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's own origin. */
  origin: string;
  /** `Request.mode`: a page navigation is `navigate`. */
  mode: string;
  /** `Request.destination`: `document` for a navigation. */
  destination: string;
}

/** Paths whose pages hold a player's money or account, or that change something: never stored, never replayed. */
const PRIVATE_PATH = /^\/(?:ru\/)?(?:cashier|profile|bets|forms|oauth|_actions|_resources|hit|confirmation|unsubscribe|sandbox)(?:\/|$)/;

export function cacheStrategy(request: RequestFacts): CacheStrategy {
  if (request.method !== "GET") return "pass";
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return "pass";
  }
  if (url.origin !== request.origin) return "pass";
  const path = url.pathname;
  if (path.startsWith("/assets/")) return "cache-first";
  if (path.startsWith("/locales/") && url.searchParams.has("v")) return "cache-first";
  if (path === "/sw.js" || path.endsWith(".data") || url.searchParams.has("_data")) return "network-only";
  if (PRIVATE_PATH.test(path)) return "network-only";
  if (request.mode === "navigate" || request.destination === "document") return "network-first";
  return "network-only";
}

/** The facts of a response that decide whether it may be stored. */
export interface ResponseFacts {
  status: number;
  /** `Response.type`: only a same-origin `basic` answer is stored. */
  type: string;
  cacheControl: string | null;
}

/**
 * A response may be kept only when it is a plain 200 from the site that the server did not mark personal: the
 * server answers `no-store` for anything of a signed-in player or that sets a cookie (docs/decisions/008), and
 * `Set-Cookie` itself is invisible to a worker.
 */
export function mayStore(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== "basic") return false;
  return !/(?:^|[,\s])no-store(?:$|[,\s])/i.test(response.cacheControl ?? "");
}

/** The locale of a path (Russian under `/ru`), for the offline copy of the hall. */
export function pathLocale(pathname: string): "uz" | "ru" {
  return /^\/ru(?:\/|$)/.test(pathname) ? "ru" : "uz";
}

/** A hall page (home, the game hall and its categories): its last copy is the offline page of its locale. */
export function isHallPath(pathname: string): boolean {
  return /^\/(?:ru\/?)?(?:gamehall(?:\/[^/]+)?\/?)?$/.test(pathname);
}

/** The cache key the last hall copy of a locale is kept under (one per locale, the newest wins). */
export function hallKey(origin: string, locale: "uz" | "ru"): string {
  return `${origin}/__offline-hall/${locale}`;
}
