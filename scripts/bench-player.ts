/**
 * The player section of `npm run bench` (issue 27), kept apart from the other sections of scripts/bench.ts:
 * for a signed-in player (created through the sandbox's QA panel, signed in through the site's form) and for a
 * guest with every view rendered (the site started with DOCUMENT_CACHE_MS=0), per view, the upstream calls the view
 * makes: how many, how many distinct methods, any call asked twice (the same method with the same parameters), their
 * critical-path depth (with a platform latency added, so calls that wait on each other stand apart) and the upstream
 * time the site reports in `Server-Timing`. Targets (issue 27): depth ≤ 2, nothing asked twice. BENCH_VERBOSE lists
 * every call. Server CPU per view is the views section's (scripts/bench-views.ts, issue 41).
 */

export interface UpstreamCall {
  path: string;
  start: number;
  end: number;
}

export interface PlayerBenchContext {
  /** The site as deployed, the same site with every view rendered, the sandbox's own origin. */
  site: string;
  renderedSite: string;
  sandbox: string;
  pids: { site: number; rendered: number; sandbox: number };
  /** The calls the counting proxy saw since the last take (and forgets them). */
  takeCalls: () => UpstreamCall[];
  /** A platform latency the proxy adds to every answer (0: none). */
  setLatency: (ms: number) => void;
  /** The critical-path depth of a list of calls (scripts/bench.ts `depth`). */
  depth: (calls: UpstreamCall[]) => number;
}

function row(cells: Array<string | number>, widths: number[]) {
  console.log(cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0))).join(" "));
}

/** A browser's cookies for the site, kept as a browser keeps them: a `Set-Cookie` sets or (Max-Age=0) drops one. */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(lines: string[]) {
    for (const line of lines) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const gone = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute) || /^\s*expires\s*=.*1970/i.test(attribute));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf("=") + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function view(url: string, jar?: CookieJar) {
  const cookie = jar?.header();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip", "accept-language": "uz", ...(cookie ? { cookie } : {}) }, redirect: "manual" });
  await response.arrayBuffer();
  // A player's browser drops the one-time cookies (the sign-in toast's flash) once a page has used them.
  jar?.take(response.headers.getSetCookie());
  return { status: response.status, timing: response.headers.get("server-timing") ?? "" };
}

/** A fresh player made by the sandbox's QA panel, signed in through the site's own form: the session cookies. */
export async function signInNewPlayer(site: string, sandbox: string): Promise<CookieJar> {
  const created = await fetch(`${sandbox}/sandbox/players`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ balance: "250000", confirmed: "1", fakename: "BenchPlayer" }),
  });
  if (created.status !== 201) throw new Error(`the sandbox made no player (${created.status})`);
  const { login } = (await created.json()) as { login: string };
  const response = await fetch(`${site}/forms/sign_in`, {
    method: "POST",
    headers: { origin: site, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ login, password: "demo1234" }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
  const jar = new CookieJar();
  jar.take(response.headers.getSetCookie());
  if (!jar.header().includes("platform_session=")) throw new Error("the sign-in set no platform session");
  // The first page after the sign-in (its after-login queue, decision 036) is viewed once, as a browser would.
  await view(`${site}/`, jar);
  return jar;
}

/** The eight views of issue 27, as a player and a guest reach them. */
export function playerViews(game: string): Array<[string, string]> {
  return [
    ["home", "/"],
    ["hall", "/gamehall"],
    ["game", game],
    ["deposit", "/cashier/deposit"],
    ["withdraw", "/cashier/withdraw"],
    ["profile", "/profile/settings"],
    ["loyalty", "/loyalty"],
    ["bonuses", "/profile/bonuses"],
  ];
}

/** The method of a proxied call (`GET /api/account.getInfo?v=…` → `account.getInfo`), or the path for other calls. */
export function methodOf(path: string): string {
  const match = path.match(/^\w+ \/api\/([^?]+)/);
  return match?.[1] ?? path.split("?")[0] ?? path;
}

export interface CallSummary {
  calls: number;
  methods: Map<string, number>;
  /** Calls asked again in the same view: the same HTTP method, API method and parameters. */
  repeated: string[];
  /** Methods asked more than once in the view, whatever their parameters (issue 27: none). */
  twice: string[];
  depth: number;
}

export function summarize(list: UpstreamCall[], depth: (calls: UpstreamCall[]) => number): CallSummary {
  const methods = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const call of list) {
    methods.set(methodOf(call.path), (methods.get(methodOf(call.path)) ?? 0) + 1);
    seen.set(call.path, (seen.get(call.path) ?? 0) + 1);
  }
  const repeated = [...seen].filter(([, n]) => n > 1).map(([path, n]) => `${methodOf(path)}×${n}`);
  const twice = [...methods].filter(([, n]) => n > 1).map(([method, n]) => `${method}×${n}`);
  return { calls: list.length, methods, repeated, twice, depth: depth(list) };
}

const upstreamOf = (timing: string) => Number(timing.match(/upstream;dur=([\d.]+)/)?.[1] ?? NaN);

export async function playerSection(ctx: PlayerBenchContext, game: string) {
  const jar = await signInNewPlayer(ctx.site, ctx.sandbox);
  const pages = playerViews(game);
  const who: Array<{ name: string; base: string; jar?: CookieJar }> = [
    { name: "player", base: ctx.site, jar },
    { name: "guest, rendered", base: ctx.renderedSite },
  ];

  // ---- upstream calls of one view (after a warm-up view), with a platform latency ----
  const latency = Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 50);
  ctx.setLatency(latency);
  console.log(`\nUpstream calls per view, signed-in player and guest (a view after a warm-up view; ${latency} ms platform latency added; "same call twice": the same method and parameters again, "method twice": the same method whatever its parameters)`);
  const w = [26, 7, 7, 8, 6, 12, 9, 17, 24];
  row(["view", "status", "calls", "methods", "depth", "upstream ms", "wall ms", "same call twice", "method twice (target none)"], w);
  const upstreamRows: Array<{ label: string; summary: CallSummary }> = [];
  for (const person of who) {
    for (const [name, pathname] of pages) {
      await view(`${person.base}${pathname}`, person.jar);
      ctx.takeCalls();
      const started = performance.now();
      const answer = await view(`${person.base}${pathname}`, person.jar);
      const wall = performance.now() - started;
      const list = ctx.takeCalls();
      const summary = summarize(list, ctx.depth);
      const label = `${person.name} ${name}`;
      upstreamRows.push({ label, summary });
      row([label, answer.status, summary.calls, summary.methods.size, summary.depth, upstreamOf(answer.timing).toFixed(0), wall.toFixed(0), summary.repeated.join(", ") || "none", summary.twice.join(", ") || "none"], w);
      if (process.env.BENCH_VERBOSE) {
        console.log(`    ${[...summary.methods].map(([method, n]) => (n > 1 ? `${method}×${n}` : method)).join(", ")}`);
        const t0 = Math.min(...list.map((call) => call.start));
        for (const call of list) console.log(`      ${(call.start - t0).toFixed(0).padStart(5)}–${(call.end - t0).toFixed(0).padEnd(5)} ${call.path}`);
      }
    }
  }
  ctx.setLatency(0);

  const maxDepth = Math.max(...upstreamRows.map((entry) => entry.summary.depth));
  const twice = upstreamRows.filter((entry) => entry.summary.twice.length).map((entry) => entry.label);
  console.log(
    `  deepest ${maxDepth} (≤ 2), a method asked twice: ${twice.join(", ") || "none"} (server CPU per view: the views section, scripts/bench-views.ts)`,
  );
}
