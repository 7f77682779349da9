import { LRUCache } from "lru-cache";
import { PREFERENCE_COOKIES } from "../app/lib/cache-policy.server.ts";
import { framedBy } from "../app/lib/cookies.server.ts";

/**
 * Guest documents, kept a few seconds (issue 14, decision 039). Every guest of a language sees the same home page,
 * hall or game page: within `ttlMs` the server sends the page it rendered for the first of them instead of
 * rendering it again. What is per response stays per response: the CSP nonce (the stored page's is replaced by the
 * request's own, the same length), the request id and the security headers (set by the HTTP server for every
 * answer), and the compression.
 *
 * Shared only between requests the page cannot tell apart:
 * - GET of a document (not a `.data` request, an action's or resource's path, or a sandbox page), with no cookie but the language, framed and analytics-consent
 *   preferences, whose values are part of the key: a platform session, a QA scenario, a flash toast or any cookie we
 *   do not know bypasses the cache both ways;
 * - the same host (as the page's URL has it, and both host headers as sent), protocol, path and query, and whether
 *   the page is rendered as framed: the app's own rule (`framedBy`: `Sec-Fetch-Dest`, else the `embedded` cookie),
 *   so a framed page is never sent to a top-level visit nor the other way round (issue 28);
 * - only a 200 that sets no cookie is kept (an error page carries its request id; a page that sets a cookie is
 *   its visitor's).
 * At most `max` pages (least recently used go first), so query strings cannot grow it.
 */
export const CACHEABLE_COOKIES: ReadonlySet<string> = PREFERENCE_COOKIES;

export interface CachedDocument {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  /** The nonce the page was rendered with: replaced by each response's own. */
  nonce: string;
}

export interface DocumentRequest {
  method: string;
  path: string;
  originalUrl: string;
  /** Express's, honouring `trust proxy`: what the page's own URL is built from (server/remix-handler.ts). */
  protocol: string;
  hostname: string;
  get(name: string): string | undefined;
}

/** The key of a request whose document may be shared, or null when it must be rendered for it alone. */
export function documentKey(req: DocumentRequest): string | null {
  if (req.method !== "GET" || req.path.endsWith(".data") || /^\/(?:ru\/)?(?:_actions|_resources|sandbox)(?:\/|$)/.test(req.path)) return null;
  const pairs: string[] = [];
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const pair = part.trim();
    if (!pair) continue;
    const name = pair.slice(0, pair.indexOf("=") === -1 ? pair.length : pair.indexOf("=")).trim();
    if (!CACHEABLE_COOKIES.has(name)) return null;
    pairs.push(pair);
  }
  const framed = framedBy(req.get("sec-fetch-dest"), req.get("cookie")) ? "framed" : "top";
  // The host the page's URL is built from, and both host headers as sent (the redirect list reads the forwarded
  // one): a request can never take a page made for another host.
  const hosts = [req.hostname, req.get("host") ?? "", req.get("x-forwarded-host") ?? ""].join(" ");
  return [req.protocol, hosts, req.originalUrl, framed, pairs.sort().join("; ")].join("\n");
}

/**
 * What a render in progress for a key ends with, for the requests that waited for it: the kept document, "busy" (it
 * was shed: the instance is overloaded, so are they), or nothing (the page was its visitor's own: render yours).
 */
export type RenderOutcome = CachedDocument | "busy" | undefined;

/**
 * How long past its time a kept page may still be sent while a render of it is in progress or refused (issue 28,
 * decision 058): under load the guests of a page get the page of a moment ago at once instead of all waiting for one
 * render (or all getting the busy page when it is refused).
 */
export const DEFAULT_STALE_MS = 30_000;

interface Kept {
  document: CachedDocument;
  keptAt: number;
}

export function createDocumentCache(options: { ttlMs: number; staleMs?: number; max?: number; now?: () => number }) {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const now = options.now ?? (() => performance.now());
  // Kept for their time and, for the stale answers, that much longer; never more than `max` (least recently used
  // go first).
  const entries = options.ttlMs > 0 ? new LRUCache<string, Kept>({ max: options.max ?? 200, ttl: options.ttlMs + staleMs, ttlResolution: 0 }) : null;
  // Simultaneous misses of one key are one render (issue 28): the first request renders, the others wait for it, so
  // the cache refills under load instead of every waiting guest rendering the same page.
  const rendering = new Map<string, Promise<RenderOutcome>>();
  let generation = 0;
  const keep = (key: string, document: CachedDocument) => entries?.set(key, { document, keptAt: now() });
  return {
    enabled: entries !== null,
    /** The page kept for this key within its time. */
    get(key: string): CachedDocument | undefined {
      const kept = entries?.get(key);
      return kept && now() - kept.keptAt < options.ttlMs ? kept.document : undefined;
    },
    /**
     * The page kept for this key, past its time by at most `staleMs`: sent only while its render is in progress or
     * when that render was refused.
     */
    stale(key: string): CachedDocument | undefined {
      const kept = entries?.get(key);
      return kept && now() - kept.keptAt < options.ttlMs + staleMs ? kept.document : undefined;
    },
    set(key: string, document: CachedDocument) {
      keep(key, document);
    },
    /** The render in progress for this key, if another request is rendering it. */
    rendering(key: string): Promise<RenderOutcome> | undefined {
      return rendering.get(key);
    },
    /**
     * This request renders the key's page: the others wait for `settle`, called once with the outcome (a document
     * is kept, unless the cache was cleared meanwhile).
     */
    lead(key: string): (outcome: RenderOutcome) => void {
      let resolve!: (outcome: RenderOutcome) => void;
      const promise = new Promise<RenderOutcome>((settle) => {
        resolve = settle;
      });
      rendering.set(key, promise);
      const started = generation;
      let settled = false;
      return (outcome) => {
        if (settled) return;
        settled = true;
        if (rendering.get(key) === promise) rendering.delete(key);
        if (outcome && outcome !== "busy" && started === generation) keep(key, outcome);
        // A render that did not give a page to share (a system page such as maintenance, a page with a cookie): the
        // page of before is not sent in its place any more.
        if (outcome === undefined) entries?.delete(key);
        resolve(outcome);
      };
    },
    clear() {
      generation += 1;
      entries?.clear();
    },
    get size() {
      return entries?.size ?? 0;
    },
  };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;

/** The stored page with this response's nonce in place of the one it was rendered with. */
export function withNonce(document: CachedDocument, nonce: string): { body: string; headers: Array<[string, string]> } {
  if (!document.nonce || document.nonce === nonce) return { body: document.body, headers: document.headers };
  const swap = (text: string) => text.split(document.nonce).join(nonce);
  return { body: swap(document.body), headers: document.headers.map(([name, value]) => [name, swap(value)]) };
}
