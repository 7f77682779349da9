import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "../../app/env.server";
import { contentSecurityPolicy, createNonce, isSameOrigin, sameOriginOnly, securityHeaders } from "../../server/security";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const production = parseEnv({ SANDBOX: "1", NODE_ENV: "production" });

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and this response's nonce only", () => {
    const policy = directives(contentSecurityPolicy(production, "abc123=="));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("takes frame-ancestors from the configuration, 'self' by default", () => {
    const platform = parseEnv({ PLATFORM_API_URL: "https://platform.example", NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) });
    expect(directives(contentSecurityPolicy(platform, "n")).get("frame-ancestors")).toEqual(["'self'"]);
    // The sandbox alone also lets its localhost/127.0.0.1 twin frame it (its operator page, decision 017).
    expect(directives(contentSecurityPolicy(production, "n")).get("frame-ancestors")).toEqual(["'self'", "http://localhost:*", "http://127.0.0.1:*"]);
    const framed = parseEnv({ SANDBOX: "1", NODE_ENV: "production", FRAME_ANCESTORS: "'self' https://operator.example" });
    expect(directives(contentSecurityPolicy(framed, "n")).get("frame-ancestors")).toEqual(["'self'", "https://operator.example"]);
  });

  it("lists each configured third-party origin once, where it is needed", () => {
    const env = parseEnv({
      SANDBOX: "1",
      NODE_ENV: "production",
      CSP_FRAME_SRC: "https://pay.example https://games.example,https://pay.example",
      CSP_SCRIPT_SRC: "https://chat.example",
      CSP_CONNECT_SRC: "https://api.chat.example",
      CSP_IMG_SRC: "https://cdn.example",
    });
    const policy = directives(contentSecurityPolicy(env, "n"));
    expect(policy.get("frame-src")).toEqual(["'self'", "https://pay.example", "https://games.example"]);
    expect(policy.get("form-action")).toEqual(["'self'", "https://pay.example", "https://games.example"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-n'", "https://chat.example"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.chat.example"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.example"]);
  });

  it("relaxes only what Vite's dev server needs, and only in development", () => {
    const dev = directives(contentSecurityPolicy(parseEnv({ SANDBOX: "1", NODE_ENV: "development" }), "n"));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("connect-src")).toContain("ws:");
    const prod = contentSecurityPolicy(production, "n");
    expect(prod).not.toContain("unsafe-eval");
    expect(prod).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(prod).not.toContain("ws:");
  });
});

describe("createNonce", () => {
  it("is fresh and unguessable every time (16 random bytes)", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

function fakeRequest(headers: Record<string, string>, options: { method?: string; protocol?: string; host?: string } = {}) {
  const all: Record<string, string> = { host: options.host ?? "casino.example", ...headers };
  return {
    method: options.method ?? "POST",
    protocol: options.protocol ?? "https",
    secure: (options.protocol ?? "https") === "https",
    get: (name: string) => all[name.toLowerCase()],
  } as unknown as Request;
}

describe("isSameOrigin", () => {
  it.each([
    [{ origin: "https://casino.example" }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "http://casino.example" }, false],
    [{ origin: "https://casino.example:8443" }, false],
    [{ origin: "null" }, false],
    // An Origin decides even when the other headers say otherwise.
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ referer: "https://casino.example/gamehall?category=2" }, true],
    [{ referer: "https://evil.example/casino.example" }, false],
    [{ referer: "not a url" }, false],
    [{}, false],
  ])("%j → %s", (headers, expected) => {
    expect(isSameOrigin(fakeRequest(headers))).toBe(expected);
  });

  it("compares with the request's own scheme and host", () => {
    expect(isSameOrigin(fakeRequest({ origin: "http://localhost:3210" }, { protocol: "http", host: "localhost:3210" }))).toBe(true);
    expect(isSameOrigin(fakeRequest({ origin: "http://localhost:3210" }, { protocol: "http", host: "localhost:3211" }))).toBe(false);
  });
});

function fakeResponse() {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    statusCode: 200,
    body: undefined as unknown,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    type: () => res,
    send(body: unknown) {
      res.body = body;
      return res;
    },
  };
  return { res, headers };
}

describe("sameOriginOnly", () => {
  it.each(["GET", "HEAD", "OPTIONS"])("lets %s through from anywhere", (method) => {
    const next = vi.fn();
    const { res } = fakeResponse();
    sameOriginOnly()(fakeRequest({ origin: "https://evil.example" }, { method }), res as unknown as Response, next as NextFunction);
    expect(next).toHaveBeenCalledOnce();
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a cross-origin %s with 403 before it reaches an action", (method) => {
    const next = vi.fn();
    const { res } = fakeResponse();
    sameOriginOnly()(fakeRequest({ origin: "https://evil.example" }, { method }), res as unknown as Response, next as NextFunction);
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(403);
  });

  it("lets a same-origin POST through", () => {
    const next = vi.fn();
    const { res } = fakeResponse();
    sameOriginOnly()(fakeRequest({ origin: "https://casino.example" }), res as unknown as Response, next as NextFunction);
    expect(next).toHaveBeenCalledOnce();
  });
});

describe("securityHeaders", () => {
  it("sets an enforced CSP with a new nonce per response, and hands the nonce to the app", () => {
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { res, headers } = fakeResponse();
      const next = vi.fn();
      securityHeaders(production)(fakeRequest({}, { method: "GET" }), res as unknown as Response, next as NextFunction);
      expect(next).toHaveBeenCalledOnce();
      const nonce = String(res.locals.cspNonce);
      expect(headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
      expect(headers.has("content-security-policy-report-only")).toBe(false);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("strict-transport-security")).toContain("max-age=31536000");
      seen.push(nonce);
    }
    expect(seen[0]).not.toBe(seen[1]);
  });

  it("sends HSTS only over HTTPS", () => {
    const { res, headers } = fakeResponse();
    securityHeaders(production)(fakeRequest({}, { method: "GET", protocol: "http" }), res as unknown as Response, vi.fn() as NextFunction);
    expect(headers.has("strict-transport-security")).toBe(false);
  });
});
