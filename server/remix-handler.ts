import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler as createRemixHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { compressDocument } from "./compress-document.ts";
import { requestUrl } from "./request-target.ts";
import { type CachedDocument, type DocumentCache, documentKey, withNonce } from "./document-cache.ts";

/**
 * Express → Remix, like `@remix-run/express`, except that the body comes from `req.rawBody` (read and limited by
 * `readBody`) instead of the socket: no route can leave a body half-read on the connection.
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
  answeredElsewhere,
  documents,
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
}) {
  const handle = createRemixHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = documents?.enabled ? documentKey(req) : null;
      const kept = key ? documents?.get(key) : undefined;
      if (kept) {
        if (answeredElsewhere && (await answeredElsewhere(res))) return;
        sendKept(res, kept);
        return;
      }
      const page = handle(remixRequest(req, res), getLoadContext(req, res));
      if (answeredElsewhere && (await answeredElsewhere(res))) {
        page.catch(() => undefined);
        return;
      }
      const response = await page;
      await sendResponse(res, response, key && documents ? (document) => documents.set(key, document) : undefined);
    } catch (error) {
      next(error);
    }
  };
}

function remixRequest(req: Request, res: Response): globalThis.Request {
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

function sendKept(res: Response, kept: CachedDocument) {
  const { body, headers } = withNonce(kept, String(res.locals.cspNonce ?? ""));
  res.status(kept.status);
  for (const [name, value] of headers) {
    if (name === "content-security-policy") res.setHeader(name, value);
    else res.append(name, value);
  }
  res.setHeader("Server-Timing", 'cache;desc="hit"');
  sendDocument(res, Buffer.from(body));
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
