import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * An incoming `X-Request-Id` (set by the load balancer or the operator's gateway) is kept when it is a plain token:
 * letters, digits and `._:-`, 8 to 128 characters; anything else (a second header, spaces, quotes, control
 * characters, a novel) is replaced by a fresh UUID, so only a safe value ever reaches a log line, a header or a page.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function acceptRequestId(incoming: string | string[] | undefined, make: () => string = randomUUID): string {
  return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : make();
}

export interface RequestLogEntry {
  method: string;
  /** The path alone: a query can carry tokens (a reset link, a payment return) and never goes to the log. */
  path: string;
  status: number;
  ms: number;
  upstreamMs: number;
  /** How many calls (attempts included) the request made to the platform. */
  upstreamCalls: number;
  requestId: string;
  /** The request's trace (tracing on only, decision 069). */
  traceId?: string;
  /** The client went away before the answer was sent. */
  aborted?: boolean;
}

/** One JSON object on one line; nothing from the request beyond these fields (no cookies, no query, no address). */
export function jsonLogLine(entry: RequestLogEntry, at: Date = new Date()): string {
  return JSON.stringify({
    time: at.toISOString(),
    level: entry.status >= 500 ? "error" : "info",
    msg: "request",
    method: entry.method,
    path: entry.path,
    status: entry.status,
    ms: Math.round(entry.ms * 10) / 10,
    upstreamMs: Math.round(entry.upstreamMs * 10) / 10,
    upstreamCalls: entry.upstreamCalls,
    requestId: entry.requestId,
    ...(entry.traceId ? { traceId: entry.traceId } : {}),
    ...(entry.aborted ? { aborted: true } : {}),
  });
}

export function textLogLine(entry: RequestLogEntry): string {
  return `${entry.method} ${entry.path} ${entry.status} ${entry.ms.toFixed(1)}ms upstream=${entry.upstreamMs.toFixed(1)}ms/${entry.upstreamCalls} id=${entry.requestId}${entry.aborted ? " aborted" : ""}`;
}

declare module "express-serve-static-core" {
  interface Locals {
    requestId?: string;
    /** Milliseconds this request waited on the platform and its calls (the load context's counter, shared by reference). */
    upstreamMs?: { total: number; calls: number };
  }
}

/**
 * Gives every request its id (echoed as `X-Request-Id`, passed to the platform, shown on error pages) and, unless
 * turned off, one log line when it ends: JSON with LOG_FORMAT=json, a short text line otherwise.
 */
export function requestLog({ format, enabled, write = (line: string) => console.log(line) }: { format: "json" | "text"; enabled: boolean; write?: (line: string) => void }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = acceptRequestId(req.headers["x-request-id"]);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    if (enabled) {
      const started = performance.now();
      res.on("close", () => {
        const entry: RequestLogEntry = {
          method: req.method,
          path: req.originalUrl.split("?")[0] ?? "/",
          status: res.statusCode,
          ms: performance.now() - started,
          upstreamMs: res.locals.upstreamMs?.total ?? 0,
          upstreamCalls: res.locals.upstreamMs?.calls ?? 0,
          requestId,
          traceId: res.locals.traceId,
          aborted: !res.writableFinished,
        };
        write(format === "json" ? jsonLogLine(entry) : textLogLine(entry));
      });
    }
    next();
  };
}
