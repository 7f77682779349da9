/**
 * The views section of `npm run bench` (issue 41): server CPU of each view beside its twin (a bare Remix page of the
 * view's own shape, scripts/bench-twins.ts) and beside the small bare page, in the same run, taking turns, with 1 and
 * with 20 connections. The site runs on the standalone sandbox, whose CPU is never counted: each figure is the CPU of
 * one server process alone, summed over its threads (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds: compression and
 * GC threads count).
 *
 * Views: the rendered guest home and hall (the site with DOCUMENT_CACHE_MS=0) and a signed-in player's home, hall,
 * game, deposit, withdraw, profile, loyalty and bonuses (the site as deployed), each against its twin; the kept guest
 * home, hall and system page (the site as deployed, decision 039) against the small bare page.
 * Targets: a player view ≤ 1.5× its twin, a rendered guest view ≤ 1.3× its twin, a kept guest view ≤ 0.3× the small
 * bare page, at both concurrencies. Each ratio is the median of the rounds' ratios (BENCH_ROUNDS, 5), each round
 * BENCH_ROUND_VIEWS (30) views of the small bare page, the twin and the view, one after the other.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type CookieJar, playerViews, signInNewPlayer } from "./bench-player.ts";
import { type Shape, calibrate, compareShapes, shapeOf } from "./bench-twins.ts";

export interface ViewsBenchContext {
  site: string;
  renderedSite: string;
  sandbox: string;
  pids: { site: number; rendered: number };
  /** Starts the bare app with these shapes on `port`; resolves once it answers. */
  startTwins: (shapesFile: string, port: number) => Promise<ChildProcess>;
  twinPort: number;
}

/** CPU time of a process so far, in ms: every thread's time on a CPU (ns precision, unlike /proc/<pid>/stat's ticks). */
export function cpuMs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns / 1e6;
}

function row(cells: Array<string | number>, widths: number[]) {
  console.log(cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0))).join(" "));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function fetchView(url: string, jar?: CookieJar) {
  const cookie = jar?.header();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip", "accept-language": "uz", ...(cookie ? { cookie } : {}) }, redirect: "manual" });
  const body = await response.arrayBuffer();
  jar?.take(response.headers.getSetCookie());
  if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
  return { status: response.status, body };
}

async function html(url: string, jar?: CookieJar): Promise<string> {
  const response = await fetch(url, { headers: { "accept-language": "uz", ...(jar ? { cookie: jar.header() } : {}) }, redirect: "manual" });
  jar?.take(response.headers.getSetCookie());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** `count` views of `url` with `connections` in flight at once; the CPU the process `pid` spent meanwhile, per view. */
async function sample(pid: number, url: string, count: number, connections: number, jar?: CookieJar): Promise<number> {
  const before = cpuMs(pid);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      await fetchView(url, jar);
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, count) }, worker));
  return (cpuMs(pid) - before) / count;
}

interface Measured {
  view: string;
  kind: "player" | "guest" | "kept";
  url: string;
  pid: number;
  jar?: CookieJar;
  shape: Shape;
  twin?: Shape;
}

