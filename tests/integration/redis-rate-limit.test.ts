import type { ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SANDBOX_PLATFORM_URL, parseEnv } from "~/env.server";
import { appHandle, createApp } from "../../server/app";
import { createHandlers } from "../../mocks/handlers";
import { startRedis } from "./redis-server";
import { sourceBuild } from "./site";

/**
 * Issue 15.3: two instances of the site behind one Redis share their rate limits, so the limit is the limit, not
 * the limit times the number of instances. A real redis-server (./redis-server.ts).
 */
// One read allowed in 200 of the normal 1200 a minute: six reads per client across the whole site.
const SCALE = "0.005";
const LIMIT = 6;

describe("rate limits shared across instances through Redis (issue 15.3)", () => {
  const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
  let redis: { url: string; process: ChildProcess } | undefined;
  const servers: Server[] = [];
  const apps: Array<Awaited<ReturnType<typeof createApp>>> = [];
  let build: ReturnType<typeof sourceBuild> | undefined;

  async function instance(env: Record<string, string>): Promise<string> {
    const app = await createApp({
      env: parseEnv({ SANDBOX: "1", NODE_ENV: "production", LOG_REQUESTS: "0", RATE_LIMIT_SCALE: SCALE, ...env }),
      build: await (build ??= sourceBuild()),
    });
    apps.push(app);
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    // The app's modules read the environment themselves (getEnv): the same sandbox start as the instances'.
    vi.stubEnv("SANDBOX", "1");
    platform.listen({
      onUnhandledRequest: (request, print) => {
        if (new URL(request.url).hostname !== "127.0.0.1") print.error();
      },
    });
    redis = await startRedis();
    // Importing every route module takes a while on a loaded machine: once, here, not inside a test's time.
    build = sourceBuild();
    await build;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await Promise.all(apps.map((app) => appHandle(app).close()));
    platform.close();
    vi.unstubAllEnvs();
    if (redis && redis.process.exitCode === null) {
      const exited = new Promise((resolve) => redis?.process.once("exit", resolve));
      redis.process.kill("SIGTERM");
      await exited;
    }
  });

  /** Reads alternately from each instance; returns each answer's status, in order. */
  async function alternate(bases: string[], count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${bases[i % bases.length]}/ru/no-such-page-rate`, { redirect: "manual" });
      await response.text();
      statuses.push(response.status);
    }
    return statuses;
  }

  it("allows the limit once across two instances, then both refuse with the player's message", async () => {
    const env = { REDIS_URL: redis!.url };
    const bases = [await instance(env), await instance(env)];
    const statuses = await alternate(bases, LIMIT + 2);
    expect(statuses).toEqual([...Array(LIMIT).fill(404), 429, 429]);

    for (const base of bases) {
      const refused = await fetch(`${base}/ru/no-such-page-rate`);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await refused.text()).toBe(`Слишком много запросов. Попробуйте через ${wait} с.`);
    }
  });

  it("without Redis, each instance counts alone: two instances allow twice the limit (why REDIS_URL exists)", async () => {
    const bases = [await instance({}), await instance({})];
    const statuses = await alternate(bases, 2 * LIMIT + 2);
    expect(statuses).toEqual([...Array(2 * LIMIT).fill(404), 429, 429]);
  });
});
