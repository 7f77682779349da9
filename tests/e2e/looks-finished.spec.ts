import { expect, test } from "@playwright/test";
import { createPlayer, locales, localized, signIn, t, visit } from "./support";

/**
 * Issue 29 item 11 on a desktop (1440 px): the hall's one banner spans the row instead of half of it, and
 * `/loyalty` shows the programme's tiers as cards with their perks, the player's own marked.
 */
test.describe("pages that look finished at 1440 px", () => {
  test.skip(() => test.info().project.name !== "desktop", "the desktop layout");

  for (const { locale, prefix } of locales) {
    test(`the hall's single banner spans the row (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/gamehall"));
      const list = page.locator(".hall-banners__list");
      const banners = list.getByRole("listitem");
      await expect(banners).toHaveCount(1);
      const [row, banner] = await Promise.all([list.boundingBox(), banners.first().boundingBox()]);
      expect(banner!.width).toBeCloseTo(row!.width, 0);
    });

    test(`/loyalty shows the tiers with their perks and the player's own (${locale})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      await visit(page, localized(prefix, "/loyalty"));
      const tiers = page.getByRole("region", { name: t(locale, "loyalty.tiers") });
      const cards = tiers.getByRole("listitem");
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(locale === "ru" ? ["Бронза", "Серебро", "Золото", "Платина"] : ["Bronza", "Kumush", "Oltin", "Platina"]);
      await expect(cards.nth(1).locator(".loyalty-tier__perk")).toHaveText(t(locale, "loyalty.tierReward").replace("{{amount}}", locale === "ru" ? "10,000 сум" : "10,000 so‘m"));
      await expect(cards.nth(0).locator(".loyalty-tier__perk")).toHaveText(t(locale, "loyalty.tierStart"));
      // A new player is on the first level.
      await expect(cards.nth(0)).toHaveAttribute("aria-current", "step");
      await expect(cards.nth(0).locator(".loyalty-tier__badge")).toHaveText(t(locale, "loyalty.tierCurrent"));
      // Cards side by side: four in one row at 1440 px.
      const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    });
  }
});
