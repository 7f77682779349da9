import { describe, expect, it } from "vitest";
import { metrics } from "../../server/metrics";
import { VITALS_PATH } from "../../server/web-vitals";
import { siteInProcess } from "./site";

// Decision 069: the field Web Vitals endpoint, its refusals and the histograms it feeds.
const site = siteInProcess();
// The registry /metrics serves (server/metrics.ts), not prom-client's default one.
const register = metrics.registry;

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${site.url}${VITALS_PATH}`, { method: "POST", body, headers: { origin: site.url, "content-type": "application/json", ...headers } });
}

const good = { route: "_index", device: "desktop", cache: "kept", metrics: [{ name: "LCP", value: 1234.5 }, { name: "CLS", value: 0.02 }, { name: "TTFB", value: 80 }] };

describe("field Web Vitals (decision 069)", { timeout: 30_000 }, () => {
  it("a well-formed report is accepted and moves the histograms by route, device and cache", async () => {
    const response = await post(JSON.stringify(good));
    expect(response.status).toBe(204);
    const lcp = await register.getSingleMetricAsString("web_vitals_lcp_seconds");
    expect(lcp).toContain('web_vitals_lcp_seconds_bucket{le="1.8",route="_index",device="desktop",cache="kept"} 1');
    expect(lcp).toContain('web_vitals_lcp_seconds_bucket{le="1",route="_index",device="desktop",cache="kept"} 0');
    expect(lcp).toContain('web_vitals_lcp_seconds_sum{route="_index",device="desktop",cache="kept"} 1.2345');
    expect(await register.getSingleMetricAsString("web_vitals_cls")).toContain('web_vitals_cls_bucket{le="0.05",route="_index",device="desktop",cache="kept"} 1');
    expect(await register.getSingleMetricAsString("web_vitals_ttfb_seconds")).toContain('web_vitals_ttfb_seconds_count{route="_index",device="desktop",cache="kept"} 1');
    expect(await register.getSingleMetricAsString("web_vitals_inp_seconds")).not.toContain("route=");
  });

  it("hostile reports are 400 and count nothing", async () => {
    const before = await register.getSingleMetricAsString("web_vitals_lcp_seconds");
    const hostile: Array<[string, string]> = [
      ["not JSON", "{"],
      ["an unknown field", JSON.stringify({ ...good, extra: 1 })],
      ["an unknown field in a metric", JSON.stringify({ ...good, metrics: [{ name: "LCP", value: 1, id: "x" }] })],
      ["an unknown metric", JSON.stringify({ ...good, metrics: [{ name: "FID", value: 1 }] })],
      ["an absurd value", JSON.stringify({ ...good, metrics: [{ name: "LCP", value: 1e9 }] })],
      ["a negative value", JSON.stringify({ ...good, metrics: [{ name: "LCP", value: -1 }] })],
      ["a metric twice", JSON.stringify({ ...good, metrics: [{ name: "LCP", value: 1 }, { name: "LCP", value: 2 }] })],
      ["no metric", JSON.stringify({ ...good, metrics: [] })],
      ["a route the site does not have", JSON.stringify({ ...good, route: "routes/evil" })],
      ["an unknown device", JSON.stringify({ ...good, device: "fridge" })],
      ["an unknown cache", JSON.stringify({ ...good, cache: "maybe" })],
      ["a body too large for a report", JSON.stringify({ ...good, route: "_index", pad: "x".repeat(3000) })],
      ["an array", "[]"],
    ];
    for (const [what, body] of hostile) {
      const response = await post(body);
      expect(response.status, what).toBe(400);
      expect(await response.text(), what).toBe("Bad Request");
    }
    expect(await register.getSingleMetricAsString("web_vitals_lcp_seconds")).toBe(before);
  });

  it("another origin is refused by the same-origin check", async () => {
    const response = await post(JSON.stringify(good), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});
