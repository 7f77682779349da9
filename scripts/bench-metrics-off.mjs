// `npm run bench` / `npm run bench:obs` only: a site process started with `--import` of this file records no metrics.
// server/metrics.ts keeps the process's one set of metrics on `globalThis[Symbol.for("site.metrics")]` and makes it
// only when none is there: this puts there a set whose every metric does nothing (and no default process metrics),
// so the bench can weigh the site with metrics against the same build without them. Never used by the site itself.
import { Registry } from "prom-client";

const nothing = { inc() {}, observe() {} };
const metric = { labels: () => nothing, inc() {}, observe() {} };
globalThis[Symbol.for("site.metrics")] = {
  registry: new Registry(),
  requestDuration: metric,
  upstreamDuration: metric,
  upstreamCalls: metric,
  shed: metric,
  guestDocuments: metric,
  rateLimited: metric,
  moneyActions: metric,
  systemPages: metric,
};
