import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { baseOrigin, metricsOrigin, visit } from "./support";

// Decision 069: field Web Vitals, sent only after analytics consent. JavaScript only (no script, no beacon);
// hostile reports are tests/integration/web-vitals.test.ts.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "Web Vitals are measured by the page's script");

/** Hides the page as a switch of tab would (web-vitals and the report listen for it). */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
}

/** The count of a vitals histogram's series for these labels on the operators' /metrics (decision 068), 0 if absent. */
async function seriesCount(request: APIRequestContext, histogram: string, labels: Record<string, string>) {
  const response = await request.get(`${metricsOrigin()}/metrics`);
  expect(response.status()).toBe(200);
  let count = 0;
  for (const line of (await response.text()).split("\n")) {
    const match = new RegExp(`^${histogram}_count\\{(.*)\\} (\\d+)$`).exec(line);
    if (!match) continue;
    const seen = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => seen[key] === value)) count += Number(match[2]);
  }
  return count;
}

test("after consent a page view sends its vitals when hidden, and the site counts them", async ({ page, context, request: api }) => {
  const device = page.viewportSize()!.width >= 1440 ? "desktop" : "mobile";
  // Each project has its own device label, so the desktop and phone runs in parallel do not move each other's series.
  const labelsFor = (cache: string) => ({ route: "jackpots._index", device, cache });
  const before = { kept: await seriesCount(api, "web_vitals_fcp_seconds", labelsFor("kept")), rendered: await seriesCount(api, "web_vitals_fcp_seconds", labelsFor("rendered")) };
  await context.addCookies([{ name: "analytics_consent", value: "granted", url: baseOrigin() }]);
  // The browser keeps a beacon's body from the request event: the page notes what it sends.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: Array<Promise<string>> = [];
    (window as { beacons?: typeof sent }).beacons = sent;
    navigator.sendBeacon = (url, data) => {
      sent.push(data instanceof Blob ? data.text() : Promise.resolve(String(data)));
      return send(url, data);
    };
  });
  // A page no other spec visits with consent given (analytics.spec.ts grants it on /promotions), so the count below
  // is this test's alone.
  await visit(page, "/jackpots");
  await expect(page.locator(".consent")).toHaveCount(0);
  // FCP and TTFB are known once the page has painted; the report's chunk is loaded after hydration.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /report-web-vitals/.test(entry.name)));
  // The largest paint is known once the browser has one (it reports it only to an observer).
  await page.evaluate(() => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: "largest-contentful-paint", buffered: true })));
  // web-vitals settles the largest paint at the player's first input (a trusted event) or at a real hide.
  await page.keyboard.press("Shift");
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/_vitals");
  await hide(page);
  const request = await sent;
  expect(request.method()).toBe("POST");
  const bodies = await page.evaluate(() => Promise.all((window as { beacons?: Array<Promise<string>> }).beacons ?? []));
  expect(bodies).toHaveLength(1);
  const report = JSON.parse(bodies[0]!) as { route: string; device: string; cache: string; metrics: Array<{ name: string; value: number }> };
  expect({ route: report.route, device: report.device, cache: report.cache }).toEqual({
    route: "jackpots._index",
    device,
    cache: expect.stringMatching(/^(kept|rendered)$/),
  });
  expect(report.metrics.map((metric) => metric.name).sort()).toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
  for (const metric of report.metrics) expect(metric.value, metric.name).toBeGreaterThanOrEqual(0);
  expect((await request.response())?.status()).toBe(204);
  // One report with one FCP: that route's histogram counted exactly one more page view.
  const cache = report.cache as keyof typeof before;
  expect(await seriesCount(api, "web_vitals_fcp_seconds", labelsFor(cache))).toBe(before[cache] + 1);
});

test("without consent nothing is measured or sent", async ({ page }) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/_vitals" || /report-web-vitals/.test(url.pathname)) seen.push(url.pathname);
  });
  await visit(page, "/promotions");
  await hide(page);
  // A beacon would leave before the next document loads.
  await visit(page, "/ru/promotions");
  expect(seen).toEqual([]);
});
