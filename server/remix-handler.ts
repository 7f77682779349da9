import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler as createRemixHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { THRESHOLD, acceptsGzip, compressDocument } from "./compress-document.ts";
import { requestUrl } from "./request-target.ts";
import { SYSTEM_PAGE_HEADER } from "../app/platform/system-page-header.ts";
import { type CachedDocument, type DocumentCache, type RenderOutcome, documentKey, withNonce } from "./document-cache.ts";
import { type SplicedDocument, gzipWithNonce, spliceDocument } from "./spliced-gzip.ts";
import { metrics, routeOf } from "./metrics.ts";
import { RENDER_BUDGET_HEADER, type RenderGate, SHED, busyPath, busyTexts, shedHeaders, wantsJson } from "./load-shedding.ts";

/**
 * The build with every route's faults answered as the spec's catalogue says (issue 28.3, docs/decisions/053), by the
 * build's own entry module (its modules, not a second copy of them in this bundle).
 */
function guarded(build: ServerBuild): ServerBuild {
  const guard = (build.entry.module as { guardedBuild?: (build: ServerBuild) => ServerBuild }).guardedBuild;
  return guard ? guard(build) : build;
}

/** Remix's route discovery endpoint (lazy route discovery, decision 061). */
export const DISCOVERY_PATH = "/__manifest";

/** What the HTTP server does when a render is refused (load shedding, issue 28, docs/decisions/052). */
export interface Shedding {
  gate: RenderGate;
  /** Seconds in the `Retry-After` of a shed answer. */
  retryAfterS: number;
  /**
   * A read (GET, HEAD) not answered this long after it reached the gate is answered busy at once; its render goes on
   * in its slot, its answer dropped. A post (a money action) always runs to its own end.
   */
  deadlineMs?: number;
}

