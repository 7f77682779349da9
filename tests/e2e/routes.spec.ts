import { expect, test } from "@playwright/test";
import { paramIn, tournamentOne } from "./route-table";
import { expectPage, type Layout, type Locale, locales, localized, readShownPage, signIn, t, visit } from "./support";

/** One page per layout and area, visited for real in every project (the full sweep is routes.api.spec.ts). */
const visits: Array<{ path: string; landsOn?: string; layout: Layout; heading: string; param?: string | Record<Locale, string> }> = [
  { path: "/", layout: "default", heading: "pages.home.title" },
  { path: "/gamehall?category=2", layout: "default", heading: "pages.gamehall.title" },
  { path: "/gamehall/7", landsOn: "/gamehall?category=7", layout: "default", heading: "pages.gamehall.title" },
  { path: "/forms/sign_in", layout: "empty", heading: "pages.signIn.title" },
  { path: "/game/sandbox-golden-samarkand", layout: "game", heading: "pages.game.title", param: "Golden Samarkand" },
  { path: "/_icons", layout: "sprite", heading: "pages.icons.title" },
  { path: "/cashier", landsOn: "/cashier/deposit", layout: "default", heading: "pages.deposit.title" },
  { path: "/profile/bets", landsOn: "/profile/bets/history", layout: "default", heading: "pages.betsHistory.title" },
  { path: "/tournaments/1/gamehall", layout: "default", heading: "pages.tournamentGamehall.title", param: tournamentOne },
];

const firstPlayerVisit = visits.findIndex((visit) => /^\/(?:cashier|profile)/.test(visit.path));

for (const { locale, prefix } of locales) {
  test.describe(`pages in ${locale}`, () => {
    test(`one page of each layout and area, in ${locale}`, async ({ page, viewport }) => {
      // A page naming an entity: "Title · entity" on one line; below 768 px a kicker in capitals over the entity
      // (the game page's toolbar keeps its one line).
      const named = (heading: string, param: string, layout: Layout) =>
        (viewport?.width ?? 0) < 768 && layout !== "game" ? `${heading.toLocaleUpperCase(locale)}\n${param}` : `${heading} · ${param}`;
      for (const [index, visit] of visits.entries()) {
        // The cashier and profile areas are the player's (the guard has its own tests); the sign-in page is a guest's.
        if (index === firstPlayerVisit) await signIn(page.request);
        const url = localized(prefix, visit.path);
        const response = await page.goto(url);
        expect.soft(response?.status(), url).toBe(200);
        const heading = t(locale, visit.heading);
        const shown = await readShownPage(page);
        expect.soft(shown, url).toEqual({
          url: localized(prefix, visit.landsOn ?? visit.path),
          lang: locale,
          layouts: [visit.layout],
          h1: [paramIn(visit.param, locale) ? named(heading, paramIn(visit.param, locale)!, visit.layout) : heading],
          title: expect.stringMatching(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)),
        });
      }
    });

    test(`the ${locale} navigation leads to the ${locale} pages`, async ({ page }) => {
      await page.goto(localized(prefix, "/"));
      // Phones reach the hall from the bottom navigation, wider screens from the header: whichever is shown.
      const nav = page.getByRole("navigation", { name: t(locale, "nav.label") }).filter({ visible: true });
      await expect(nav).toHaveCount(1);
      await nav.getByRole("link", { name: t(locale, "nav.gamehall") }).click();
      await expect(page).toHaveURL(localized(prefix, "/gamehall"));
      await expectPage(page, { locale, layout: "default", heading: t(locale, "pages.gamehall.title") });
    });

    test(`the ${locale} footer leads to a content page`, async ({ page }) => {
      await visit(page, localized(prefix, "/gamehall"));
      await page.getByRole("contentinfo").getByRole("link", { name: t(locale, "footer.about") }).click();
      await expect(page).toHaveURL(localized(prefix, "/about"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).not.toHaveText(t(locale, "system.notFound.header"));
      await expect(heading).not.toBeEmpty();
    });
  });
}
