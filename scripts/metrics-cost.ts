/**
 * What the metrics cost a request (issue 40): the CPU the HTTP server adds per player view when it records them —
 * the route id matched (`routeOf`, over the app's own route table), the request histogram observed and the
 * upstream calls counted and timed — against the same loop without them. `npx tsx scripts/metrics-cost.ts`
 * (METRICS_COST_VIEWS, default 200000; METRICS_COST_CALLS: platform calls per view, default 8).
 */
import type { ServerBuild } from "@remix-run/node";
import config from "../app/routes.ts";
import { metrics, observeUpstream, routeOf, statusClass } from "../server/metrics.ts";

interface Entry { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] }
const routes: Record<string, unknown> = { root: { id: "root", path: "", module: { default: () => null } } };
function add(entries: Entry[], parentId: string) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    routes[id] = { id, parentId, path: entry.path, index: entry.index, module: { default: () => null } };
    if (entry.children) add(entry.children, id);
  }
}
add(config as Entry[], "root");
const build = { routes } as unknown as ServerBuild;

const views = Number(process.env.METRICS_COST_VIEWS ?? 200_000);
const calls = Number(process.env.METRICS_COST_CALLS ?? 8);
const paths = ["/ru/profile/settings", "/cashier/deposit/payme", "/ru/gamehall", "/profile/bets", "/_root.data"];
const methods = ["account.getInfo", "account.getBalance", "cashier.getMethods", "bonus.getList", "games.getList", "loyalty.getStatus", "content.getPages", "account.getSettings"];

function run(withMetrics: boolean): number {
  const started = process.cpuUsage();
  let sink = 0;
  for (let i = 0; i < views; i++) {
    const path = paths[i % paths.length]!;
    if (withMetrics) {
      const { route, kind } = routeOf(build, "GET", path, "");
      for (let c = 0; c < calls; c++) observeUpstream("platform", methods[c % methods.length]!, "ok", 3.2);
      metrics.requestDuration.labels(route, kind, "GET", statusClass(200)).observe(0.021);
    } else sink += path.length;
  }
  const used = process.cpuUsage(started);
  if (sink < 0) console.log(sink);
  return (used.user + used.system) / views;
}

run(true);
run(false);
const off = run(false);
const on = run(true);
console.log(`route table: ${Object.keys(routes).length} routes; ${views} views, ${calls} platform calls each`);
console.log(`CPU per view: metrics on ${on.toFixed(2)} µs, off ${off.toFixed(2)} µs, added ${(on - off).toFixed(2)} µs`);
