import { type APIRequestContext, expect, test } from "@playwright/test";
import { readDocument, t } from "./support";

/** The sandbox's QA scenario families (issue 3): each shows the page or message the spec gives it. */
test.describe("sandbox QA scenarios", () => {
  test("the panel switches a scenario with a plain form, for this browser only", async ({ page, browser, baseURL }) => {
    await page.goto("/sandbox");
    await page.getByLabel("Maintenance (ApplicationDisabled, 503)").check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/sandbox$/);

    const response = await page.goto("/ru/gamehall");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("ru", "system.maintenance.header"));

    const other = await browser.newPage({ baseURL });
    expect((await other.goto("/ru/gamehall"))?.status()).toBe(200);
    await other.close();

    await page.goto("/sandbox");
    await page.getByRole("button", { name: "Clear all" }).click();
    expect((await page.goto("/ru/gamehall"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("ru", "pages.gamehall.title"));
  });
});

test.describe("scenario cookies", () => {
  // HTTP-level checks: the desktop project runs them once.
  test.skip(({ javaScriptEnabled, isMobile }) => javaScriptEnabled === false || Boolean(isMobile), "checked once, over HTTP");

  const get = (request: APIRequestContext, path: string, scenario: string) =>
    request.get(path, { headers: { cookie: `sandbox_scenario=${encodeURIComponent(scenario)}` }, maxRedirects: 0 });

  test("the next call fails once with the chosen error type, then the site is back", async ({ request }) => {
    const scenario = `fail:UserBanned:account.getInfo:${Date.now()}`;
    const first = await get(request, "/", scenario);
    expect(first.status()).toBe(403);
    expect(readDocument(await first.text()).h1).toEqual([t("uz", "system.userBlocked.header")]);
    const second = await get(request, "/", scenario);
    expect(second.status()).toBe(200);
    expect(readDocument(await second.text()).h1).toEqual([t("uz", "pages.home.title")]);
  });

  test("an upstream that always answers 503 shows the maintenance page", async ({ request }) => {
    const response = await get(request, "/ru/promotions", "flaky:1");
    expect(response.status()).toBe(503);
    expect(readDocument(await response.text()).h1).toEqual([t("ru", "system.maintenance.header")]);
  });

  test("a slow upstream still serves the page, and Server-Timing shows where the time went", async ({ request }) => {
    const response = await get(request, "/winners", "slow:400");
    expect(response.status()).toBe(200);
    expect(readDocument(await response.text()).h1).toEqual([t("uz", "pages.winners.title")]);
    const upstream = Number(/upstream;dur=([\d.]+)/.exec(response.headers()["server-timing"] ?? "")?.[1]);
    expect(upstream).toBeGreaterThanOrEqual(400);
  });
});
