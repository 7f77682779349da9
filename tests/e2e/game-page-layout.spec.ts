import { type Page, expect, test } from "@playwright/test";
import { formatAmount } from "../../app/lib/format";
import { slotTexts } from "../../mocks/pages/game";
import { loadedAxe, seriousIds } from "./axe";
import { createPlayer, localized, locales, signIn, t, tf, visit } from "./support";

/**
 * Issue 39 item 3: the game page uses the screen. At 1440 px the game is 16:9, at least 60 % of the viewport's
 * width and whole on the first screen, with the game's card beside it (provider, description, the balance with its
 * currency and a deposit link, or the way to real money for a guest; the favourite); more games of the provider
 * below. On a phone the game fills the first screen and the card follows. Both addresses of a game
 * (/game/{sysname} and its canonical /platform/game/{sysname}) are this page. No sandbox wording anywhere a
 * player reads, in the page or in the game's frame.
 */
const GAME = { sysname: "sandbox-golden-samarkand", name: "Golden Samarkand", provider: "BGaming", providerSysname: "bgaming" };

const SANDBOX_WORDS = /sandbox|песочниц/i;

async function measured(page: Page) {
  const frame = (await page.locator("iframe.game-stage__frame").boundingBox())!;
  const card = (await page.getByRole("complementary", { name: t(locale(page), "game.info.title") }).boundingBox())!;
  return { frame, card };
}

function locale(page: Page): "uz" | "ru" {
  return new URL(page.url()).pathname.startsWith("/ru") ? "ru" : "uz";
}

