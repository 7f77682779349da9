import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type Server, createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Issue 40, decision 068: the BUILT site (`<build>/server.js`, as `npm start` runs it) with METRICS_PORT, read on
 * its own /metrics after a guest page, a player page, a deposit, platform and content faults, system pages, rate
 * limits and shed requests: each named series moved by exactly what these requests did, with its exact labels.
 *
 * The e2e server is shared by every spec running in parallel (its counters move under other tests' feet), so this
 * spec starts a site of its own on the build the e2e run made (E2E_BUILD_DIR, `build-e2e`), on free ports, with an
 * in-memory sandbox and one render slot: RENDER_CONCURRENCY=1, one waiting request, a read deadline of 3 s and
 * platform calls cut at 8 s, so a request can be shed for want of a slot, past the deadline, and a call timed out.
 * Tracing is on too (decision 069), exporting to an OTLP/HTTP receiver of this spec's own.
 */
test.describe.configure({ mode: "serial" });

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? "build-e2e";
const DEADLINE_MS = 3_000;
const PLATFORM_TIMEOUT_MS = 8_000;

let child: ChildProcess | undefined;
let receiver: Server | undefined;

/** A span as the OTLP/HTTP JSON encoding carries it (the fields read here). */
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}
const exported: ExportedSpan[] = [];

