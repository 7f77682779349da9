import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearRemoteConfigCache } from "~/content/config.server";
import { SANDBOX_PLATFORM_URL, parseEnv } from "~/env.server";
import { appHandle, createApp } from "../../server/app";
import { createHandlers } from "../../mocks/handlers";
import { buildServer } from "../../scripts/build-server";
import { sourceBuild } from "./site";

/**
 * Issue 15: the production server's promises, on the real Express app (server/app.ts) over the source build, with
 * the sandbox platform behind MSW recording the request ids it receives.
 */
const received: Array<{ path: string; requestId: string | null }> = [];
const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
platform.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  if (url.origin === SANDBOX_PLATFORM_URL) received.push({ path: url.pathname, requestId: request.headers.get("x-request-id") });
});

const servers: Server[] = [];
const apps: Array<Awaited<ReturnType<typeof createApp>>> = [];
let build: ReturnType<typeof sourceBuild> | undefined;
async function start(env: Record<string, string>): Promise<string> {
  build ??= sourceBuild();
  const app = await createApp({ env: parseEnv({ NODE_ENV: "production", LOG_REQUESTS: "0", RATE_LIMIT_SCALE: "1000", ...env }), build: await build });
  apps.push(app);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  received.length = 0;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  platform.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  });
  // Importing every route module takes a while on a loaded machine: once, here, not inside a test's time.
  build = sourceBuild();
  await build;
}, 120_000);
afterEach(() => {
  received.length = 0;
  platform.resetHandlers();
  clearRemoteConfigCache();
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all(apps.map((app) => appHandle(app).close()));
  platform.close();
});

describe("the sandbox fence (issue 15.2)", () => {
  it("refuses to start SANDBOX=1 against a real platform's address, saying why, before anything listens", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { PATH: process.env.PATH, SANDBOX: "1", PLATFORM_API_URL: "https://api.operator.example", PORT: "1", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid environment:\n  - SANDBOX: SANDBOX=1 refuses to start with PLATFORM_API_URL=https://api.operator.example:");
    expect(result.stdout).toBe("");
  }, 90_000);

  it("compiles a production server that holds nothing of the sandbox (mocks/, msw, SQLite, tsx)", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "server-build-"));
    try {
      const inputs = await buildServer(outDir);
      expect(inputs).toContain("server.ts");
      expect(inputs).toContain("server/app.ts");
      expect(inputs.filter((input) => /^mocks\/|node_modules/.test(input))).toEqual([]);
      // server.js (and any chunk next to it).
      const output = readdirSync(outDir)
        .filter((file) => file.endsWith(".js"))
        .map((file) => readFileSync(path.join(outDir, file), "utf8"))
        .join("\n");
      expect(output).not.toMatch(/from ["'](?:msw|better-sqlite3|@mswjs\/[^"']+)["']/);
      // The one way to the sandbox: a tsx import of mocks/ from source, behind SANDBOX=1.
      expect(output.match(/mocks\/node\.ts/g)).toHaveLength(1);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("mounts no /sandbox on a start without the sandbox", async () => {
    vi.stubEnv("PLATFORM_API_URL", SANDBOX_PLATFORM_URL);
    const base = await start({ PLATFORM_API_URL: SANDBOX_PLATFORM_URL, SESSION_SECRET: "x".repeat(32) });
    const response = await fetch(`${base}/sandbox`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Sandbox");
  });
});

describe("health (issue 15.4)", () => {
  it("answers liveness from the process alone and readiness from real platform reads", async () => {
    vi.stubEnv("SANDBOX", "1");
    const base = await start({ SANDBOX: "1" });
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    expect(received).toEqual([]);

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe("ok");
    expect(received.map((call) => call.path).sort()).toEqual(["/api/account.getInfo", "/nfx/cms-config/uz"]);
    // Within the cache time a probe costs the platform nothing.
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(received).toHaveLength(2);
  });

  it("is not ready when the platform answers but its answers are unusable", async () => {
    vi.stubEnv("SANDBOX", "1");
    const base = await start({ SANDBOX: "1" });
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/account.getInfo`, () => HttpResponse.json({ error: { type: "ApplicationDisabledException" } })));
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: "unavailable",
      checks: [
        { name: "platform", ok: false, status: 200, error: "answer has the wrong shape" },
        { name: "config", ok: true },
      ],
    });
  });

  it("is not ready while draining for a shutdown, alive all the same", async () => {
    vi.stubEnv("SANDBOX", "1");
    const base = await start({ SANDBOX: "1" });
    appHandle(apps.at(-1)!).draining = true;
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe("request ids and JSON logs (issue 15.5)", () => {
  it("logs one JSON line per request and passes its id to every platform call", async () => {
    vi.stubEnv("SANDBOX", "1");
    const base = await start({ SANDBOX: "1", LOG_REQUESTS: "1", LOG_FORMAT: "json" });
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = String(chunk);
      if (text.includes('"msg":"request"')) {
        lines.push(text.trimEnd());
        return true;
      }
      return write(chunk, ...(rest as []));
    });
    const response = await fetch(`${base}/ru?utm=secret-token`, { headers: { "x-request-id": "lb-4f2a9c1e77", cookie: "player_session=p-123" } });
    expect(response.status).toBe(200);
    await response.text();
    expect(response.headers.get("x-request-id")).toBe("lb-4f2a9c1e77");
    expect(received.length).toBeGreaterThan(0);
    expect(received.filter((call) => call.path.startsWith("/api/")).map((call) => call.requestId)).toEqual(
      received.filter((call) => call.path.startsWith("/api/")).map(() => "lb-4f2a9c1e77"),
    );
    await vi.waitFor(() => expect(lines.length).toBe(1));
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/ru", status: 200, requestId: "lb-4f2a9c1e77" });
    expect(entry.upstreamMs).toEqual(expect.any(Number));
    // Issue 27: the line counts the platform calls the request made, as the platform received them.
    expect(entry.upstreamCalls).toBe(received.filter((call) => call.path.startsWith("/api/")).length);
    expect(response.headers.get("server-timing")).toMatch(new RegExp(`upstream;dur=[\\d.]+;desc="${entry.upstreamCalls as number} calls", render;dur=`));
    expect(lines[0]).not.toContain("secret-token");
    expect(lines[0]).not.toContain("p-123");
  });

  it("shows the request id on the error page, labelled in the page's language", async () => {
    vi.stubEnv("SANDBOX", "1");
    const base = await start({ SANDBOX: "1" });
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/account.getInfo`, () => new HttpResponse("<html>Bad Gateway</html>", { status: 502 })));
    for (const [prefix, label] of [
      ["", "So‘rov raqami"],
      ["/ru", "Номер запроса"],
    ] as const) {
      // A player's session cookie: the account is read (a cookie-less guest is not asked for, decision 039).
      const response = await fetch(`${base}${prefix}/profile`, { headers: { "x-request-id": "edge-0001-abcd", cookie: "sid=player" } });
      const html = await response.text();
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(html).toContain(`<p class="system-page__detail">${label}<!-- -->: <code data-request-id="">edge-0001-abcd</code></p>`);
    }
  });
});