export async function viewsSection(ctx: ViewsBenchContext, game: string) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const per = Number(process.env.BENCH_ROUND_VIEWS ?? 30);
  const jar = await signInNewPlayer(ctx.site, ctx.sandbox);
  const views: Measured[] = [];
  for (const [name, pathname] of [
    ["home", "/"],
    ["hall", "/gamehall"],
  ] as const) {
    const url = `${ctx.renderedSite}${pathname}`;
    views.push({ view: `guest ${name}, rendered`, kind: "guest", url, pid: ctx.pids.rendered, shape: shapeOf(`guest-${name}`, await html(url)) });
  }
  for (const [name, pathname] of playerViews(game)) {
    const url = `${ctx.site}${pathname}`;
    await html(url, jar);
    views.push({ view: `player ${name}`, kind: "player", url, pid: ctx.pids.site, jar, shape: shapeOf(`player-${name}`, await html(url, jar)) });
  }
  for (const [name, pathname] of [
    ["home", "/"],
    ["hall", "/gamehall"],
    ["system", "/_system/maintenance"],
  ] as const) {
    const url = `${ctx.site}${pathname}`;
    views.push({ view: `guest ${name}, kept`, kind: "kept", url, pid: ctx.pids.site, shape: shapeOf(`kept-${name}`, await html(url)) });
  }

  // ---- the twins: shapes written, the bare app started on them, each twin's own HTML held to its view's ----
  const dir = mkdtempSync(path.join(tmpdir(), "bench-twins-"));
  const shapesFile = path.join(dir, "shapes.json");
  const twinUrlOf = (view: Measured) => `http://127.0.0.1:${ctx.twinPort}/twin/${view.shape.name}`;
  const writeShapes = () => writeFileSync(shapesFile, JSON.stringify(Object.fromEntries(views.filter((v) => v.kind !== "kept").map((v) => [v.shape.name, v.shape]))));
  writeShapes();
  // A first start to read what the twins' own HTML adds or lacks (their route manifest and inline scripts are
  // Remix's, smaller than the site's), then the twins with that made up, started again.
  let twinProcess = await ctx.startTwins(shapesFile, ctx.twinPort);
  for (const view of views) if (view.kind !== "kept") view.shape = calibrate(view.shape, shapeOf(view.shape.name, await html(twinUrlOf(view))));
  twinProcess.kill();
  await new Promise((resolve) => twinProcess.once("exit", resolve));
  writeShapes();
  twinProcess = await ctx.startTwins(shapesFile, ctx.twinPort);
  const bareUrl = `http://127.0.0.1:${ctx.twinPort}/`;
  try {
    console.log("\nTwins (issue 41): each view's shape, read from its HTML, rendered by the bare Remix app of bench/reference as a static tree; the twin's own HTML against the view's");
    const sw = [24, 16, 10, 18, 10, 18, 12, 10];
    row(["view", "elements", "depth", "bytes (KB)", "links", "loader data (KB)", "head", "twin"], sw);
    const pair = (a: number, b: number, f = (n: number) => String(n)) => `${f(a)} / ${f(b)}`;
    const kbs = (n: number) => (n / 1024).toFixed(1);
    let misfits = 0;
    for (const view of views) {
      if (view.kind === "kept") continue;
      view.twin = shapeOf(`twin-${view.shape.name}`, await html(twinUrlOf(view)));
      const off = compareShapes(view.shape, view.twin);
      if (off.length) misfits++;
      row(
        [
          view.view,
          pair(view.shape.elements, view.twin.elements),
          pair(view.shape.depth, view.twin.depth),
          pair(view.shape.bytes, view.twin.bytes, kbs),
          pair(view.shape.links, view.twin.links),
          pair(view.shape.dataBytes, view.twin.dataBytes, kbs),
          pair(view.shape.headElements, view.twin.headElements),
          off.length ? `OFF: ${off.join(", ")}` : "fits",
        ],
        sw,
      );
    }
    const smallBare = shapeOf("bare", await html(bareUrl));
    console.log(`  view / twin; tolerance: elements ±5 %, depth, bytes and loader data ±10 %, links equal; ${misfits ? `${misfits} twin(s) OFF` : "every twin fits"}. The small bare page: ${smallBare.elements} elements, ${kbs(smallBare.bytes)} KB`);

    // ---- the measure: the small bare page, the twin and the view taking turns, at 1 and 20 connections ----
    const results = new Map<string, Map<number, { view: number; twin: number; bare: number; overTwin: number; overBare: number }>>();
    for (const connections of [1, 20]) {
      for (const view of views) {
        const twinUrl = view.twin ? twinUrlOf(view) : undefined;
        // Warm-up: every code path compiled and every guest list cached before the first round.
        await sample(view.pid, view.url, 10, connections, view.jar);
        if (twinUrl) await sample(twinProcess.pid!, twinUrl, 10, connections);
        await sample(twinProcess.pid!, bareUrl, 10, connections);
        const figures = { view: [] as number[], twin: [] as number[], bare: [] as number[], overTwin: [] as number[], overBare: [] as number[] };
        for (let round = 0; round < rounds; round++) {
          const bare = await sample(twinProcess.pid!, bareUrl, per, connections);
          const twin = twinUrl ? await sample(twinProcess.pid!, twinUrl, per, connections) : NaN;
          const page = await sample(view.pid, view.url, per, connections, view.jar);
          figures.view.push(page);
          figures.twin.push(twin);
          figures.bare.push(bare);
          figures.overTwin.push(page / twin);
          figures.overBare.push(page / bare);
        }
        const entry = results.get(view.view) ?? new Map();
        entry.set(connections, {
          view: median(figures.view),
          twin: median(figures.twin),
          bare: median(figures.bare),
          overTwin: median(figures.overTwin),
          overBare: median(figures.overBare),
        });
        results.set(view.view, entry);
      }
    }

    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    console.log(`\nServer CPU per view (issue 41): medians of ${rounds} rounds of ${per} views each of the small bare page, the twin and the view, taking turns; 1 and 20 connections; load ${load}`);
    const w = [24, 11, 9, 9, 9, 8, 8, 9, 9, 8, 8, 10, 7];
    row(["view", "elements", "c1 view", "twin", "bare", "÷twin", "÷bare", "c20 view", "twin", "÷twin", "÷bare", "target", "result"], w);
    let failed = 0;
    for (const view of views) {
      const one = results.get(view.view)!.get(1)!;
      const twenty = results.get(view.view)!.get(20)!;
      const target = view.kind === "player" ? 1.5 : view.kind === "guest" ? 1.3 : 0.3;
      const judged = view.kind === "kept" ? [one.overBare, twenty.overBare] : [one.overTwin, twenty.overTwin];
      const pass = judged.every((ratio) => ratio <= target);
      if (!pass) failed++;
      const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "—");
      const x = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : "—");
      row(
        [
          view.view,
          view.twin ? `${view.shape.elements}/${view.twin.elements}` : String(view.shape.elements),
          ms(one.view),
          ms(one.twin),
          ms(one.bare),
          x(one.overTwin),
          x(one.overBare),
          ms(twenty.view),
          ms(twenty.twin),
          x(twenty.overTwin),
          x(twenty.overBare),
          view.kind === "kept" ? "≤ 0.3× bare" : `≤ ${target}× twin`,
          pass ? "pass" : "FAIL",
        ],
        w,
      );
    }
    console.log(`  ms: CPU per view of the site's process / the bare app's (all threads); elements: the view's / its twin's. ${failed ? `${failed} view(s) over target` : "every view at or under target"}`);
  } finally {
    twinProcess.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
