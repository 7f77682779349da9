/**
 * What metrics and tracing cost (issue 40): server CPU per rendered player view of the production build with both
 * ON against the same build with both OFF, target ≤ 5 % more. A section of `npm run bench` (scripts/bench.ts calls
 * `observabilitySection` with its own sandbox) and runnable alone: `npm run bench:obs` (needs `npm run build`;
 * BUILD_DIR picks another build) starts the standalone sandbox itself.
 *
 * - ON: prom-client recording every request, call and decision, `/metrics` served on METRICS_PORT and scraped every
 *   15 s (the README's scrape interval); the OpenTelemetry SDK on (OTEL_EXPORTER_OTLP_ENDPOINT)
 *   with every request sampled, its spans exported over OTLP/HTTP in batches to a receiver in this process that
 *   accepts and discards them (it counts the spans, to show they arrived).
 * - OFF: the same build started with `--import scripts/bench-metrics-off.mjs` (a set of metrics that do nothing and no
 *   default process metrics: what the site would cost without prom-client) and without the OTLP variables (the SDK
 *   never loaded, decision 069).
 *
 * The site processes (a few of each variant: OFF, metrics alone, ON) run side by side on one sandbox, each signed in
 * as its own fresh player; after a warm-up they take turns view by view, one view at a time, so a machine getting busier or quieter
 * weighs on all alike. CPU is user + system time of each site process alone from /proc, everything it did over the
 * measured views (the sandbox's and this process's own work never count), read after each round for the spread.
 * BENCH_OBS_VIEWS (default 600 per process), BENCH_OBS_ROUNDS (default 12), BENCH_OBS_PROCESSES (default 3 of each variant,
 * on its ports + 100 × j), BENCH_OBS_SAMPLER (ON's OTEL_TRACES_SAMPLER, default always_on) and BENCH_OBS_SAMPLER_ARG
 * (its OTEL_TRACES_SAMPLER_ARG), BENCH_OBS_CPU_PROF (a
 * folder for each site process's V8 CPU profile).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type CookieJar, signInNewPlayer } from "./bench-player";

export interface ObservabilityOptions {
  /** The production build (`npm run build`). */
  buildDir: string;
  /** The sandbox platform's origin (the standalone sandbox, `mocks/standalone.ts`). */
  sandbox: string;
  /** The sites' ports (OFF, metrics alone, ON); the metrics of each with them on its port + 1000. */
  ports: { off: number; metricsOnly: number; on: number };
  views?: number;
  rounds?: number;
}

export interface ObservabilityResult {
  /** CPU ms per view, OFF and ON. */
  off: number;
  on: number;
  /** (on − off) / off. */
  added: number;
  pass: boolean;
  views: number;
  spans: number;
}

/** Prometheus's scrape interval in the README's config. */
const SCRAPE_INTERVAL_MS = 15_000;

/** The target of issue 40: metrics and tracing on cost at most 5 % more CPU per rendered player view. */
export const OBSERVABILITY_TARGET = 0.05;

const root = process.cwd();
const ticks = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

/** CPU time (user + system) of one process so far, in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
}

function row(cells: Array<string | number>, widths: number[]) {
  console.log(cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0))).join(" "));
}

async function waitFor(url: string, what: string, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within a minute (${url})`);
}

/** An OTLP/HTTP receiver that accepts every export and keeps nothing but the count of spans. */
function startReceiver(): Promise<{ server: http.Server; url: string; spans: () => number }> {
  let spans = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: unknown[] }> }> };
        for (const resource of body.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) spans += scope.spans?.length ?? 0;
      } catch {
        // not JSON: accepted and dropped all the same
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans: () => spans })),
  );
}

/** This process's environment without what turns metrics or tracing on (each site gets its own). */
function withoutObservability(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^(METRICS_|OTEL_)/.test(name)));
}

/**
 * Until no span has arrived for longer than the batch processor's delay (5 s by default): every span ended so far
 * has been received.
 */
async function quiet(receiver: { spans: () => number }) {
  for (let seen = receiver.spans(), since = Date.now(); Date.now() - since < 6_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (receiver.spans() !== seen) [seen, since] = [receiver.spans(), Date.now()];
  }
}

/** The player's pages viewed in turn: each rendered for the player (a signed-in page is never a kept document). */
const PAGES = ["/", "/profile/settings", "/cashier/deposit", "/gamehall"];

async function view(url: string, jar: CookieJar) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip", "accept-language": "uz", cookie: jar.header() }, redirect: "manual" });
  await response.arrayBuffer();
  jar.take(response.headers.getSetCookie());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

