/**
 * `npm run bench:load` (issue 28): the production build (run `npm run build` first; BUILD_DIR picks another) against
 * the standalone sandbox over HTTP, as an operator's load test sees it. A player is created (signed up) and signed
 * in, then autocannon sends a mix of guest and player views (guest home, hall, a promotion; the player's deposit
 * page and home) at 100 and then 300 connections, each for BENCH_LOAD_SECONDS (default 20). Printed per run:
 * requests/s, p50/p99 of the answers served (every status but the 503 of load shedding) and of all answers, status
 * counts, errors and timeouts; the site's RSS and heap (after a collection) before and after; whether each target
 * is met: no 5xx but the 503 of shedding, p99 of the served answers ≤ 3 s, heap flat (≤ 1.25× the heap before).
 *
 * Ports: BENCH_LOAD_PORT (site, default 4330) and BENCH_LOAD_PORT + 1 (sandbox). The site runs with its own
 * defaults for load shedding and accept handles unless RENDER_* or ACCEPT_HANDLES is set in the environment
 * (`ACCEPT_HANDLES=1` shows Node's own one connection per turn, decision 064).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { DEFAULT_ACCEPT_HANDLES } from "../app/env.server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const sitePort = Number(process.env.BENCH_LOAD_PORT ?? 4330);
const sandboxPort = sitePort + 1;
const site = `http://127.0.0.1:${sitePort}`;
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const connectionCounts = (process.env.BENCH_LOAD_CONNECTIONS ?? "100,300").split(",").map(Number);
const probeFile = path.join(tmpdir(), `bench-load-heap-${process.pid}.json`);
const P99_TARGET_MS = 3_000;
const HEAP_GROWTH_LIMIT = 1.25;

const children: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
}

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within a minute (${url})`);
}

interface Memory {
  rss: number;
  heapUsed: number;
}

/** The site's memory after a garbage collection (scripts/heap-probe.mjs, on SIGUSR2). */
async function memory(siteProcess: ChildProcess): Promise<Memory> {
  rmSync(probeFile, { force: true });
  siteProcess.kill("SIGUSR2");
  // A loaded machine may take a while to schedule the site's signal handler.
  for (let i = 0; i < 600; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (existsSync(probeFile)) {
      try {
        return JSON.parse(readFileSync(probeFile, "utf8")) as Memory;
      } catch {
        // being written
      }
    }
  }
  throw new Error("the site did not report its memory");
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** A new player, signed up through the site's own form (signed in by it), or the sandbox's demo player. */
async function newPlayer(): Promise<string> {
  const cookies = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .filter((pair) => !/=$/.test(pair ?? ""))
      .join("; ");
  const form = (pathname: string, fields: Record<string, string>) =>
    fetch(`${site}${pathname}`, {
      method: "POST",
      headers: { origin: site, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const login = `bench-${Date.now()}-${randomBytes(3).toString("hex")}@omad.test`;
  const signUp = await form("/forms/sign_up", { login, password: "Secret123", terms: "on", currency: "UZS", character: "3" });
  if (signUp.status === 302 && (await isPlayer(cookies(signUp)))) {
    console.log(`player: ${login} (signed up)`);
    return cookies(signUp);
  }
  const signIn = await form("/forms/sign_in", { login: "demo@omad.test", password: "demo1234" });
  if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
  console.log(`player: demo@omad.test (sign-up answered ${signUp.status})`);
  return cookies(signIn);
}

async function isPlayer(cookie: string): Promise<boolean> {
  const response = await fetch(`${site}/cashier/deposit`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  return response.status === 200;
}

async function firstPromotion(): Promise<string> {
  const html = await (await fetch(`${site}/promotions`)).text();
  const match = /href="(\/promotions\/[^"?#/]+)"/.exec(html);
  if (!match?.[1]) throw new Error("no promotion link on /promotions");
  return match[1];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface RunFigures {
  connections: number;
  ok: boolean;
}

/** Guest home, hall and a promotion; the player's deposit page and home: each connection goes round them. */
function mix(cookie: string, promotion: string) {
  const guest = { "accept-encoding": "gzip", "accept-language": "uz" };
  const player = { ...guest, cookie };
  return [
    { method: "GET", path: "/", headers: guest },
    { method: "GET", path: "/gamehall", headers: guest },
    { method: "GET", path: promotion, headers: guest },
    { method: "GET", path: "/cashier/deposit", headers: player },
    { method: "GET", path: "/", headers: player },
  ];
}

async function run(connections: number, cookie: string, promotion: string, siteProcess: ChildProcess): Promise<RunFigures> {
  const before = await memory(siteProcess);
  const requests = mix(cookie, promotion);
  const served: number[] = [];
  // Each connection's first answer apart (decision 060): Node 20's event loop accepts one new connection per turn,
  // so a connection opened while the site is busy waits in the kernel's accept queue before its first request is
  // even read; the answers after it show the site's own latency.
  const firstAnswers: number[] = [];
  const laterServed: number[] = [];
  const answered = new WeakSet<object>();
  const instance = autocannon({ url: site, connections, duration: seconds, timeout: 30, requests });
  instance.on("response", (client: object, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode !== 503) served.push(responseTime);
    if (!answered.has(client)) {
      answered.add(client);
      firstAnswers.push(responseTime);
    } else if (statusCode !== 503) laterServed.push(responseTime);
  });
  const result = await instance;
  const after = await memory(siteProcess);
  served.sort((a, b) => a - b);
  firstAnswers.sort((a, b) => a - b);
  laterServed.sort((a, b) => a - b);
  const statuses = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status} × ${count}`)
    .join(", ");
  const otherServerErrors = Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) >= 500 && Number(status) !== 503)
    .reduce((sum, [, { count }]) => sum + count, 0);
  const p99 = percentile(served, 99);
  const heapFlat = after.heapUsed <= before.heapUsed * HEAP_GROWTH_LIMIT;
  const noErrors = otherServerErrors === 0 && result.errors === 0 && result.timeouts === 0;
  console.log(`\n--- ${connections} connections × ${seconds} s: guest /, /gamehall, ${promotion}; player /cashier/deposit, /`);
  console.log(`requests/s      ${result.requests.average.toFixed(1)} (total ${result.requests.total})`);
  console.log(`served (not 503) ${served.length}: p50 ${ms(percentile(served, 50))}, p99 ${ms(p99)}`);
  console.log(`all answers     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(
    `  of which: each connection's first answer (${firstAnswers.length}): p50 ${ms(percentile(firstAnswers, 50))}, max ${ms(firstAnswers.at(-1) ?? 0)}; ` +
      `served answers after it (${laterServed.length}): p99 ${ms(percentile(laterServed, 99))}`,
  );
  console.log(`statuses        ${statuses || "none"}; errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(`RSS             ${mb(before.rss)} → ${mb(after.rss)}`);
  console.log(`heap (after gc) ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`);
  const verdict = (met: boolean) => (met ? "met" : "NOT met");
  console.log(`target: no 5xx but shedding's 503, no errors or timeouts: ${verdict(noErrors)} (${otherServerErrors} other 5xx)`);
  console.log(`target: p99 of served answers ≤ ${P99_TARGET_MS} ms: ${verdict(p99 <= P99_TARGET_MS && served.length > 0)}`);
  console.log(`target: heap flat (≤ ${HEAP_GROWTH_LIMIT}× before): ${verdict(heapFlat)}`);
  return { connections, ok: noErrors && p99 <= P99_TARGET_MS && served.length > 0 && heapFlat };
}

async function main() {
  if (!existsSync(path.join(buildDir, "server.js"))) throw new Error(`no build in ${buildDir}: run \`npm run build\` first`);
  console.log(
    `npm run bench:load — ${new Date().toISOString()} — node ${process.version}, ${availableParallelism()} cores, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}; the site's accept handles: ${process.env.ACCEPT_HANDLES ?? `${DEFAULT_ACCEPT_HANDLES} (its default)`}`,
  );
  start(["--import", "tsx", "mocks/standalone.ts"], { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ":memory:", HOST: "127.0.0.1", NODE_ENV: "production" });
  await waitFor(`http://127.0.0.1:${sandboxPort}/sandbox`, "the sandbox");
  // The compiled production server, as `npm start` runs it, with the memory probe preloaded.
  const siteProcess = start(["--expose-gc", "--import", path.join(root, "scripts/heap-probe.mjs"), path.join(buildDir, "server.js")], {
    NODE_ENV: "production",
    SANDBOX: "0",
    PLATFORM_API_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    BUILD_DIR: path.relative(root, buildDir),
    LOG_REQUESTS: "0",
    // One address sends everything here: the per-address limits are not what is measured.
    RATE_LIMIT_SCALE: "100000",
    HEAP_PROBE_FILE: probeFile,
  });
  await waitFor(`${site}/healthz`, "the site");
  const cookie = await newPlayer();
  const promotion = await firstPromotion();
  // Warm: every page once, so the runs measure a running instance, not its first reads.
  for (const [pathname, headers] of [["/", {}], ["/gamehall", {}], [promotion, {}], ["/cashier/deposit", { cookie }], ["/", { cookie }]] as const) {
    await (await fetch(`${site}${pathname}`, { headers, redirect: "manual" })).arrayBuffer();
  }
  // Warm-up load (not measured): the caches an instance fills in its first minutes (guest answers, kept pages, the
  // busy page) are filled before the heap is first measured, so "before" is a running instance's.
  await autocannon({ url: site, connections: 20, duration: 5, timeout: 30, requests: mix(cookie, promotion) });
  const results: RunFigures[] = [];
  for (const connections of connectionCounts) results.push(await run(connections, cookie, promotion, siteProcess));
  console.log(`\n${results.every((result) => result.ok) ? "every target met" : `targets NOT met at ${results.filter((result) => !result.ok).map((result) => `${result.connections} connections`).join(", ")}`}`);
}

try {
  await main();
} finally {
  for (const child of children) child.kill();
  rmSync(probeFile, { force: true });
}
