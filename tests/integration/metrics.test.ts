import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { startMetricsServer } from "../../server/metrics";
import { Jar, addTestRoute, siteInProcess } from "./site";

/**
 * Issue 40 (decision 068): /metrics on its own port, never the players'; after a guest page, a player page, a
 * deposit, a platform fault and a shed request, each named series moved as it should.
 */
let release: () => void = () => undefined;
let entered: () => void = () => undefined;

function withHold(build: ServerBuild): ServerBuild {
  addTestRoute(build, "test-hold", "test-hold", {
    action: async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { held: true };
    },
    default: () => createElement("p", null, "held"),
  });
  return build;
}

const site = siteInProcess({
  env: { DOCUMENT_CACHE_MS: "60000", RENDER_CONCURRENCY: "1", RENDER_QUEUE_MAX: "0", RENDER_QUEUE_MS: "300" },
  withBuild: withHold,
});

let metricsServer: Server | undefined;
let metricsUrl = "";
beforeAll(async () => {
  metricsServer = startMetricsServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => metricsServer!.once("listening", resolve));
  metricsUrl = `http://127.0.0.1:${(metricsServer!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => metricsServer?.close(resolve));
});

/** The value of one series (0 when absent), e.g. `site_requests_shed_total{reason="queue"}`. */
async function scrape(): Promise<(series: string) => number> {
  const response = await fetch(`${metricsUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  const text = await response.text();
  const values = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return (series) => values.get(series) ?? 0;
}

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${site.url}${pathname}`, { headers: { accept: "text/html", ...headers }, redirect: "manual" });
const post = (pathname: string, form: Record<string, string>, cookie = "") =>
  fetch(`${site.url}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { origin: site.url, accept: "text/html", cookie },
    redirect: "manual",
  });

describe("metrics (issue 40)", { timeout: 60_000 }, () => {
  it("are not on the players' port", async () => {
    const response = await get("/metrics");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("site_request_duration_seconds");
  });

  it("count a guest page rendered then kept, by its route id, and the process's own metrics", async () => {
    const before = await scrape();
    expect((await get("/ru/gamehall")).status).toBe(200);
    expect((await get("/ru/gamehall")).status).toBe(200);
    const after = await scrape();
    expect(after('site_guest_documents_total{outcome="rendered"}') - before('site_guest_documents_total{outcome="rendered"}')).toBe(1);
    expect(after('site_guest_documents_total{outcome="kept"}') - before('site_guest_documents_total{outcome="kept"}')).toBe(1);
    const series = 'site_request_duration_seconds_count{route="ru/gamehall",kind="document",method="GET",status="2xx"}';
    expect(after(series) - before(series)).toBe(2);
    expect(after("nodejs_eventloop_lag_seconds")).toBeGreaterThan(0);
    expect(after("nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("count a player's page, a deposit made and one refused by our validation, and the platform's calls by method", async () => {
    const jar = new Jar();
    const signIn = await post("/forms/sign_in", { login: "demo@omad.test", password: "demo1234" });
    expect(signIn.status).toBe(302);
    jar.take(signIn);
    const before = await scrape();
    const page = await get("/cashier/deposit/payme", { cookie: jar.header() });
    expect(page.status).toBe(200);
    jar.take(page);
    const html = await page.text();
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
    expect(key).toBeTruthy();
    const refused = await post("/cashier/deposit/payme", { idempotencyKey: key!, amount: "abc" }, jar.header());
    expect(refused.status).toBe(400);
    const made = await post("/cashier/deposit/payme", { idempotencyKey: key!, amount: "50000" }, jar.header());
    expect([302, 303, 200]).toContain(made.status);
    const after = await scrape();
    const moved = (series: string) => after(series) - before(series);
    expect(moved('site_money_actions_total{action="deposit",outcome="refused_validation"}')).toBe(1);
    expect(moved('site_money_actions_total{action="deposit",outcome="made"}')).toBe(1);
    expect(moved('site_upstream_calls_total{service="platform",method="cashier.makedeposit",outcome="ok"}')).toBe(1);
    expect(moved('site_upstream_duration_seconds_count{service="platform",method="cashier.makedeposit",outcome="ok"}')).toBe(1);
    expect(moved('site_request_duration_seconds_count{route="cashier.deposit.$sysname",kind="document",method="GET",status="2xx"}')).toBe(1);
    expect(moved('site_request_duration_seconds_count{route="cashier.deposit.$sysname",kind="action",method="POST",status="4xx"}')).toBe(1);
  });

  it("count a platform fault by method and outcome, and a request shed for want of a slot", async () => {
    site.platform.use(http.all(`${SANDBOX_PLATFORM_URL}/api/:method`, () => HttpResponse.error()));
    const before = await scrape();
    const degraded = await get("/ru/promotions", { cookie: "fault=1" });
    expect(degraded.status).toBeLessThan(600);
    site.platform.resetHandlers();
    const afterFault = await scrape();
    const networkCalls = [...new Set([...(await (await fetch(`${metricsUrl}/metrics`)).text()).matchAll(/site_upstream_calls_total\{service="platform",method="([^"]+)",outcome="network"\}/g)].map((m) => m[1]!))];
    expect(networkCalls.length).toBeGreaterThan(0);
    expect(networkCalls.filter((method) => !/^[a-z]+(\.[a-z_]+)+$/i.test(method))).toEqual([]);
    expect(networkCalls.reduce((sum, method) => sum + afterFault(`site_upstream_calls_total{service="platform",method="${method}",outcome="network"}`) - before(`site_upstream_calls_total{service="platform",method="${method}",outcome="network"}`), 0)).toBeGreaterThan(0);

    const held = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holding = post("/test-hold", { a: "1" });
    await held;
    const shed = await get("/ru/profile/settings", { cookie: "sid=1" });
    expect(shed.status).toBe(503);
    release();
    expect((await holding).status).toBe(200);
    const after = await scrape();
    expect(after('site_requests_shed_total{reason="queue"}') - afterFault('site_requests_shed_total{reason="queue"}')).toBe(1);
    expect(after('site_system_pages_total{kind="busy"}') - afterFault('site_system_pages_total{kind="busy"}')).toBe(1);
    expect(after('site_request_duration_seconds_count{route="ru/profile.settings",kind="document",method="GET",status="5xx"}') - afterFault('site_request_duration_seconds_count{route="ru/profile.settings",kind="document",method="GET",status="5xx"}')).toBe(1);
  });
});
