import { describe, expect, it } from "vitest";
import { metrics } from "../../server/metrics";
import { defaultTiers } from "../../server/rate-limit";
import { VITALS_PATH } from "../../server/web-vitals";
import { siteInProcess } from "./site";

// Decision 069: the `vitals` rate-limit tier (server/rate-limit.ts) at its real limit, so one address cannot fill the
// operators' histograms. The site's own limits (RATE_LIMIT_SCALE 1), not the test runs' scaled ones.
const site = siteInProcess({ env: { RATE_LIMIT_SCALE: "1" } });
const LIMIT = defaultTiers().find((tier) => tier.name === "vitals")!.limit;
const report = JSON.stringify({ route: "_index", device: "mobile", cache: "rendered", metrics: [{ name: "FCP", value: 900 }] });

async function fcpCount() {
  const text = await metrics.registry.getSingleMetricAsString("web_vitals_fcp_seconds");
  return Number(/web_vitals_fcp_seconds_count\{route="_index",device="mobile",cache="rendered"\} (\d+)/.exec(text)?.[1] ?? 0);
}

function post() {
  return fetch(`${site.url}${VITALS_PATH}`, { method: "POST", body: report, headers: { origin: site.url, "content-type": "application/json" } });
}

describe("the vitals rate-limit tier", { timeout: 30_000 }, () => {
  it("accepts its limit of reports a minute from one address, then refuses with 429 and counts no more", async () => {
    expect(LIMIT).toBe(30);
    const before = await fcpCount();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await post()).status);
    expect(statuses).toEqual(Array(LIMIT).fill(204));
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/^So‘rovlar juda ko‘p\. \d+ soniyadan so‘ng qayta urinib ko‘ring\.$/);
    expect(await fcpCount()).toBe(before + LIMIT);
  });
});