/**
 * Express → Remix, like `@remix-run/express`, except that the body comes from `req.rawBody` (read and limited by
 * `readBody`) instead of the socket: no route can leave a body half-read on the connection. With `shedding`, every
 * render waits for a slot of its gate, and a request refused by it (or whose render ran out of its time budget) is
 * answered 503 with the busy page; a kept guest document is sent without a slot.
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
  answeredElsewhere,
  documents,
  shedding,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /**
   * Runs alongside the page: true when it answered the request itself (the redirect list on a cold start), and the
   * page's answer is dropped.
   */
  answeredElsewhere?: (res: Response) => Promise<boolean>;
  /** Guest documents shared for a few seconds (decision 039); none when absent. */
  documents?: DocumentCache;
  shedding?: Shedding;
}) {
  const handle = createRemixHandler(typeof build === "function" ? async () => guarded(await build()) : guarded(build), mode);
  const busyPages = busyPageCache((req, res) => handle(busyRequest(req), getLoadContext(req, res)));

  async function sendBusy(req: Request, res: Response) {
    if (res.headersSent) return;
    metrics.systemPages.labels("busy").inc();
    shedHeaders(res, shedding?.retryAfterS ?? DEFAULT_RETRY_AFTER_S);
    const texts = busyTexts(req.path);
    if (wantsJson(req)) {
      res.json({ message: texts.description });
      return;
    }
    const page = await busyPages.fetch(busyPageKey(req), { context: { req, res } }).catch((error: unknown) => {
      console.error(error);
      return undefined;
    });
    if (res.headersSent) return;
    if (page) sendKept(res, page, { status: 503, cacheHeader: false });
    else res.type("text/plain").send(`${texts.header}\n\n${texts.description}`);
  }

  /**
   * A render refused (shed, or out of its time): a guest's page kept a moment ago if there is one (decision 058),
   * else the busy page.
   */
  async function sendRefused(req: Request, res: Response, key: string | null) {
    const stale = key ? documents?.stale(key) : undefined;
    if (stale && !res.headersSent) {
      metrics.guestDocuments.labels("stale").inc();
      sendKept(res, stale, { cacheHeader: "stale" });
    }
    else await sendBusy(req, res);
  }

  async function render(req: Request, res: Response, key: string | null) {
    const settle = key && documents ? documents.lead(key) : undefined;
    let outcome: RenderOutcome;
    const late = new AbortController();
    const deadlineMs = req.method === "GET" || req.method === "HEAD" ? shedding?.deadlineMs : undefined;
    // Counted from the request's arrival (`validRequest`): what it waited for before (the redirect list) counts.
    const arrivedAt = typeof res.locals.arrivedAt === "number" ? res.locals.arrivedAt : performance.now();
    const remainingMs = deadlineMs ? deadlineMs - (performance.now() - arrivedAt) : undefined;
    const deadline =
      remainingMs !== undefined
        ? setTimeout(() => {
            late.abort();
            metrics.shed.labels("deadline").inc();
            settle?.("busy");
            void sendRefused(req, res, key);
          }, Math.max(0, remainingMs))
        : undefined;
    try {
      const run = () => handle(remixRequest(req, res, late.signal), getLoadContext(req, res));
      // Out of the queue when its client leaves or its deadline passes: no slot for an answer already given. Route
      // discovery (`/__manifest`, decision 061) only matches paths: it never waits for a slot, so a navigation under
      // load gets the busy page from its own data request instead of failing to find its route.
      const page =
        shedding && req.path !== DISCOVERY_PATH ? shedding.gate.run(run, AbortSignal.any([clientGone(res), late.signal])) : run();
      if (answeredElsewhere && (await answeredElsewhere(res))) {
        page.catch(() => undefined);
        return;
      }
      let response = await page.catch((error: unknown): typeof SHED => {
        if (late.signal.aborted) return SHED;
        throw error;
      });
      if (late.signal.aborted) return;
      clearTimeout(deadline);
      if (response === SHED || response.headers.has(RENDER_BUDGET_HEADER)) {
        outcome = "busy";
        metrics.shed.labels(response === SHED ? "queue" : "budget").inc();
        await sendRefused(req, res, key);
        return;
      }
      // A resource route's fault met by a browser's navigation or form post: the system page it names, with its status.
      const systemPage = response.headers.get(SYSTEM_PAGE_HEADER);
      if (systemPage) {
        metrics.systemPages.labels(systemPageKind(systemPage)).inc();
        const shown = await handle(systemPageRequest(req, res, systemPage), getLoadContext(req, res));
        const headers = new Headers(shown.headers);
        headers.set("Cache-Control", "private, no-store");
        response = new globalThis.Response(shown.body, { status: response.status, headers });
      }
      await sendResponse(
        res,
        response,
        settle
          ? (document) => {
              outcome = document;
              metrics.guestDocuments.labels("rendered").inc();
            }
          : undefined,
      );
    } finally {
      clearTimeout(deadline);
      settle?.(outcome);
    }
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const built = typeof build === "function" ? await build() : build;
      res.locals.route = routeOf(built, req.method, req.path, req.originalUrl.slice(req.path.length));
      const key = documents?.enabled ? documentKey(req) : null;
      if (key && documents) {
        // A page kept, or being rendered for another guest right now: no render of this request's own. While it is
        // being rendered, the page of a moment ago if there is one (decision 058), else the render's own page.
        const fresh = documents.get(key);
        const inProgress = fresh ? undefined : documents.rendering(key);
        const stale = inProgress ? documents.stale(key) : undefined;
        const kept = fresh ?? stale ?? (await inProgress);
        if (kept === "busy") {
          if (answeredElsewhere && (await answeredElsewhere(res))) return;
          await sendBusy(req, res);
          return;
        }
        if (kept) {
          if (answeredElsewhere && (await answeredElsewhere(res))) return;
          metrics.guestDocuments.labels(kept === stale ? "stale" : "kept").inc();
          sendKept(res, kept, { cacheHeader: kept === stale ? "stale" : "hit" });
          return;
        }
      }
      await render(req, res, key);
    } catch (error) {
      next(error);
    }
  };
}

const DEFAULT_RETRY_AFTER_S = 5;

const SYSTEM_PAGE_KINDS: Record<string, string> = { maintenance: "maintenance", "user-blocked": "user-banned", forbidden: "forbidden", "not-found": "not-found" };
/** A system page's path (`/ru/_system/maintenance`) as the bounded label of site_system_pages_total. */
export function systemPageKind(path: string): string {
  return SYSTEM_PAGE_KINDS[path.slice(path.lastIndexOf("/") + 1)] ?? "error";
}

/** Aborts when the client goes away before its answer is sent. */
function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The busy page, rendered once per host and language and kept (refreshed in the background after `BUSY_PAGE_TTL_MS`,
 * the old one sent meanwhile): a refused request costs a copy, not a render. Simultaneous first requests share
 * one render (lru-cache's `fetch`).
 */
const BUSY_PAGE_TTL_MS = 10 * 60_000;

function busyPageKey(req: Request): string {
  return `${requestUrl(req).origin}${busyPath(req.path)}`;
}

/** A guest's GET of the busy page at the request's own host (its headers checked by `validRequest`). */
function busyRequest(req: Request): globalThis.Request {
  const url = new URL(busyPath(req.path), requestUrl(req));
  const headers = new Headers();
  for (const name of ["host", "x-forwarded-host", "x-forwarded-proto", "user-agent", "accept-language"]) {
    const value = req.get(name);
    if (value !== undefined) headers.set(name, value);
  }
  return new globalThis.Request(url.href, { headers });
}

function busyPageCache(renderBusy: (req: Request, res: Response) => Promise<globalThis.Response>) {
  return new LRUCache<string, CachedDocument, { req: Request; res: Response }>({
    max: 50,
    ttl: BUSY_PAGE_TTL_MS,
    allowStale: true,
    fetchMethod: async (_key, _stale, { context: { req, res } }) => {
      const response = await renderBusy(req, res);
      if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) return undefined;
      return {
        status: 503,
        headers: [...response.headers.entries()].filter(([name]) => !UNSHARED_HEADERS.has(name) && name !== "cache-control"),
        body: await response.text(),
        nonce: String(res.locals.cspNonce ?? ""),
      };
    },
  });
}

