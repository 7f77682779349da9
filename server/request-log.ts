import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { type DestinationStream, type Logger, pino, stdTimeFunctions } from "pino";
import { metrics, statusClass } from "./metrics.ts";

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

/**
 * The request log's JSON lines, through pino: `time` (ISO), `level` (a word), `msg`, then the entry's fields and
 * the request's own (`res.locals.logFields`: a trace id, say). No base fields (no pid, no hostname).
 */
export function createRequestLogger(destination?: DestinationStream): Logger {
  const options = {
    base: null,
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  // stdout as a stream (not pino's own file descriptor writer): what console.log wrote to before, seen by a test's spy.
  return pino(options, destination ?? process.stdout);
}

/** The fields of one request's line (times rounded to a tenth of a millisecond), the request's own after them. */
export function logFields(entry: RequestLogEntry, extra?: Record<string, string | number | boolean>) {
  return {
    method: entry.method,
    path: entry.path,
    status: entry.status,
    ms: Math.round(entry.ms * 10) / 10,
    upstreamMs: Math.round(entry.upstreamMs * 10) / 10,
    upstreamCalls: entry.upstreamCalls,
    requestId: entry.requestId,
    ...(entry.traceId ? { traceId: entry.traceId } : {}),
    ...(entry.aborted ? { aborted: true } : {}),
    ...extra,
  };
}

export function textLogLine(entry: RequestLogEntry): string {
  return `${entry.method} ${entry.path} ${entry.status} ${entry.ms.toFixed(1)}ms upstream=${entry.upstreamMs.toFixed(1)}ms/${entry.upstreamCalls} id=${entry.requestId}${entry.aborted ? " aborted" : ""}`;
}

declare module "express-serve-static-core" {
  interface Locals {
    requestId?: string;
    /** Milliseconds this request waited on the platform and its calls (the load context's counter, shared by reference). */
    upstreamMs?: { total: number; calls: number };
    /** The Remix route answering the request and its kind (server/remix-handler.ts), for the request metrics. */
    route?: { route: string; kind: string };
    /**
     * Fields of this request's own that go on its log line after the standard ones (a trace id, say): set them
     * while the request runs (`res.locals.logFields = { ...res.locals.logFields, traceId }`).
     */
    logFields?: Record<string, string | number | boolean>;
  }
}

const NO_ROUTE = { route: "none", kind: "other" };

/**
 * Gives every request its id (echoed as `X-Request-Id`, passed to the platform, shown on error pages), observes its
 * duration (site_request_duration_seconds, by route id, kind, method and status class) and, unless turned off,
 * writes one log line when it ends: JSON through pino with LOG_FORMAT=json, a short text line otherwise.
 */
export function requestLog({
  format,
  enabled,
  write,
  logger = format === "json" && enabled ? createRequestLogger(write ? { write: (line: string) => write(line.trimEnd()) } : undefined) : undefined,
}: {
  format: "json" | "text";
  enabled: boolean;
  /** Where lines go (a test's list); stdout by default. */
  write?: (line: string) => void;
  logger?: Logger;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = acceptRequestId(req.headers["x-request-id"]);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    res.on("close", () => {
      const ms = performance.now() - started;
      const { route, kind } = res.locals.route ?? NO_ROUTE;
      metrics.requestDuration.labels(route, kind, req.method, statusClass(res.statusCode)).observe(ms / 1000);
      if (!enabled) return;
      const entry: RequestLogEntry = {
        method: req.method,
        path: req.originalUrl.split("?")[0] ?? "/",
        status: res.statusCode,
        ms,
        upstreamMs: res.locals.upstreamMs?.total ?? 0,
        upstreamCalls: res.locals.upstreamMs?.calls ?? 0,
        requestId,
        traceId: res.locals.traceId,
        aborted: !res.writableFinished,
      };
      if (logger) {
        const fields = logFields(entry, res.locals.logFields);
        if (entry.status >= 500) logger.error(fields, "request");
        else logger.info(fields, "request");
      } else (write ?? console.log)(textLogLine(entry));
    });
    next();
  };
}