export async function observabilitySection(options: ObservabilityOptions): Promise<ObservabilityResult> {
  const views = options.views ?? Number(process.env.BENCH_OBS_VIEWS ?? 600);
  const rounds = options.rounds ?? Number(process.env.BENCH_OBS_ROUNDS ?? 12);
  const per = Math.max(1, Math.round(views / rounds));
  const receiver = await startReceiver();
  const children: ChildProcess[] = [];
  const siteEnv = (port: number, extra: Record<string, string>): NodeJS.ProcessEnv => ({
    ...withoutObservability(process.env),
    NODE_ENV: "production",
    SANDBOX: "0",
    PLATFORM_API_URL: options.sandbox,
    CSP_IMG_SRC: options.sandbox,
    CSP_FRAME_SRC: options.sandbox,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: path.relative(root, options.buildDir),
    LOG_REQUESTS: "0",
    RATE_LIMIT_SCALE: "10000",
    RENDER_DEADLINE_MS: "0",
    ...extra,
  });
  // BENCH_OBS_CPU_PROF=<dir>: each site process writes a V8 CPU profile there at its end (where the cost goes).
  const profile = process.env.BENCH_OBS_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(process.env.BENCH_OBS_CPU_PROF)] : [];
  const start = (args: string[], env: NodeJS.ProcessEnv) => {
    const child = spawn(process.execPath, [...profile, ...args], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    children.push(child);
    return child;
  };
  const server = path.join(options.buildDir, "server.js");
  const withoutMetrics = ["--import", pathToFileURL(path.join(root, "scripts/bench-metrics-off.mjs")).href];
  const tracing = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_SERVICE_NAME: "player-site-bench",
    // Every request traced: the most an operator's sampler can cost (BENCH_OBS_SAMPLER picks another, to see
    // what the SDK costs apart from its spans: `always_off`).
    OTEL_TRACES_SAMPLER: process.env.BENCH_OBS_SAMPLER ?? "always_on",
    // A ratio sampler's ratio (BENCH_OBS_SAMPLER_ARG, e.g. 0.25 for parentbased_traceidratio).
    ...(process.env.BENCH_OBS_SAMPLER_ARG ? { OTEL_TRACES_SAMPLER_ARG: process.env.BENCH_OBS_SAMPLER_ARG } : {}),
    // The batch processor's own variables, when this bench is given them (what its settings cost).
    ...(Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("OTEL_BSP_"))) as Record<string, string>),
  };
  // Several processes of each variant (BENCH_OBS_PROCESSES, default 3): one process of the same build can run a
  // few % faster or slower than another for its whole life (its heap, what the JIT made of it), as much as the
  // target; summed over a few, that washes out, and the spread of the OFF processes says how much is left.
  const processes = Math.max(1, Number(process.env.BENCH_OBS_PROCESSES ?? 3));
  const kinds = [
    { name: "OFF", port: options.ports.off, args: [...withoutMetrics, server], metrics: false, env: {} as Record<string, string> },
    { name: "metrics alone", port: options.ports.metricsOnly, args: [server], metrics: true, env: {} },
    { name: "ON", port: options.ports.on, args: [server], metrics: true, env: tracing },
  ];
  const variants = kinds.map((kind) => ({
    name: kind.name,
    instances: Array.from({ length: processes }, (_, j) => {
      // Instance j of a variant on its port + 100 × j; its metrics on that port + 1000.
      const port = kind.port + 100 * j;
      const env = { ...kind.env, ...(kind.metrics ? { METRICS_PORT: String(port + 1000) } : {}) };
      return {
        name: `${kind.name} #${j + 1}`,
        child: start(kind.args, siteEnv(port, env)),
        site: `http://127.0.0.1:${port}`,
        metrics: kind.metrics ? `http://127.0.0.1:${port + 1000}/metrics` : null,
        jar: undefined as CookieJar | undefined,
        ms: [] as number[],
      };
    }),
  }));
  type Instance = (typeof variants)[number]["instances"][number];
  const instances = variants.flatMap((variant) => variant.instances);
  const [offVariant, , onVariant] = variants as [(typeof variants)[number], (typeof variants)[number], (typeof variants)[number]];
  try {
    for (const instance of instances) await waitFor(`${instance.site}/healthz`, `the site (${instance.name})`, instance.child);
    for (const instance of instances) {
      instance.jar = await signInNewPlayer(instance.site, options.sandbox);
      // Each process really is what it claims: /metrics served where it is on, and only there.
      if (instance.metrics && (await fetch(instance.metrics)).status !== 200) throw new Error(`the site (${instance.name}) serves no /metrics`);
    }
    /** One view on one process, its /metrics scraped (counted with the views) every SCRAPE_INTERVAL_MS, as the README's scrape config does. */
    const scrapedAt = new Map<string, number>();
    const viewOn = async (instance: Instance, i: number) => {
      await view(`${instance.site}${PAGES[i % PAGES.length]}`, instance.jar!);
      if (instance.metrics && Date.now() - (scrapedAt.get(instance.name) ?? 0) >= SCRAPE_INTERVAL_MS) {
        scrapedAt.set(instance.name, Date.now());
        await (await fetch(instance.metrics)).text();
      }
    };
    for (let i = 0; i < 40; i++) for (const instance of instances) await viewOn(instance, i);
    const upstreamCalls = async () => {
      let total = 0;
      for (const instance of onVariant.instances)
        total += [...(await (await fetch(instance.metrics!)).text()).matchAll(/^site_upstream_calls_total\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
      return total;
    };
    // The warm-up's spans arrive first (the batch processor's delay), so that they are not counted below.
    await quiet(receiver);
    const callsBefore = await upstreamCalls();
    const spansBefore = receiver.spans();
    // The processes take turns view by view (each first, middle and last in turn), so a machine getting busier or
    // quieter weighs on all alike; each process's CPU is read at the end of every round, so what it does between
    // views (the span exports, the event-loop monitor, a scrape) is counted too.
    let at = instances.map((instance) => cpuMs(instance.child.pid!));
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < per; i++) {
        const first = (round * per + i) % instances.length;
        for (let k = 0; k < instances.length; k++) await viewOn(instances[(first + k) % instances.length]!, round * per + i);
      }
      const now = instances.map((instance) => cpuMs(instance.child.pid!));
      instances.forEach((instance, k) => instance.ms.push(now[k]! - at[k]!));
      at = now;
    }
    const callsAfter = await upstreamCalls();
    await quiet(receiver);
    const spans = receiver.spans() - spansBefore;
    const n = rounds * per;
    const sum = (list: number[]) => list.reduce((total, x) => total + x, 0);
    /** A variant's CPU in each round, over its processes. */
    const byRound = (variant: (typeof variants)[number]) => Array.from({ length: rounds }, (_, r) => sum(variant.instances.map((instance) => instance.ms[r]!)));
    const perView = (variant: (typeof variants)[number]) => sum(byRound(variant)) / (n * processes);
    const result: ObservabilityResult = {
      off: perView(offVariant),
      on: perView(onVariant),
      added: perView(onVariant) / perView(offVariant) - 1,
      pass: false,
      views: n * processes,
      spans,
    };
    result.pass = result.added <= OBSERVABILITY_TARGET;
    const pct = (x: number) => `${x >= 0 ? "+" : ""}${(x * 100).toFixed(1)} %`;
    console.log(`\nMetrics and tracing: server CPU per rendered player view (${PAGES.join(", ")} in turn), ${n} views per process, ${processes} processes of each variant, after 40 warm-up views each, all processes taking turns view by view; /proc user+system of each site process alone, read after each of ${rounds} rounds`);
    console.log(`  OFF: no-op metrics, the SDK not loaded; metrics alone: prom-client recording, /metrics scraped every 15 s; ON: metrics and the OpenTelemetry SDK, sampler ${tracing.OTEL_TRACES_SAMPLER}${tracing.OTEL_TRACES_SAMPLER_ARG ? ` (${tracing.OTEL_TRACES_SAMPLER_ARG})` : ""}, OTLP/HTTP to a local receiver that discards`);
    const w = [22, 12, 12, 18, 26, 12, 8];
    row(["", "CPU a view", "added", "per round (median)", "each process (ms a view)", "target", "result"], w);
    const offRounds = byRound(offVariant);
    for (const variant of variants) {
      const added = perView(variant) / perView(offVariant) - 1;
      const rounds = byRound(variant).map((ms, i) => ms / offRounds[i]! - 1).sort((a, b) => a - b);
      const median = rounds[Math.floor(rounds.length / 2)] ?? 0;
      const each = variant.instances.map((instance) => (sum(instance.ms) / n).toFixed(2)).join(" ");
      const isOn = variant === onVariant;
      row([variant.name, `${perView(variant).toFixed(2)} ms`, variant === offVariant ? "" : pct(added), variant === offVariant ? "" : pct(median), each, isOn ? `≤ +${OBSERVABILITY_TARGET * 100} %` : "", isOn ? (result.pass ? "pass" : "FAIL") : ""], w);
    }
    const offEach = offVariant.instances.map((instance) => sum(instance.ms) / n);
    if (offEach.length > 1) console.log(`  A/A: the OFF processes differ by up to ${pct(Math.max(...offEach) / Math.min(...offEach) - 1)} from one another (the same build, the same views)`);
    console.log(`  spans received by the OTLP receiver from ON: ${spans} (${(spans / (n * processes)).toFixed(1)} a view: the request's and one per call upstream, ${((callsAfter - callsBefore) / (n * processes)).toFixed(1)} calls a view)`);
    return result;
  } finally {
    for (const child of children) child.kill();
    receiver.server.close();
  }
}

// Alone: `npm run bench:obs`, with a standalone sandbox of its own (ports from BENCH_PORT, 3290 by default).
const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "server/index.js"))) throw new Error(`no build in ${buildDir}: run \`npm run build\` first`);
  const basePort = Number(process.env.BENCH_PORT ?? 3290);
  const sandboxPort = basePort + 2;
  console.log(`npm run bench:obs — ${new Date().toISOString()} — node ${process.version}, load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
  const sandbox = spawn(process.execPath, ["--import", "tsx", "mocks/standalone.ts"], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ":memory:", HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`http://127.0.0.1:${sandboxPort}/sandbox`, "the sandbox", sandbox);
    const result = await observabilitySection({
      buildDir,
      sandbox: `http://127.0.0.1:${sandboxPort}`,
      ports: { off: basePort + 6, metricsOnly: basePort + 7, on: basePort + 8 },
    });
    process.exitCode = result.pass ? 0 : 1;
  } finally {
    sandbox.kill();
  }
}