function remixRequest(req: Request, res: Response, late?: AbortSignal): globalThis.Request {
  // req.hostname and req.protocol honour `trust proxy`; the port comes from the forwarded or own Host (all of them
  // checked by `validRequest` before any work).
  const url = requestUrl(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  // Answered busy past the deadline: the render stops where Remix checks its request.
  late?.addEventListener("abort", () => controller?.abort(), { once: true });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(req.rawBody ?? Buffer.alloc(0)) : undefined,
  });
}

/** Headers of a response that are its own and never kept with a shared document. */
const UNSHARED_HEADERS = new Set(["set-cookie", "server-timing"]);

function sendKept(res: Response, kept: CachedDocument, { status = kept.status, cacheHeader = "hit" as "hit" | "stale" | false } = {}) {
  const nonce = String(res.locals.cspNonce ?? "");
  res.status(status);
  for (const [name, value] of keptHeaders(kept, nonce)) {
    if (name === "content-security-policy") res.setHeader(name, value);
    else res.append(name, value);
  }
  if (cacheHeader) res.append("Server-Timing", `cache;desc="${cacheHeader}"`);
  const acceptEncoding = res.req.get("accept-encoding");
  // Compressed once, this response's nonce put in (server/spliced-gzip.ts): gzip even where brotli is taken, since
  // brotli's stream cannot be cut and joined that way.
  const spliced = kept.body.length >= THRESHOLD && acceptsGzip(acceptEncoding) ? splicedOf(kept) : null;
  const body = spliced ? gzipWithNonce(spliced, nonce) : null;
  if (body) {
    res.vary("Accept-Encoding");
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.end(body);
    return;
  }
  sendDocument(res, Buffer.from(withNonce(kept, nonce).body));
}

/** Each kept page's parts, compressed the first time it is sent (null: a page that cannot be spliced). */
const splicedDocuments = new WeakMap<CachedDocument, SplicedDocument | null>();
function splicedOf(kept: CachedDocument): SplicedDocument | null {
  let spliced = splicedDocuments.get(kept);
  if (spliced === undefined) {
    spliced = spliceDocument(Buffer.from(kept.body), kept.nonce);
    splicedDocuments.set(kept, spliced);
  }
  return spliced;
}

/** A kept page's headers with this response's nonce. */
function keptHeaders(kept: CachedDocument, nonce: string): Array<[string, string]> {
  if (!kept.nonce || kept.nonce === nonce) return kept.headers;
  return kept.headers.map(([name, value]) => [name, value.split(kept.nonce).join(nonce)]);
}

/** A whole document: compressed in one call and written once (issue 14). */
function sendDocument(res: Response, document: Buffer) {
  const { body, encoding } = compressDocument(document, res.req.get("accept-encoding"));
  res.vary("Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

async function sendResponse(res: Response, response: globalThis.Response, keep?: (document: CachedDocument) => void) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // A document may widen the default policy (consented analytics, docs/decisions/024): it replaces it, since
    // two policies would both be enforced.
    if (name === "content-security-policy") res.setHeader(name, value);
    else res.append(name, value);
  }
  if (!response.body) res.end();
  // A document is whole already (entry.server): one write, so the compressor runs once over it (issue 14).
  else if (response.headers.get("content-type")?.startsWith("text/html")) {
    const document = Buffer.from(await response.arrayBuffer());
    // A guest's page that is its own in nothing: kept for the next guests (decision 039).
    if (keep && response.status === 200 && !res.hasHeader("set-cookie") && !response.headers.has("set-cookie")) {
      keep({
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => !UNSHARED_HEADERS.has(name)),
        body: document.toString("utf8"),
        nonce: String(res.locals.cspNonce ?? ""),
      });
    }
    sendDocument(res, document);
  }
  else await writeReadableStreamToWritable(response.body, res);
}

/** A GET of a system page's path (`/ru/_system/maintenance`) with the request's headers, to render that page. */
function systemPageRequest(req: Request, res: Response, path: string): globalThis.Request {
  const original = remixRequest(req, res);
  const headers = new Headers(original.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  return new globalThis.Request(new URL(path, original.url).href, { method: "GET", headers, signal: original.signal });
}