for (const { locale: lang, prefix } of locales) {
  test.describe(`the game page's layout (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });

    for (const path of [`/game/${GAME.sysname}`, `/platform/game/${GAME.sysname}`]) {
      test(`a player at ${path}: the game, its card and more of its provider's games (${lang})`, async ({ page, javaScriptEnabled }) => {
        const player = await createPlayer(page.request, { locale: lang, balance: 2_710_000 });
        await signIn(page.request, player);
        await page.request.get(localized(prefix, "/providers"));
        await visit(page, localized(prefix, `${path}?mode=real`));
        const viewport = page.viewportSize()!;
        const { frame, card } = await measured(page);
        if (viewport.width >= 992) {
          expect(frame.width / viewport.width, "the game's share of the width").toBeGreaterThanOrEqual(0.6);
          expect(Math.abs(frame.width / frame.height - 16 / 9)).toBeLessThan(0.01);
          expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height);
          // The card beside the game, on the first screen.
          expect(card.x).toBeGreaterThanOrEqual(frame.x + frame.width);
          expect(card.y).toBeLessThan(viewport.height);
        } else {
          expect(frame.width).toBe(viewport.width);
          expect(Math.round(frame.y + frame.height)).toBe(viewport.height);
          expect(card.y).toBeGreaterThanOrEqual(frame.y + frame.height);
        }

        const info = page.getByRole("complementary", { name: t(lang, "game.info.title") });
        await expect(info.getByRole("link", { name: GAME.provider, exact: true })).toHaveAttribute("href", localized(prefix, `/gamehall?providers=${GAME.providerSysname}`));
        await expect(info.locator(".game-info__text")).toHaveText(
          lang === "ru"
            ? "Золотые барабаны под куполами Самарканда: три семёрки дают выигрыш ×10, три колокольчика — ×3. RTP 96%, волатильность: средняя."
            : "Samarqand gumbazlari ostidagi oltin barabanlar: uchta yetti 10 barobar, uchta qo‘ng‘iroq 3 barobar yutuq beradi. RTP 96%, volatillik: o‘rtacha.",
        );
        // The balance through the site's formatter, with the currency, and the way to a deposit.
        await expect(info.locator(".game-info__balance")).toHaveText(`${t(lang, "game.info.balance")}${formatAmount(2_710_000, { currency: "UZS", locale: lang })}`);
        await expect(info.getByRole("link", { name: t(lang, "auth.deposit") })).toHaveAttribute("href", localized(prefix, "/cashier/deposit"));
        // The modes and the free spins stay in the toolbar over the game.
        await expect(page.getByRole("navigation", { name: t(lang, "game.modes") }).getByRole("link", { name: t(lang, "game.real") })).toHaveAttribute("aria-current", "page");
        await expect(page.locator(".game-toolbar__freespins")).toHaveText(tf(lang, lang === "ru" ? "game.freespins_many" : "game.freespins_other", { count: 10 }));

        // More games of the provider, without the open one, and the way to all of them.
        const more = page.getByRole("region", { name: tf(lang, "game.info.more", { provider: GAME.provider }) });
        const cards = more.locator(".game-card");
        await expect(cards).toHaveCount(6);
        expect(await cards.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.game))).not.toContain(GAME.sysname);
        await expect(more.locator(".game-card__provider")).toHaveText(Array(6).fill(GAME.provider));
        await expect(more.getByRole("link", { name: t(lang, "game.info.allOfProvider") })).toHaveAttribute("href", localized(prefix, `/gamehall?providers=${GAME.providerSysname}`));

        // The favourite: added, and kept (a fetcher with JavaScript, a form and the page again without).
        await info.getByRole("button", { name: t(lang, "game.info.favouriteAdd") }).click();
        await expect(info.getByRole("button", { name: t(lang, "game.info.favouriteRemove") })).toBeVisible();
        await expect.poll(async () => (await (await page.request.get(localized(prefix, "/gamehall?tab=favourites"))).text()).includes(`data-game="${GAME.sysname}"`)).toBe(true);

        // No sandbox wording, on the page or in the game; the game's balance with its currency.
        expect(await page.locator("body").innerText()).not.toMatch(SANDBOX_WORDS);
        const game = page.frameLocator("iframe.game-stage__frame");
        await expect(game.getByText(slotTexts[lang].balance("2,710,000", "0", 10), { exact: true })).toBeVisible();
        expect(await game.locator("body").innerText()).not.toMatch(SANDBOX_WORDS);
        if (javaScriptEnabled && viewport.width >= 992) expect(seriousIds(await (await loadedAxe(page)).exclude(".game-stage__frame").analyze())).toEqual([]);
      });
    }

    test(`the bar's way back to the hall is one line beside a player's session figures, at 320 and 360 px (${lang})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale: lang, balance: 2_710_000 });
      await signIn(page.request, player);
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        await visit(page, localized(prefix, `/game/${GAME.sysname}`));
        const back = page.locator(".game-bar").getByRole("link", { name: t(lang, "nav.gamehall"), exact: true });
        await expect(back).toHaveText(t(lang, "nav.gamehall"));
        const label = back.locator("span");
        const lines = await label.evaluate((node) => node.getClientRects().length);
        const { height } = (await label.boundingBox())!;
        const lineHeight = await label.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight) || parseFloat(getComputedStyle(node).fontSize) * 1.5);
        expect(lines, `${width} px: lines`).toBe(1);
        expect(height, `${width} px: the label's height`).toBeLessThan(lineHeight * 1.5);
        // Neither it nor the session figures run past the bar.
        const bar = (await page.locator(".game-bar").boundingBox())!;
        const meter = (await page.locator(".game-bar .session-meter").boundingBox())!;
        const link = (await back.boundingBox())!;
        expect(link.x + link.width, `${width} px: the link clears the session figures`).toBeLessThanOrEqual(meter.x);
        expect(meter.x + meter.width).toBeLessThanOrEqual(bar.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });

    test(`a guest sees the way to real money beside the demo (${lang})`, async ({ page }) => {
      await visit(page, localized(prefix, `/game/${GAME.sysname}`));
      const info = page.getByRole("complementary", { name: t(lang, "game.info.title") });
      await expect(info.locator(".game-info__guest .game-info__text")).toHaveText(t(lang, "game.info.guest"));
      await expect(info.getByRole("link", { name: t(lang, "auth.signUp") })).toHaveAttribute("href", localized(prefix, "/forms/sign_up"));
      await expect(info.getByRole("link", { name: t(lang, "auth.signIn") })).toHaveAttribute("href", localized(prefix, "/forms/sign_in"));
      // A guest's favourite asks to sign in.
      await expect(info.getByRole("link", { name: t(lang, "game.info.favouriteAdd") })).toHaveAttribute("href", `${localized(prefix, `/game/${GAME.sysname}`)}?show_popup_auth=1`);
      expect(await page.locator("body").innerText()).not.toMatch(SANDBOX_WORDS);
    });
  });
}
