import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { deviceClassFor } from "~/lib/breakpoints";

let started = false;

/**
 * Field Web Vitals of this document (decision 069), loaded only after analytics consent (its own chunk): LCP, INP,
 * CLS, FCP and TTFB as web-vitals gives them, sent in one report with navigator.sendBeacon to `/_vitals` when the
 * page is hidden (what is new since the last report, if it is shown and hidden again). `route` is the page's route
 * id; whether the document came from the guest cache is its `Server-Timing: cache` entry (hit or stale: kept).
 */
export function reportWebVitals(route: string) {
  if (started || typeof navigator.sendBeacon !== "function") return;
  started = true;
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const kept = navigation?.serverTiming?.some((entry) => entry.name === "cache" && (entry.description === "hit" || entry.description === "stale"));
  const base = { route, device: deviceClassFor(window.innerWidth), cache: kept ? "kept" : "rendered" };
  const pending = new Map<Metric["name"], number>();
  const take = (metric: Metric) => pending.set(metric.name, metric.value);
  onLCP(take);
  onINP(take);
  onCLS(take);
  onFCP(take);
  onTTFB(take);
  const send = () => {
    if (!pending.size) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    pending.clear();
    navigator.sendBeacon("/_vitals", new Blob([JSON.stringify({ ...base, metrics })], { type: "application/json" }));
  };
  // On the window, so web-vitals' own listeners on the document have reported first.
  window.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  window.addEventListener("pagehide", send);
}
