import { describe, expect, it } from "vitest";
import { parseEnv, SANDBOX_PLATFORM_URL, sandboxFence } from "./env.server";

describe("parseEnv", () => {
  it("refuses to start with neither a platform nor the sandbox, naming both ways out", () => {
    expect(() => parseEnv({})).toThrow(/PLATFORM_API_URL/);
    expect(() => parseEnv({})).toThrow(/SANDBOX=1/);
    expect(() => parseEnv({ SANDBOX: "0" })).toThrow(/PLATFORM_API_URL/);
  });

  it("signs players in on the platform unless AUTH_BACKEND=content; anything else stops the start naming it", () => {
    expect(parseEnv({ SANDBOX: "1" }).AUTH_BACKEND).toBe("platform");
    expect(parseEnv({ SANDBOX: "1", AUTH_BACKEND: "content" }).AUTH_BACKEND).toBe("content");
    expect(() => parseEnv({ SANDBOX: "1", AUTH_BACKEND: "cms" })).toThrow(/AUTH_BACKEND: AUTH_BACKEND must be platform or content/);
  });

  it("runs on the sandbox platform with SANDBOX=1, with the documented defaults", () => {
    const env = parseEnv({ SANDBOX: "1" });
    expect(env).toMatchObject({
      SANDBOX: true,
      NODE_ENV: "development",
      HOST: "0.0.0.0",
      PORT: 3000,
      PLATFORM_API_URL: SANDBOX_PLATFORM_URL,
      CONTENT_API_URL: `${SANDBOX_PLATFORM_URL}/content`,
      PLATFORM_TIMEOUT_MS: 10_000,
      PLATFORM_BUDGET_MS: 8_000,
      FRAME_ANCESTORS: "'self' http://localhost:* http://127.0.0.1:*",
      CSP_FRAME_SRC: [],
      CSP_SCRIPT_SRC: [],
      CSP_CONNECT_SRC: [],
      CSP_IMG_SRC: [],
      TRUST_PROXY: "loopback",
      LOG_REQUESTS: true,
    });
    expect(parseEnv({ SANDBOX: "true" }).SANDBOX).toBe(true);
  });

  it("lets only the sandbox's own twin origin frame it by default; a real platform stays 'self'", () => {
    expect(parseEnv({ SANDBOX: "1", FRAME_ANCESTORS: "'self'" }).FRAME_ANCESTORS).toBe("'self'");
    expect(parseEnv({ PLATFORM_API_URL: "https://platform.example" }).FRAME_ANCESTORS).toBe("'self'");
  });

  it("uses the configured platform without a trailing slash", () => {
    const env = parseEnv({ PLATFORM_API_URL: "https://platform.example/", CONTENT_API_URL: "https://cms.example//" });
    expect(env.SANDBOX).toBe(false);
    expect(env.PLATFORM_API_URL).toBe("https://platform.example");
    expect(env.CONTENT_API_URL).toBe("https://cms.example");
    expect(parseEnv({ PLATFORM_API_URL: "https://platform.example" }).CONTENT_API_URL).toBe("https://platform.example/content");
  });

  it("rejects '*' in FRAME_ANCESTORS and accepts a list of operators", () => {
    expect(() => parseEnv({ SANDBOX: "1", FRAME_ANCESTORS: "*" })).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseEnv({ SANDBOX: "1", FRAME_ANCESTORS: "'self' *" })).toThrow(/FRAME_ANCESTORS/);
    expect(parseEnv({ SANDBOX: "1", FRAME_ANCESTORS: "'self' https://operator.example" }).FRAME_ANCESTORS).toBe(
      "'self' https://operator.example",
    );
  });

  it("splits origin lists on commas and spaces", () => {
    expect(parseEnv({ SANDBOX: "1", CSP_FRAME_SRC: "https://a.example, https://b.example  https://c.example" }).CSP_FRAME_SRC).toEqual([
      "https://a.example",
      "https://b.example",
      "https://c.example",
    ]);
  });

  it.each([
    [{ SANDBOX: "1", PORT: "http" }, /PORT/],
    [{ SANDBOX: "1", PORT: "70000" }, /PORT/],
    [{ SANDBOX: "yes" }, /SANDBOX/],
    [{ PLATFORM_API_URL: "not a url" }, /PLATFORM_API_URL/],
    [{ SANDBOX: "1", NODE_ENV: "staging" }, /NODE_ENV/],
    [{ SANDBOX: "1", LOG_REQUESTS: "maybe" }, /LOG_REQUESTS/],
  ])("names the variable that is wrong: %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("requires SESSION_SECRET in production on a real platform; elsewhere a random one per process", () => {
    const production = { NODE_ENV: "production", PLATFORM_API_URL: "https://platform.example" };
    expect(() => parseEnv(production)).toThrow(/SESSION_SECRET is required in production/);
    expect(() => parseEnv({ ...production, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET must be at least 32 characters/);
    expect(parseEnv({ ...production, SESSION_SECRET: "s".repeat(32) }).SESSION_SECRET).toBe("s".repeat(32));
    const sandbox = parseEnv({ NODE_ENV: "production", SANDBOX: "1" }).SESSION_SECRET;
    expect(sandbox).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv({ SANDBOX: "1" }).SESSION_SECRET).not.toBe(sandbox);
  });

  it("turns request logging off with LOG_REQUESTS=0", () => {
    expect(parseEnv({ SANDBOX: "1", LOG_REQUESTS: "0" }).LOG_REQUESTS).toBe(false);
  });

  it("fences the sandbox off every platform but its own (issue 15.2)", () => {
    const refusal =
      "SANDBOX=1 refuses to start with PLATFORM_API_URL=https://api.operator.example: the sandbox would answer in that platform's name " +
      "and open /sandbox (players with any balance, withdrawals approved). Unset PLATFORM_API_URL to run the demo on the " +
      "sandbox, or unset SANDBOX to use that platform (against the standalone sandbox: PLATFORM_API_URL=http://localhost:4010, no SANDBOX).";
    expect(sandboxFence({ SANDBOX: true, PLATFORM_API_URL: "https://api.operator.example" })).toBe(refusal);
    expect(() => parseEnv({ SANDBOX: "1", PLATFORM_API_URL: "https://api.operator.example" })).toThrow(`SANDBOX: ${refusal}`);
    // The standalone sandbox is a platform like any other to the site: reached without SANDBOX, never intercepted.
    expect(sandboxFence({ SANDBOX: true, PLATFORM_API_URL: "http://localhost:4010" })).toMatch(/^SANDBOX=1 refuses to start/);
    expect(sandboxFence({ SANDBOX: true, PLATFORM_API_URL: undefined })).toBeNull();
    expect(sandboxFence({ SANDBOX: true, PLATFORM_API_URL: `${SANDBOX_PLATFORM_URL}/` })).toBeNull();
    expect(sandboxFence({ SANDBOX: false, PLATFORM_API_URL: "https://api.operator.example" })).toBeNull();
    expect(parseEnv({ SANDBOX: "1", PLATFORM_API_URL: SANDBOX_PLATFORM_URL }).SANDBOX).toBe(true);
  });

  it("reads the production server's settings: Redis, log format, readiness cache, shutdown grace", () => {
    const defaults = parseEnv({ SANDBOX: "1" });
    expect(defaults.REDIS_URL).toBeUndefined();
    expect(defaults).toMatchObject({ LOG_FORMAT: "text", READY_CACHE_MS: 5_000, SHUTDOWN_TIMEOUT_MS: 20_000 });
    expect(parseEnv({ SANDBOX: "1", REDIS_URL: "rediss://cache.internal:6380", LOG_FORMAT: "json" })).toMatchObject({
      REDIS_URL: "rediss://cache.internal:6380",
      LOG_FORMAT: "json",
    });
    expect(() => parseEnv({ SANDBOX: "1", REDIS_URL: "cache.internal:6379" })).toThrow("REDIS_URL must be a redis:// or rediss:// address.");
    expect(() => parseEnv({ SANDBOX: "1", LOG_FORMAT: "yaml" })).toThrow(/LOG_FORMAT/);
  });

  it("gives a page 2.5 s before it is answered busy in production, and no deadline in development unless set", () => {
    expect(parseEnv({ SANDBOX: "1", NODE_ENV: "production" }).RENDER_DEADLINE_MS).toBe(2_500);
    expect(parseEnv({ SANDBOX: "1" }).RENDER_DEADLINE_MS).toBe(0);
    expect(parseEnv({ SANDBOX: "1", NODE_ENV: "development", RENDER_DEADLINE_MS: "4000" }).RENDER_DEADLINE_MS).toBe(4_000);
    expect(parseEnv({ SANDBOX: "1", NODE_ENV: "production", RENDER_DEADLINE_MS: "0" }).RENDER_DEADLINE_MS).toBe(0);
    expect(() => parseEnv({ SANDBOX: "1", RENDER_DEADLINE_MS: "-1" })).toThrow(/RENDER_DEADLINE_MS/);
  });

  it("reads how many accept handles the process holds on its socket (decision 064): 32 by default, 1 to 256", () => {
    expect(parseEnv({ SANDBOX: "1" }).ACCEPT_HANDLES).toBe(32);
    expect(parseEnv({ SANDBOX: "1", ACCEPT_HANDLES: "1" }).ACCEPT_HANDLES).toBe(1);
    expect(parseEnv({ SANDBOX: "1", ACCEPT_HANDLES: "256" }).ACCEPT_HANDLES).toBe(256);
    for (const refused of ["0", "257", "4.5", "many"]) {
      expect(() => parseEnv({ SANDBOX: "1", ACCEPT_HANDLES: refused })).toThrow(/ACCEPT_HANDLES/);
    }
  });
});
