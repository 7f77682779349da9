import { type Server, createServer } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The site's Prometheus metrics (issue 40, docs/decisions/068): one registry, its metric objects, and the small
 * server that answers `/metrics` on METRICS_PORT (never on the players' port). Every label's values are bounded:
 * a route id of the build, a method, a status class, a platform method name of the spec, an error type of the
 * catalogue, a few words of our own. No player, no amount, no path, no query.
 *
 * The registry is one per process even though two bundles import this module (the HTTP server's and the Remix
 * build's, which records the platform's calls): it lives on `globalThis`.
 *
 * Adding a metric elsewhere (web vitals, say): `new Histogram({ name, help, labelNames, registers: [metrics.registry] })`.
 */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What kind of request Remix answered: a document, a `.data` read, a resource route, an action (any non-GET). */
export type RequestKind = "document" | "data" | "resource" | "action" | "other";

function create() {
  const registry = new Registry();
  // The event loop sampled every 50 ms (the library samples every 10 ms by default: 100 wake-ups a second of an idle
  // process for a lag figure read every 15 s).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 50 });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: "site_request_duration_seconds",
      help: "Requests answered, by Remix route id (none: not a Remix route), kind, method and status class",
      labelNames: ["route", "kind", "method", "status"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    upstreamDuration: new Histogram({
      name: "site_upstream_duration_seconds",
      help: "Calls to the platform (each attempt), by service, the spec's method name and outcome",
      labelNames: ["service", "method", "outcome"] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    upstreamCalls: new Counter({
      name: "site_upstream_calls_total",
      help: "Calls to the platform (each attempt), by service, the spec's method name and outcome",
      labelNames: ["service", "method", "outcome"] as const,
      registers,
    }),
    shed: new Counter({
      name: "site_requests_shed_total",
      help: "Renders refused under load, by reason (queue: no slot in time; deadline: the read's time ran out; budget: the render's own budget)",
      labelNames: ["reason"] as const,
      registers,
    }),
    guestDocuments: new Counter({
      name: "site_guest_documents_total",
      help: "Guest documents, by outcome (kept: a fresh copy sent; stale: the copy of a moment ago; rendered)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: "site_rate_limit_refusals_total",
      help: "Requests refused with 429 by the rate limits, by tier",
      labelNames: ["tier"] as const,
      registers,
    }),
    moneyActions: new Counter({
      name: "site_money_actions_total",
      help: "Money actions (deposit, withdrawal), by action and outcome (made, repeated_key, refused_platform, refused_validation)",
      labelNames: ["action", "outcome"] as const,
      registers,
    }),
    systemPages: new Counter({
      name: "site_system_pages_total",
      help: "System pages shown, by kind (busy, maintenance, forbidden, banned, not_found, error)",
      labelNames: ["kind"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;
const KEY = Symbol.for("site.metrics");
const holder = globalThis as { [KEY]?: Metrics };
export const metrics: Metrics = (holder[KEY] ??= create());

/** The spec's method name as a label (`cashier.makedeposit`, `cms-config`); anything else is `other`. */
const METHOD_LABEL = /^[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_]*)*$/i;

/**
 * One attempt of a call upstream (`platform`: the platform's API; `content`: the content service), counted and
 * timed by the spec's method name and outcome: `ok`, the catalogue's error type, `timeout`, `network`.
 */
export function observeUpstream(service: "platform" | "content", method: string, outcome: string, ms: number) {
  const name = method.length <= 64 && METHOD_LABEL.test(method) ? method : "other";
  metrics.upstreamCalls.labels(service, name, outcome).inc();
  metrics.upstreamDuration.labels(service, name, outcome).observe(ms / 1000);
}

/** The status class of a status code (`2xx`…`5xx`): five values. */
export function statusClass(status: number): string {
  return status >= 500 ? "5xx" : status >= 400 ? "4xx" : status >= 300 ? "3xx" : status >= 200 ? "2xx" : "1xx";
}

type RouteTree = AgnosticRouteObject[];
const trees = new WeakMap<ServerBuild, RouteTree>();

/** The build's routes as React Router's tree (once per build). */
function treeOf(build: ServerBuild): RouteTree {
  let tree = trees.get(build);
  if (tree) return tree;
  const byParent = new Map<string | undefined, RouteTree>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = byParent.get(route.parentId) ?? [];
    list.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as AgnosticRouteObject);
    byParent.set(route.parentId, list);
  }
  const attach = (list: RouteTree): RouteTree =>
    list.map((route) => (route.index ? route : { ...route, children: attach(byParent.get(route.id!) ?? []) }));
  tree = attach(byParent.get(undefined) ?? []);
  trees.set(build, tree);
  return tree;
}

/**
 * The Remix route id that answers a request and its kind, as Remix itself matches it: the deepest match of the
 * path (a `.data` path's own, or the one `_route` names), a resource route when its module has no component.
 */
export function routeOf(build: ServerBuild, method: string, pathname: string, search: string): { route: string; kind: RequestKind } {
  const isData = pathname.endsWith(".data");
  let path = pathname;
  if (isData) {
    path = pathname.slice(0, -".data".length);
    if (path === "/_root") path = "/";
  }
  const matches = matchRoutes(treeOf(build), path);
  let id = matches?.[matches.length - 1]?.route.id;
  if (isData && search.includes("_route=")) {
    const named = new URLSearchParams(search).get("_route");
    if (named && build.routes[named]) id = named;
  }
  if (!id) return { route: "none", kind: "other" };
  if (method !== "GET" && method !== "HEAD") return { route: id, kind: "action" };
  if (isData) return { route: id, kind: "data" };
  return { route: id, kind: build.routes[id]?.module.default ? "document" : "resource" };
}

/**
 * `/metrics` in the Prometheus text format on its own port and address (METRICS_PORT, METRICS_HOST or HOST);
 * anything else is 404. Undefined without a port.
 */
export function startMetricsServer({ port, host }: { port?: number; host: string }): Server | undefined {
  if (port === undefined) return undefined;
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" }).end(text),
      (error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, host);
  return server;
}
