/**
 * The game hall under the sandbox's huge-lobby scenario (5,000 games): what it weighs and how it behaves.
 * Prints the hall's HTML (raw, gzip), its JavaScript (gzip, from the build's manifest), the number of game
 * cards in the DOM after scrolling to the end in Chromium, and the cumulative layout shift (CLS) measured
 * there. Figures only, no thresholds.
 *
 * Uses a running site at BENCH_URL, else starts the production build (BUILD_DIR, default `build`; run
 * `npm run build` first) on the in-memory sandbox on BENCH_PORT (default 3290) and stops it afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = process.env.BENCH_URL ?? `http://localhost:${port}`;
const scenario = "huge";
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${base}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function startServer(): Promise<ChildProcess | null> {
  if (await healthy()) return null;
  if (process.env.BENCH_URL) throw new Error(`${base} does not answer /healthz`);
  if (!existsSync(path.join(buildDir, "server/index.js"))) throw new Error(`no build in ${buildDir}: run \`npm run build\` first`);
  const server = spawn(process.execPath, ["--import", "tsx", "./server.ts"], {
    env: { ...process.env, NODE_ENV: "production", SANDBOX: "1", SANDBOX_DB: ":memory:", PORT: String(port), BUILD_DIR: path.relative(process.cwd(), buildDir), LOG_REQUESTS: "0", RATE_LIMIT_SCALE: "50" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    if (await healthy()) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error("the server did not start within a minute");
}

async function htmlBytes(pathname: string) {
  const response = await fetch(`${base}${pathname}`, { headers: { cookie: `sandbox_scenario=${scenario}`, "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length, cards: (body.toString("utf8").match(/class="game-card"/g) ?? []).length };
}

async function jsBytes(routeIds: string[]) {
  const { assets } = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as { assets: Manifest };
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const id of routeIds) {
    const route = assets.routes[id];
    if (!route) throw new Error(`no route ${id} in the build`);
    files.add(route.module);
    route.imports?.forEach((file) => files.add(file));
  }
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(buildDir, "client", file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

async function scrollToEnd(viewport: { width: number; height: number }) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ viewport, baseURL: base });
    await context.addCookies([{ name: "sandbox_scenario", value: scenario, url: base }]);
    // Layout shifts not caused by input, over the whole visit (load and scrolling): CLS as browsers report it
    // (the worst session window: shifts less than 1 s apart, at most 5 s long), and the plain sum.
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: { sum: number; worst: number; window: number; first: number; last: number } };
      w.__cls = { sum: 0, worst: 0, window: 0, first: 0, last: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (entry.hadRecentInput) continue;
          const c = w.__cls;
          c.sum += entry.value;
          if (c.window && entry.startTime - c.last < 1000 && entry.startTime - c.first < 5000) c.window += entry.value;
          else {
            c.window = entry.value;
            c.first = entry.startTime;
          }
          c.last = entry.startTime;
          c.worst = Math.max(c.worst, c.window);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto("/gamehall");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const loadMs = Date.now() - started;
    let most = 0;
    const deadline = Date.now() + 10 * 60_000;
    while (Date.now() < deadline) {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await page.waitForTimeout(150);
      most = Math.max(most, await page.locator(".game-card").count());
      const done = await page.evaluate(() => !document.querySelector(".lobby__more-link"));
      if (done) break;
    }
    await page.waitForTimeout(500);
    const atEnd = await page.locator(".game-card").count();
    const loaded = await page.locator(".lobby__count").innerText();
    const cls = await page.evaluate(() => (window as unknown as { __cls: { sum: number; worst: number } }).__cls);
    return { loadMs, scrollMs: Date.now() - started - loadMs, most, atEnd, loaded, cls };
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  console.log(`game hall, sandbox scenario "${scenario}", ${base}, build ${buildDir}`);
  for (const pathname of ["/gamehall", "/ru/gamehall"]) {
    const html = await htmlBytes(pathname);
    console.log(`HTML ${pathname}`.padEnd(28), `${kb(html.raw)} raw`.padStart(14), `${kb(html.gzip)} gzip`.padStart(14), `${html.cards} cards`.padStart(10));
  }
  const js = await jsBytes(["root", "layouts/default", "gamehall"]);
  console.log("JS of the hall".padEnd(28), `${kb(js.raw)} raw`.padStart(14), `${kb(js.gzip)} gzip`.padStart(14), `${js.files} files`.padStart(10));
  for (const viewport of [{ width: 360, height: 740 }, { width: 1440, height: 900 }]) {
    const run = await scrollToEnd(viewport);
    console.log(
      `Chromium ${viewport.width}x${viewport.height}:`,
      `hydrated in ${run.loadMs} ms; scrolled to the end in ${(run.scrollMs / 1000).toFixed(1)} s (${run.loaded});`,
      `cards in the DOM at the end ${run.atEnd}, at most ${run.most};`,
      `CLS ${run.cls.worst.toFixed(4)} (worst 5 s window; sum of all shifts ${run.cls.sum.toFixed(4)})`,
    );
  }
} finally {
  server?.kill();
}
