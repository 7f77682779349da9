import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler as createRemixHandler, writeReadableStreamToWritable } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { compressDocument } from "./compress-document.ts";

/**
 * Express → Remix, like `@remix-run/express`, except that the body comes from `req.rawBody` (read and limited by
 * `readBody`) instead of the socket: no route can leave a body half-read on the connection.
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
  answeredElsewhere,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /**
   * Runs alongside the page: true when it answered the request itself (the redirect list on a cold start), and the
   * page's answer is dropped.
   */
  answeredElsewhere?: (res: Response) => Promise<boolean>;
}) {
  const handle = createRemixHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const page = handle(remixRequest(req, res), getLoadContext(req, res));
      if (answeredElsewhere && (await answeredElsewhere(res))) {
        page.catch(() => undefined);
        return;
      }
      const response = await page;
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function remixRequest(req: Request, res: Response): globalThis.Request {
  // req.hostname and req.protocol honour `trust proxy`; the port comes from the forwarded or own Host.
  const port = [req.get("x-forwarded-host"), req.get("host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find((value) => Number.isSafeInteger(value));
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
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

async function sendResponse(res: Response, response: globalThis.Response) {
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
    const { body, encoding } = compressDocument(Buffer.from(await response.arrayBuffer()), res.req.get("accept-encoding"));
    res.vary("Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }
  else await writeReadableStreamToWritable(response.body, res);
}
