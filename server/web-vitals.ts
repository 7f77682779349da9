import type { NextFunction, Request, Response } from "express";
import { Histogram, type Registry, register } from "prom-client";
import { z } from "zod";
import { breakpoints } from "../app/lib/breakpoints";

/**
 * Field Web Vitals (issue 40 item 3, decision 069): a page view's LCP, INP, CLS, FCP and TTFB, posted by the page
 * (navigator.sendBeacon, only after analytics consent) to `POST /_vitals`, checked and counted in histograms by
 * page type (the Remix route id), device class (spec §4) and whether the document came from the guest cache.
 * Nothing of a report is kept but the histogram counts.
 */
export const VITALS_PATH = "/_vitals";
/** A report is a few hundred bytes; anything larger is not one. */
export const VITALS_BODY_LIMIT = 2048;

const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
/** Milliseconds (CLS: a unitless score); past these the value is not a real page view's. */
const LIMITS: Record<(typeof METRICS)[number], number> = { LCP: 120_000, INP: 60_000, CLS: 100, FCP: 120_000, TTFB: 120_000 };

const routeId = z.string().regex(/^[A-Za-z0-9_$.:/-]{1,120}$/);
export const vitalsReport = z
  .object({
    route: routeId,
    device: z.enum(Object.keys(breakpoints) as [keyof typeof breakpoints, ...Array<keyof typeof breakpoints>]),
    cache: z.enum(["kept", "rendered"]),
    metrics: z
      .array(z.object({ name: z.enum(METRICS), value: z.number().finite().min(0) }).strict())
      .min(1)
      .max(METRICS.length)
      .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, "a metric twice")
      .refine((metrics) => metrics.every((m) => m.value <= LIMITS[m.name]), "an absurd value"),
  })
  .strict();
export type VitalsReport = z.infer<typeof vitalsReport>;

const LABELS = ["route", "device", "cache"] as const;
const SECONDS = [0.1, 0.25, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20];
const INP_SECONDS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 2, 5];
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

export type VitalsHistograms = Record<(typeof METRICS)[number], Histogram<(typeof LABELS)[number]>>;

/** The histograms, in the registry given (prom-client's default one unless told): `web_vitals_lcp_seconds`, …, `web_vitals_cls`. */
export function webVitalsHistograms(registry: Registry = register): VitalsHistograms {
  const make = (name: string, help: string, buckets: number[]) =>
    (registry.getSingleMetric(name) as Histogram<(typeof LABELS)[number]> | undefined) ??
    new Histogram({ name, help, labelNames: LABELS, buckets, registers: [registry] });
  return {
    LCP: make("web_vitals_lcp_seconds", "Largest Contentful Paint of page views (field, consented)", SECONDS),
    INP: make("web_vitals_inp_seconds", "Interaction to Next Paint of page views (field, consented)", INP_SECONDS),
    CLS: make("web_vitals_cls", "Cumulative Layout Shift of page views (field, consented)", CLS_BUCKETS),
    FCP: make("web_vitals_fcp_seconds", "First Contentful Paint of page views (field, consented)", SECONDS),
    TTFB: make("web_vitals_ttfb_seconds", "Time to First Byte of page views (field, consented)", SECONDS),
  };
}

/** Counts one checked report. */
export function recordVitals(histograms: VitalsHistograms, report: VitalsReport) {
  const labels = { route: report.route, device: report.device, cache: report.cache };
  for (const metric of report.metrics) histograms[metric.name].observe(labels, metric.name === "CLS" ? metric.value : metric.value / 1000);
}

/**
 * `POST /_vitals`: after the same-origin check, the body limit and the rate limits (server/app.ts). A body that is
 * not exactly a report (unknown fields, a wrong type, too large, an absurd value) is a 400; a good one a 204.
 */
export function webVitalsEndpoint({ registry = register, routeIds }: { registry?: Registry; routeIds?: () => ReadonlySet<string> } = {}) {
  const histograms = webVitalsHistograms(registry);
  return (req: Request, res: Response, _next: NextFunction) => {
    res.set("Cache-Control", "no-store");
    const body = req.rawBody;
    const refuse = () => res.status(400).type("text/plain").send("Bad Request");
    if (!body || body.length > VITALS_BODY_LIMIT) return refuse();
    let json: unknown;
    try {
      json = JSON.parse(body.toString("utf8"));
    } catch {
      return refuse();
    }
    const parsed = vitalsReport.safeParse(json);
    // A route id the build does not have would be a label of the sender's choosing.
    if (!parsed.success || (routeIds && !routeIds().has(parsed.data.route))) return refuse();
    recordVitals(histograms, parsed.data);
    res.status(204).end();
  };
}
