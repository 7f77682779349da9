import { loadedAxe } from "./axe";
import { type Page, expect, test } from "@playwright/test";
import { type Locale, baseOrigin, localized, t, visit } from "./support";

const js = () => test.info().project.use.javaScriptEnabled !== false;

type Recorded = { kind: string; id: string | null; uid: string | null };

/** Every request to the sandbox's fake analytics scripts, from the start. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/sandbox/analytics/")) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

/**
 * Decision 024 as a new visitor lives it: asked on the first page, nothing loaded before the answer, the
 * answer kept (a reload does not ask again), and after consent every configured loader ran with its id, the
 * customer-data platform without a uid for a guest; `beforeReload` may sign the player in, whose uid the
 * platform then gets on the reloaded page.
 */
async function consentJourney(page: Page, locale: Locale, prefix: string, beforeReload: () => Promise<number | null>) {
  const requests = analyticsRequests(page);
  const path = localized(prefix, "/promotions");
  await visit(page, path);
  const banner = page.getByRole("region", { name: t(locale, "pwa.consent.title") });
  await expect(banner).toHaveText(`${t(locale, "pwa.consent.title")}${t(locale, "pwa.consent.text")}${t(locale, "pwa.consent.accept")}${t(locale, "pwa.consent.decline")}`);
  // The markup is the same in both languages: axe looks at it once (pages.spec.ts sweeps every page with it).
  if (js() && locale === "uz") {
    const results = await (await loadedAxe(page)).include(".consent").analyze();
    expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  }
  expect(requests).toEqual([]);

  await banner.getByRole("button", { name: t(locale, "pwa.consent.accept") }).click();
  await expect(banner).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path);
  // With JavaScript the banner closes as the fetcher starts: the decision is kept when its answer arrives.
  const consentCookie = async () => (await page.context().cookies(baseOrigin())).find((entry) => entry.name === "analytics_consent");
  await expect.poll(async () => (await consentCookie())?.value).toBe("granted");
  const cookie = await consentCookie();
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  const expected: Recorded[] = [
    { kind: "tag_manager", id: "GTM-SANDBOX1", uid: null },
    { kind: "web_analytics", id: "G-SANDBOX2", uid: null },
    { kind: "product_analytics", id: "PA-SANDBOX3", uid: null },
    { kind: "marketing", id: "MK-SANDBOX4", uid: null },
    { kind: "cdp", id: "CDP-SANDBOX5", uid: null },
  ];
  const ran = () => page.evaluate(() => ((window as { sandboxAnalytics?: Recorded[] }).sandboxAnalytics ?? []).slice().sort((a, b) => a.kind.localeCompare(b.kind)));
  const sorted = (list: Recorded[]) => list.slice().sort((a, b) => a.kind.localeCompare(b.kind));
  if (js()) await expect.poll(ran).toEqual(sorted(expected));

  const uid = await beforeReload();
  await page.reload();
  if (js()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator(".consent")).toHaveCount(0);
  const cdp = { kind: "cdp", id: "CDP-SANDBOX5", uid: uid === null ? null : String(uid) };
  if (js()) await expect.poll(ran).toEqual(sorted([...expected.slice(0, 4), cdp]));
  else expect(requests).toEqual([]);
}

test("uz: a guest is asked and accepts; the loaders run, the CDP with the uid once signed in", async ({ page }) => {
  await consentJourney(page, "uz", "", async () => {
    const created = await page.request.post("/sandbox/players", { headers: { Origin: baseOrigin() }, form: { locale: "uz" } });
    expect(created.status()).toBe(201);
    const { uid, login } = (await created.json()) as { uid: number; login: string };
    const signedIn = await page.request.post("/forms/sign_in", { headers: { Origin: baseOrigin() }, form: { login, password: "demo1234" }, maxRedirects: 0 });
    expect(signedIn.status()).toBe(302);
    return uid;
  });
});

test("ru: a guest is asked, accepts, and the loaders run without a uid", async ({ page }) => {
  await consentJourney(page, "ru", "/ru", async () => null);
});
