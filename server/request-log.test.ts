import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { REQUEST_ID_PATTERN, acceptRequestId, createRequestLogger, logFields, requestLog } from "./request-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What a hostile or broken client may send as X-Request-Id: anything, repeated headers included. */
const hostileId = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(..."aZ09._:- \r\n\"'<>{}\\/%;=\u0000\u2028"), maxLength: 200 }),
  fc.array(fc.string(), { minLength: 2, maxLength: 3 }),
  fc.constant(undefined),
);

/** Runs the middleware on a request carrying `incoming` and ends the response; returns the header set and the log line. */
function run(incoming: string | string[] | undefined, format: "json" | "text" = "json") {
  const lines: string[] = [];
  const headers = new Map<string, string>();
  const res = Object.assign(new EventEmitter(), {
    locals: {} as Record<string, unknown>,
    statusCode: 200,
    writableFinished: true,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
  });
  const req = { method: "GET", originalUrl: "/ru/profile?token=s3cret&email=a@b.uz", headers: { "x-request-id": incoming, cookie: "sid=abc" } };
  let nextCalled = false;
  const next: NextFunction = () => {
    nextCalled = true;
  };
  requestLog({ enabled: true, format, write: (line) => lines.push(line) })(req as unknown as Request, res as unknown as Response, next);
  res.emit("close");
  return { header: headers.get("x-request-id"), line: lines[0] ?? "", locals: res.locals, nextCalled };
}

describe("request ids (issue 15.5)", () => {
  it("keeps a plain token from the load balancer and replaces anything else with a fresh UUID", () => {
    expect(acceptRequestId("a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d")).toBe("a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d");
    expect(acceptRequestId("Root=1-67891233")).toMatch(UUID);
    expect(acceptRequestId("short")).toMatch(UUID);
    expect(acceptRequestId("id-1234\r\nSet-Cookie: x=1")).toMatch(UUID);
    expect(acceptRequestId(["abcdefgh1", "abcdefgh2"])).toMatch(UUID);
    expect(acceptRequestId(undefined)).toMatch(UUID);
  });

  it("never lets an unvalidated incoming id reach the header or the log line (property)", () => {
    fc.assert(
      fc.property(hostileId, fc.constantFrom("json" as const, "text" as const), (incoming, format) => {
        const { header, line, locals, nextCalled } = run(incoming, format);
        expect(nextCalled).toBe(true);
        expect(header).toMatch(REQUEST_ID_PATTERN);
        expect(locals.requestId).toBe(header);
        const valid = typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming);
        if (valid) expect(header).toBe(incoming);
        else expect(header).toMatch(UUID);
        const logged = format === "json" ? (JSON.parse(line) as { requestId: string }).requestId : /id=(\S+)/.exec(line)?.[1];
        expect(logged).toBe(header);
        expect(line).not.toMatch(/[\r\n]/);
      }),
      { numRuns: 500 },
    );
  });
});

describe("JSON log line (issue 15.5)", () => {
  it("has exactly the request's method, path, status, times and id: no query, no cookies", () => {
    const { line, header } = run("gateway-req-0001");
    expect(header).toBe("gateway-req-0001");
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual(["level", "method", "ms", "msg", "path", "requestId", "status", "time", "upstreamCalls", "upstreamMs"]);
    expect(entry).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/ru/profile", status: 200, upstreamMs: 0, upstreamCalls: 0, requestId: "gateway-req-0001" });
    expect(line).not.toContain("s3cret");
    expect(line).not.toContain("sid=abc");
    expect(line).not.toContain("a@b.uz");
  });

  it("is one line of JSON through pino, an error level for a 5xx, the request's own fields (a trace id) after the standard ones, with times rounded to a tenth of a millisecond", () => {
    const lines: string[] = [];
    const logger = createRequestLogger({ write: (line: string) => lines.push(line) });
    vi.useFakeTimers({ now: new Date("2026-11-23T18:00:00.000Z"), toFake: ["Date"] });
    try {
      logger.error(logFields({ method: "POST", path: "/forms/deposit", status: 502, ms: 12.345, upstreamMs: 10.04, upstreamCalls: 2, requestId: "abcdefgh", aborted: true }, { traceId: "4bf92f3577b34da6a3ce929d0e0e4736" }), "request");
    } finally {
      vi.useRealTimers();
    }
    expect(lines).toEqual([
      '{"level":"error","time":"2026-11-23T18:00:00.000Z","method":"POST","path":"/forms/deposit","status":502,"ms":12.3,"upstreamMs":10,"upstreamCalls":2,"requestId":"abcdefgh","aborted":true,"traceId":"4bf92f3577b34da6a3ce929d0e0e4736","msg":"request"}\n',
    ]);
  });
});
