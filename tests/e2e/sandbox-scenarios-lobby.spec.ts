import { type BrowserContext, type Page, expect, test } from "@playwright/test";
import { baseOrigin, localized, locales, t, tf, visit } from "./support";

/** The hall under the sandbox's list scenarios: an empty platform and a huge lobby (5,000 games). */

async function scenario(context: BrowserContext, value: string) {
  await context.addCookies([{ name: "sandbox_scenario", value, url: baseOrigin() }]);
}

async function counts(page: Page) {
  const numbers = ((await page.locator(".lobby__count").innerText()).match(/\d+/g) ?? []).map(Number);
  return { shown: Math.min(...numbers), total: Math.max(...numbers) };
}

for (const { locale, prefix } of locales) {
  test.describe(`lobby scenarios (${locale})`, () => {
    test("an empty platform shows the translated empty-hall message", async ({ page, context }) => {
      await scenario(context, "empty");
      const response = await visit(page, localized(prefix, "/gamehall"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.gamehall.title"));
      await expect(page.getByRole("status").filter({ hasText: t(locale, "games.empty") })).toBeVisible();
      await expect(page.locator(".game-card")).toHaveCount(0);
    });

    test("a huge lobby pages without JavaScript and keeps at most 1,000 cards in the page with it", async ({ page, context, javaScriptEnabled }) => {
      test.setTimeout(120_000);
      await scenario(context, "huge");
      if (!javaScriptEnabled) {
        // A deep page renders its last four pages (the page stays light) and says which games they are.
        await visit(page, localized(prefix, "/gamehall?page=100"));
        await expect(page.locator(".game-card")).toHaveCount(96);
        await expect(page.locator(".lobby__count")).toHaveText(tf(locale, "games.shownRange", { from: 2305, to: 2400, total: 5000 }));
        await page.getByRole("link", { name: t(locale, "games.showMore") }).click();
        await expect(page).toHaveURL(/\?page=101#page-101$/);
        await expect(page.locator(".game-card")).toHaveCount(96);
        await expect(page.locator(".lobby__count")).toHaveText(tf(locale, "games.shownRange", { from: 2329, to: 2424, total: 5000 }));
        await expect(page.locator("#page-101")).toHaveCount(1);
        return;
      }
      await visit(page, localized(prefix, "/gamehall"));
      expect((await counts(page)).total).toBe(5000);
      let most = 0;
      // Scroll to the end: the grid keeps the height of all 5,000 games, so the player lands in reserved space
      // that fills as the pages arrive; the DOM keeps only the rows near the viewport the whole way.
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
            most = Math.max(most, await page.locator(".game-card").count());
            return (await counts(page)).shown;
          },
          { timeout: 90_000, intervals: [250] },
        )
        .toBe(5000);
      expect(most).toBeLessThanOrEqual(1000);
      // The cards shown are the ones at the scroll position: the last games of the list, not the first page.
      const shown = page.locator(".game-card");
      await expect.poll(() => shown.count()).toBeGreaterThan(0);
      expect(await shown.count()).toBeLessThanOrEqual(1000);
      const sysnames = await shown.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.game));
      expect(sysnames.some((sysname) => /-x\d+$/.test(sysname ?? ""))).toBe(true);
    });
  });
}