/** An OTLP/HTTP receiver (`POST /v1/traces`, JSON) keeping every span it is sent. */
function startReceiver(): Promise<string> {
  receiver = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }> };
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) exported.push(...scope.spans);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) => receiver!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(receiver!.address() as AddressInfo).port}`)));
}
let site = "";
let metricsOrigin = "";
let stderr = "";
/** Responses the site has given this spec so far: the request histogram's total count, once each is observed. */
let answered = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(existsSync(path.join(BUILD_DIR, "server.js")), `the e2e build in ${BUILD_DIR}/ (made by the webServer of playwright.config.ts)`).toBe(true);
  const [port, metricsPort, traces] = [await freePort(), await freePort(), await startReceiver()];
  site = `http://127.0.0.1:${port}`;
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  child = spawn(process.execPath, [path.join(BUILD_DIR, "server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      SANDBOX: "1",
      SANDBOX_DB: ":memory:",
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      LOG_REQUESTS: "0",
      RATE_LIMIT_SCALE: "1",
      RENDER_CONCURRENCY: "1",
      RENDER_QUEUE_MAX: "1",
      RENDER_QUEUE_MS: "60000",
      RENDER_DEADLINE_MS: String(DEADLINE_MS),
      PLATFORM_TIMEOUT_MS: String(PLATFORM_TIMEOUT_MS),
      PLATFORM_BUDGET_MS: String(PLATFORM_TIMEOUT_MS),
      DOCUMENT_CACHE_MS: "1000",
      DOCUMENT_STALE_MS: "120000",
      BUSY_RETRY_AFTER_S: "7",
      OTEL_EXPORTER_OTLP_ENDPOINT: traces,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "",
      OTEL_SDK_DISABLED: "",
      // Spans sent a tenth of a second after they end, not 5 s.
      OTEL_BSP_SCHEDULE_DELAY: "100",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  await expect
    .poll(
      async () => {
        const response = await fetch(`${site}/healthz`).catch(() => null);
        if (response) answered++;
        return response?.status ?? (child?.exitCode !== null ? `exited: ${stderr}` : 0);
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(() => {
  child?.kill();
  receiver?.close();
});

type Series = Map<string, number>;

/** Every sample of /metrics: `name{labels}` → value. */
async function scrapeOnce(): Promise<Series> {
  const response = await fetch(`${metricsOrigin}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  const values: Series = new Map();
  for (const line of (await response.text()).split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

/**
 * /metrics once every response the site gave this spec is in the request histogram (observed when its connection
 * closes, a moment after the client has read it; every other counter moves before the answer goes out).
 */
async function scrape(): Promise<Series> {
  let values: Series = new Map();
  const observed = () => [...values].reduce((sum, [series, value]) => (series.startsWith(`${requests}{`) ? sum + value : sum), 0);
  await expect.poll(async () => ((values = await scrapeOnce()), observed()), { timeout: 5_000, intervals: [20, 50, 100] }).toBe(answered);
  return values;
}

/** What each series of one family moved by between two scrapes (series that did not move left out), by labels. */
function moved(before: Series, after: Series, family: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [series, value] of after) {
    const match = /^([^{]+)\{(.*)\}$/.exec(series);
    if (match?.[1] !== family) continue;
    const by = value - (before.get(series) ?? 0);
    if (by !== 0) out[match[2]!] = by;
  }
  return out;
}

const requests = "site_request_duration_seconds_count";
const calls = "site_upstream_calls_total";
const timed = "site_upstream_duration_seconds_count";
const labels = (route: string, kind: string, method: string, status: string) => `route="${route}",kind="${kind}",method="${method}",status="${status}"`;
const upstream = (service: string, method: string, outcome: string) => `service="${service}",method="${method}",outcome="${outcome}"`;


/** A request as a browser without JavaScript sends it (no redirect followed), with these cookies. */
async function send(
  pathname: string,
  { cookie = "", form, json, headers = {} }: { cookie?: string; form?: Record<string, string>; json?: string; headers?: Record<string, string> } = {},
) {
  const post = form !== undefined || json !== undefined;
  const response = await fetch(`${site}${pathname}`, {
    method: post ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : json,
    headers: {
      accept: "text/html",
      ...(post ? { origin: site } : {}),
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    redirect: "manual",
  });
  answered++;
  return response;
}

/** The cookies a response sets, as a request's `Cookie` header (added to `jar`). */
function cookiesOf(response: Response, jar = ""): string {
  const cookies = new Map(jar.split("; ").filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0\b/i.test(line) || pair.endsWith("=")) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

test("/metrics is served on its own port only, with the library's process metrics", async () => {
  const players = await send("/metrics");
  expect(players.status).toBe(404);
  expect(await players.text()).not.toContain("site_request_duration_seconds");
  expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  for (const [name, type] of [
    ["process_cpu_user_seconds_total", "counter"],
    ["process_resident_memory_bytes", "gauge"],
    ["nodejs_eventloop_lag_p99_seconds", "gauge"],
    ["nodejs_heap_size_used_bytes", "gauge"],
    ["nodejs_gc_duration_seconds", "histogram"],
    ["nodejs_active_handles_total", "gauge"],
  ]) expect(text, name).toContain(`# TYPE ${name} ${type}\n`);
  const values = await scrape();
  expect(values.get("nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  expect(values.get("process_cpu_user_seconds_total")).toBeGreaterThan(0);
});

test("a guest page rendered then kept, its .data, a resource route and the content service", async () => {
  const before = await scrape();
  expect((await send("/ru/gamehall")).status).toBe(200);
  expect((await send("/ru/gamehall")).status).toBe(200);
  expect((await send("/ru/gamehall.data", { headers: { accept: "*/*" } })).status).toBe(200);
  const notices = await send("/_resources/loyalty-notices", { headers: { accept: "application/json" } });
  expect(notices.status).toBe(200);
  const after = await scrape();
  expect(moved(before, after, "site_guest_documents_total")).toEqual({ 'outcome="rendered"': 1, 'outcome="kept"': 1 });
  expect(moved(before, after, requests)).toEqual({
    [labels("ru/gamehall", "document", "GET", "2xx")]: 2,
    [labels("ru/gamehall", "data", "GET", "2xx")]: 1,
    [labels("resources/loyalty-notices", "resource", "GET", "2xx")]: 1,
  });
  // The content service apart from the platform, by its collection.
  expect(moved(before, after, calls)[upstream("content", "loyalty-notices", "ok")]).toBe(1);
  expect(moved(before, after, timed)[upstream("content", "loyalty-notices", "ok")]).toBe(1);
  expect(Object.keys(moved(before, after, calls)).filter((series) => !/^service="(platform|content)",method="[a-z][\w-]*(\.[a-z_]+)*",outcome="ok"$/i.test(series))).toEqual([]);
});

test("a player's page and .data, and a deposit made, repeated, refused by the platform and by our validation", async () => {
  const signIn = await send("/forms/sign_in", { form: { login: "demo@omad.test", password: "demo1234" } });
  expect(signIn.status).toBe(302);
  let jar = cookiesOf(signIn);
  const before = await scrape();
  const page = await send("/cashier/deposit/payme", { cookie: jar });
  expect(page.status).toBe(200);
  jar = cookiesOf(page, jar);
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(key).toBeTruthy();
  expect((await send("/profile/settings.data", { cookie: jar, headers: { accept: "*/*" } })).status).toBe(200);

  const refused = await send("/cashier/deposit/payme", { cookie: jar, form: { idempotencyKey: key!, amount: "abc" } });
  expect(refused.status).toBe(400);
  const made = await send("/cashier/deposit/payme", { cookie: jar, form: { idempotencyKey: key!, amount: "50000" } });
  expect(made.status).toBe(302);
  jar = cookiesOf(made, jar);
  // The same post again (a double submit): the platform answers with the deposit already made.
  const repeated = await send("/cashier/deposit/payme", { cookie: jar, form: { idempotencyKey: key!, amount: "50000" } });
  // The deposit is pending: the repeat is sent to its payment page again, and counted as a repeated key.
  expect(repeated.status).toBe(302);
  jar = cookiesOf(repeated, jar);
  const next = await send("/cashier/deposit/payme", { cookie: jar });
  jar = cookiesOf(next, jar);
  const nextKey = /name="idempotencyKey" value="([^"]+)"/.exec(await next.text())?.[1];
  expect(nextKey).toBeTruthy();
  expect(nextKey).not.toBe(key);
  // The platform refuses the next deposit once (the sandbox's QA scenario for this request alone).
  const platformRefusal = await send("/cashier/deposit/payme", {
    cookie: `${jar}; sandbox_scenario=fail:BillingTransactionDeclined:cashier.makedeposit:${Date.now()}`,
    form: { idempotencyKey: nextKey!, amount: "50000" },
  });
  expect(platformRefusal.status).toBe(400);

  const after = await scrape();
  expect(moved(before, after, "site_money_actions_total")).toEqual({
    'action="deposit",outcome="refused_validation"': 1,
    'action="deposit",outcome="made"': 1,
    'action="deposit",outcome="repeated_key"': 1,
    'action="deposit",outcome="refused_platform"': 1,
  });
  const upstreamMoved = moved(before, after, calls);
  expect(upstreamMoved[upstream("platform", "cashier.makedeposit", "ok")]).toBe(2);
  expect(upstreamMoved[upstream("platform", "cashier.makedeposit", "BillingTransactionDeclined")]).toBe(1);
  expect(moved(before, after, timed)[upstream("platform", "cashier.makedeposit", "BillingTransactionDeclined")]).toBe(1);
  expect(moved(before, after, requests)).toEqual({
    [labels("cashier.deposit.$sysname", "document", "GET", "2xx")]: 2,
    [labels("profile.settings", "data", "GET", "2xx")]: 1,
    [labels("cashier.deposit.$sysname", "action", "POST", "4xx")]: 2,
    [labels("cashier.deposit.$sysname", "action", "POST", "3xx")]: 2,
  });
});

test("a platform fault by method and the catalogue's error type, a content fault, and system pages by kind", async () => {
  const before = await scrape();
  // The next games.get of this request fails once with InvalidParameter: the home shows its other rows.
  expect((await send("/ru", { cookie: `sandbox_scenario=fail:InvalidParameter:games.get:${Date.now()}` })).status).toBe(200);
  // Every read of the content service's loyalty notices answers 500 until cleared: read as none, never a 5xx.
  expect((await send("/sandbox/content-faults", { form: { collection: "loyalty-notices" } })).status).toBe(303);
  try {
    const notices = await send("/_resources/loyalty-notices", { headers: { accept: "application/json" } });
    expect(notices.status).toBe(200);
    expect(await notices.json()).toEqual({ items: [] });
  } finally {
    expect((await send("/sandbox/content-faults", { form: { collection: "" } })).status).toBe(303);
  }
  expect((await send("/ru/promotions", { cookie: "sandbox_scenario=maintenance" })).status).toBe(503);
  expect((await send("/ru/promotions", { cookie: "sandbox_scenario=banned" })).status).toBe(403);
  expect((await send("/ru/promotions", { cookie: "sandbox_scenario=forbidden" })).status).toBe(403);
  expect((await send("/ru/no-such-page/deeper")).status).toBe(404);
  expect((await send("/_system/crash")).status).toBe(500);
  const after = await scrape();

  const upstreamMoved = moved(before, after, calls);
  expect(upstreamMoved[upstream("platform", "games.get", "InvalidParameter")]).toBe(1);
  expect(upstreamMoved[upstream("content", "loyalty-notices", "InternalServerError")]).toBe(1);
  expect(moved(before, after, timed)[upstream("content", "loyalty-notices", "InternalServerError")]).toBe(1);
  expect(upstreamMoved[upstream("platform", "metadata.getgeneralinfo", "ApplicationDisabled")]).toBe(1);
  expect(upstreamMoved[upstream("platform", "metadata.getgeneralinfo", "UserBanned")]).toBe(1);
  expect(upstreamMoved[upstream("platform", "metadata.getgeneralinfo", "AccessDenied")]).toBe(1);
  expect(moved(before, after, "site_system_pages_total")).toEqual({
    'kind="maintenance"': 1,
    'kind="user-banned"': 1,
    'kind="forbidden"': 1,
    'kind="not-found"': 1,
    'kind="error"': 1,
  });
  expect(moved(before, after, requests)).toEqual({
    [labels("ru/_index", "document", "GET", "2xx")]: 1,
    [labels("resources/loyalty-notices", "resource", "GET", "2xx")]: 1,
    // The sandbox's own pages are no Remix route.
    [labels("none", "other", "POST", "3xx")]: 2,
    [labels("ru/promotions._index", "document", "GET", "5xx")]: 1,
    [labels("ru/promotions._index", "document", "GET", "4xx")]: 2,
    [labels("ru/$", "document", "GET", "4xx")]: 1,
    [labels("_system.$page", "document", "GET", "5xx")]: 1,
  });
});

test("rate-limit refusals by tier", async () => {
  const before = await scrape();
  const statuses: number[] = [];
  // The vitals tier allows 30 reports a minute per client (decision 069); the 31st is refused.
  for (let i = 0; i < 31; i++) {
    const response = await send("/_vitals", { json: "{}" });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array<number>(30).fill(400), 429]);
  const after = await scrape();
  expect(moved(before, after, "site_rate_limit_refusals_total")).toEqual({ 'tier="vitals"': 1 });
  expect(moved(before, after, requests)).toEqual({ [labels("none", "other", "POST", "4xx")]: 31 });
});

test("requests shed past the deadline and for want of a slot, a guest sent the page of a moment ago, a platform call timed out", async () => {
  test.setTimeout(60_000);
  // A guest page kept, its fresh second (DOCUMENT_CACHE_MS) over long before the slot is taken below.
  expect((await send("/jackpots")).status).toBe(200);
  const before = await scrape();
  // A sign-in whose platform call answers only after the call's timeout: the post holds the only render slot for
  // PLATFORM_TIMEOUT_MS (a post is never cut by the read deadline).
  const hold = send("/forms/sign_in.data", { cookie: `sandbox_scenario=slow:${PLATFORM_TIMEOUT_MS + 2_000}`, form: { login: "demo@omad.test", password: "demo1234" }, headers: { accept: "*/*" } });
  // The post reads its body before it asks for the slot, so a read sent at once overtook it (and, since decision 070
  // ends a read's slow platform before its deadline, got the maintenance page instead of waiting): a round trip that
  // never waits for a slot (`/healthz` is answered before bodies are read) lets the post take the slot first.
  expect((await send("/healthz")).status).toBe(200);
  // A read that waits for the slot (or, should it come first, waits on its own slow platform): busy at the deadline.
  const started = Date.now();
  const late = await send("/ru/profile/settings", { cookie: "sandbox_scenario=slow:5000" });
  expect(late.status).toBe(503);
  expect(late.headers.get("retry-after")).toBe("7");
  expect(Date.now() - started).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
  // The sign-in holds the slot now. A guest and a player's read come for it: the first waits in the one place of
  // the queue, the second is refused at once; whichever waits is answered at its deadline. Either way the guest gets
  // the page of a moment ago (decision 058), the player the busy page.
  const guest = send("/jackpots");
  const refused = await send("/ru/profile/bonuses", { cookie: "sid=1" });
  expect(refused.status).toBe(503);
  const kept = await guest;
  expect(kept.status).toBe(200);
  expect(kept.headers.get("server-timing")).toContain('cache;desc="stale"');
  const held = await hold;
  // The sign-in's call timed out: the platform is out of reach, the maintenance answer (a fetcher's data, 503).
  expect(held.status).toBe(503);
  const after = await scrape();
  expect(moved(before, after, "site_requests_shed_total")).toEqual({ 'reason="deadline"': 2, 'reason="queue"': 1 });
  expect(moved(before, after, "site_guest_documents_total")).toEqual({ 'outcome="stale"': 1 });
  expect(moved(before, after, "site_system_pages_total")).toEqual({ 'kind="busy"': 2 });
  expect(moved(before, after, calls)[upstream("platform", "auth.login", "timeout")]).toBe(1);
  expect(moved(before, after, timed)[upstream("platform", "auth.login", "timeout")]).toBe(1);
  const requestsMoved = moved(before, after, requests);
  expect(requestsMoved[labels("ru/profile.settings", "document", "GET", "5xx")]).toBe(1);
  expect(requestsMoved[labels("ru/profile.bonuses", "document", "GET", "5xx")]).toBe(1);
  expect(requestsMoved[labels("jackpots._index", "document", "GET", "2xx")]).toBe(1);
  expect(requestsMoved[labels("forms.sign_in", "action", "POST", "5xx")]).toBe(1);
});

test("the built site traces a player's page: its server span by route id, a child span per platform call", async () => {
  const signIn = await send("/forms/sign_in", { form: { login: "demo@omad.test", password: "demo1234" } });
  expect(signIn.status).toBe(302);
  const jar = cookiesOf(signIn);
  const before = await scrape();
  const page = await send("/profile/settings", { cookie: jar });
  expect(page.status).toBe(200);
  const after = await scrape();
  // The trace in Server-Timing, as an operator finds it from a player's report.
  const [, traceId, spanId] = /traceparent;desc="00-([0-9a-f]{32})-([0-9a-f]{16})-01"/.exec(page.headers.get("server-timing") ?? "") ?? [];
  expect(traceId).toBeTruthy();
  const platformCalls = Object.entries(moved(before, after, calls))
    .map(([series, count]) => [/^service="(\w+)",method="([^"]+)",outcome="ok"$/.exec(series), count] as const)
    .flatMap(([match, count]) => (match ? Array<string>(count).fill(`${match[1]} ${match[2]}`) : []))
    .sort();
  expect(platformCalls.filter((name) => name.startsWith("platform ")).length).toBeGreaterThan(0);
  // Every call the request made, as a child of its server span (the batch processor sends them within moments).
  const inTrace = () => exported.filter((span) => span.traceId === traceId);
  await expect.poll(() => inTrace().length, { timeout: 10_000 }).toBe(1 + platformCalls.length);
  const server = inTrace().find((span) => span.spanId === spanId);
  expect(server).toMatchObject({ name: "GET profile.settings", kind: 2 });
  expect(server?.parentSpanId || undefined).toBeUndefined();
  const attribute = (span: ExportedSpan | undefined, key: string) => {
    const value = span?.attributes.find((item) => item.key === key)?.value;
    return value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : undefined);
  };
  expect(attribute(server, "http.route")).toBe("profile.settings");
  expect(attribute(server, "http.response.status_code")).toBe(200);
  const children = inTrace().filter((span) => span !== server);
  expect(children.map((span) => span.name).sort()).toEqual(platformCalls);
  for (const span of children) {
    expect(span.parentSpanId, span.name).toBe(spanId);
    expect(span.kind, span.name).toBe(3);
    expect(attribute(span, "outcome"), span.name).toBe("ok");
  }
});
