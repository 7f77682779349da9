import { type Locator, type Page, expect, test } from "@playwright/test";
import { loadedAxe, seriousIds } from "./axe";
import { createPlayer, localized, locales, signIn, t, tf, visit } from "./support";

/**
 * Issue 39 item 5: a phone's first screen (360 × 740), both languages, with and without JavaScript. The analytics
 * consent is a compact bar at the bottom, above the bottom bar (never over the header), its two buttons in one
 * row, at most 120 px high; a focused control never hides under it; the hall's filters fold behind one control,
 * so its first game card starts on the first screen, above the bars; the header keeps equal padding on both sides
 * (a guest's "Kirish"), and a player's header keeps the clover and names its two session figures. A new player's
 * notices (the first deposit's bonus, the contact to confirm) are one line each on a phone, a tap showing one whole,
 * so the hall's first card still starts on the first screen.
 */
test.describe("a phone's first screen", () => {
  test.skip(() => test.info().project.name === "desktop", "the phone projects (360 × 740)");
  test.describe.configure({ timeout: 60_000 });

  const box = async (locator: Locator) => (await locator.boundingBox())!;

  for (const { locale, prefix } of locales) {
    test(`the consent bar sits at the bottom above the bottom bar, and the hall's first card is on the first screen (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/gamehall"));
      const viewport = page.viewportSize()!;
      const banner = page.getByRole("region", { name: t(locale, "pwa.consent.title") });
      await expect(banner).toHaveText(`${t(locale, "pwa.consent.title")}${t(locale, "pwa.consent.text")}${t(locale, "pwa.consent.accept")}${t(locale, "pwa.consent.decline")}`);
      const bar = await box(banner);
      const header = await box(page.getByRole("banner"));
      const bottomNav = await box(page.locator(".bottom-nav"));
      expect(bar.height, "the consent bar's height").toBeLessThanOrEqual(120);
      // Right above the bottom bar, the whole width, clear of the header.
      expect(Math.round(bar.y + bar.height)).toBe(Math.round(bottomNav.y));
      expect(bar.width).toBe(viewport.width);
      expect(bar.y).toBeGreaterThan(header.y + header.height);
      // Both buttons in one row.
      const accept = await box(banner.getByRole("button", { name: t(locale, "pwa.consent.accept") }));
      const decline = await box(banner.getByRole("button", { name: t(locale, "pwa.consent.decline") }));
      expect(Math.round(accept.y)).toBe(Math.round(decline.y));
      expect(decline.x).toBeGreaterThan(accept.x + accept.width);
      // Nothing covers them, nor they the support chat's launcher in the bottom-right corner (with JavaScript it
      // loads after the first interaction).
      if (test.info().project.use.javaScriptEnabled !== false) {
        await page.getByRole("heading", { level: 1 }).click();
        const launcher = page.locator("[data-chat-widget] button[aria-expanded]");
        await expect(launcher).toBeVisible({ timeout: 15_000 });
        const { x, y, width, height } = await box(launcher);
        expect(await launcher.evaluate((node, [left, top]) => node.contains(document.elementFromPoint(left!, top!)), [x + width / 2, y + height / 2])).toBe(true);
      }
      for (const name of ["pwa.consent.accept", "pwa.consent.decline"]) {
        const button = banner.getByRole("button", { name: t(locale, name) });
        const { x, y, width, height } = await box(button);
        for (const [px, py] of [[x + 4, y + height / 2], [x + width / 2, y + height / 2], [x + width - 4, y + height / 2]]) {
          expect(await button.evaluate((node, [left, top]) => node.contains(document.elementFromPoint(left!, top!)), [px, py]), `${name} at ${px},${py}`).toBe(true);
        }
      }

      // The hall: title, banner, type chips, then the search and one filters control; the first card starts above
      // the consent bar, on the first screen.
      await expect(page.locator("main select")).toHaveCount(0);
      const first = await box(page.locator(".game-grid--lobby .game-card").first());
      expect(first.y, "the first card's top").toBeLessThan(bar.y);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test(`a signed-in player's hall shows its first card on the first screen, under the session's notices (${locale})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale, balance: 2_710_000 });
      await signIn(page.request, player);
      // The sign-in's first page (its after-login dialogs) is another one: the hall as a player comes back to it.
      await page.request.get(localized(prefix, "/providers"));
      await visit(page, localized(prefix, "/gamehall"));
      await expect(page.getByTestId("session-meter-header")).toBeVisible();
      const viewport = page.viewportSize()!;
      // A new player's two notices: the first deposit's bonus and the contact to confirm, each with its action.
      const notices = page.getByRole("region", { name: t(locale, "playerSession.hints.label") });
      const texts = notices.locator(".player-hint__text");
      await expect(texts).toHaveText([t(locale, "playerSession.hints.registration"), t(locale, "playerSession.hints.confirm")]);
      const actions = notices.getByRole("link");
      await expect(actions).toHaveText([t(locale, "playerSession.hints.registrationAction"), t(locale, "playerSession.hints.confirmAction")]);
      await expect(actions.first()).toHaveAttribute("href", localized(prefix, "/cashier/deposit"));
      // On a phone each is one line (its text cut short, its action beside it in full), the two together 80 px at most.
      const rows = notices.locator(".player-hint");
      for (let index = 0; index < 2; index++) {
        const row = await box(rows.nth(index));
        const text = await box(texts.nth(index));
        const action = await box(actions.nth(index));
        expect(text.height, `notice ${index + 1}: one line`).toBeLessThanOrEqual(20);
        expect(action.height, `notice ${index + 1}'s action: a target`).toBeGreaterThanOrEqual(24);
        expect(Math.round(action.y + action.height / 2), `notice ${index + 1}'s action beside its text`).toBe(Math.round(text.y + text.height / 2));
        expect(action.x + action.width).toBeLessThanOrEqual(row.x + row.width);
        expect(await actions.nth(index).evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
      }
      expect((await box(notices)).height, "the notices' height").toBeLessThanOrEqual(80);
      // The hall's first card starts above the consent bar (a new browser has it), on the first screen.
      const banner = page.getByRole("region", { name: t(locale, "pwa.consent.title") });
      await expect(banner).toBeVisible();
      const first = await box(page.locator(".game-grid--lobby .game-card").first());
      expect(first.y, "the first card's top").toBeLessThan((await box(banner)).y);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoOverflow(page);

      // A tap shows a notice whole (without JavaScript too), its action still beside it; another tap folds it again.
      const more = notices.locator(".player-hint__more").first();
      await more.locator("summary").click();
      await expect(more).toHaveAttribute("open", "");
      const opened = await box(texts.first());
      expect(opened.height, "the whole text, on more lines").toBeGreaterThan(30);
      expect(await texts.first().evaluate((text) => text.scrollWidth <= text.clientWidth && text.scrollHeight <= text.clientHeight)).toBe(true);
      const action = await box(actions.first());
      expect(action.x + action.width).toBeLessThanOrEqual(viewport.width);
      expect(action.y).toBeGreaterThanOrEqual(opened.y);
      await expect(actions.first()).toBeInViewport();
      await more.locator("summary").click();
      await expect(more).not.toHaveAttribute("open");
      expect((await box(texts.first())).height).toBeLessThanOrEqual(20);
      await expectNoOverflow(page);
    });

    test(`the filters fold behind one control and filter by category and provider (${locale})`, async ({ page, javaScriptEnabled }) => {
      await visit(page, localized(prefix, "/gamehall"));
      const toggle = page.locator("main summary", { hasText: t(locale, "games.filters") });
      await expect(toggle).toHaveText(t(locale, "games.filters"));
      const category = page.getByRole("group", { name: t(locale, "games.category") });
      const providers = page.getByRole("group", { name: t(locale, "games.providers") });
      await expect(category).toBeHidden();
      await expect(providers).toBeHidden();
      await toggle.click();
      await expect(category).toBeVisible();
      await expect(category.getByRole("radio", { name: t(locale, "games.allCategories") })).toBeChecked();
      const second = category.getByRole("radio").nth(2);
      const name = (await second.locator("xpath=..").innerText()).trim();
      await second.check({ force: true });
      if (!javaScriptEnabled) await page.getByRole("button", { name: t(locale, "games.apply") }).click();
      await expect(page).toHaveURL(/\?category=\d+$/, { timeout: 15_000 });
      // The control counts what is applied; opened again (it stays open with JavaScript), the category is the chosen one.
      await expect(toggle).toHaveText(`${t(locale, "games.filters")}1${tf(locale, "games.filtersApplied", { n: 1 })}`);
      if (!javaScriptEnabled) await toggle.click();
      await expect(category.getByRole("radio", { name, exact: true })).toBeChecked();
      const provider = providers.getByRole("checkbox").first();
      await provider.check();
      if (!javaScriptEnabled) await page.getByRole("button", { name: t(locale, "games.apply") }).click();
      await expect(page).toHaveURL(/\?category=\d+&providers=[\w-]+$/, { timeout: 15_000 });
      await expect(toggle).toHaveText(`${t(locale, "games.filters")}2${tf(locale, "games.filtersApplied", { n: 2 })}`);
      if (javaScriptEnabled) {
        await expect(category).toBeVisible();
        expect(seriousIds(await (await loadedAxe(page)).include(".lobby-filters").analyze())).toEqual([]);
      }
    });

    test(`a focused control is never hidden under the consent bar or the bottom bar (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/promotions"));
      const banner = page.getByRole("region", { name: t(locale, "pwa.consent.title") });
      await expect(banner).toBeVisible();
      // The footer's last link, reached with Tab: the page's very end, where nothing can scroll further.
      const links = page.locator("footer a");
      const last = links.last();
      await links.nth((await links.count()) - 2).focus();
      await page.keyboard.press("Tab");
      await expect(last).toBeFocused();
      const bar = await box(banner);
      // The browser scrolls the focused link clear of the bars (smoothly where motion is welcome).
      await expect.poll(async () => {
        const link = await box(last);
        return link.y >= 0 && link.y + link.height <= bar.y;
      }).toBe(true);
    });

    test(`the header has equal padding on both sides (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/"));
      const inner = page.locator(".header__inner");
      const menu = await box(inner.locator("> *").first());
      const signInLink = await box(page.getByRole("banner").getByRole("link", { name: t(locale, "auth.signIn"), exact: true }));
      const right = page.viewportSize()!.width - (signInLink.x + signInLink.width);
      expect(Math.abs(right - menu.x), `left ${menu.x} px, right ${right} px`).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    test(`a player's header keeps the clover and names the session's two figures (${locale})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale, balance: 2_710_000 });
      await signIn(page.request, player);
      await page.request.get(localized(prefix, "/providers"));
      await visit(page, localized(prefix, "/"));
      const header = page.getByRole("banner");
      const logo = header.getByRole("link", { name: `${t(locale, "brand")}, ${t(locale, "nav.home")}` });
      await expect(logo).toBeVisible();
      await expect(logo.locator(".logo__mark")).toBeVisible();
      const meter = header.getByTestId("session-meter-header");
      const items = meter.locator(".session-meter__item");
      await expect(items).toHaveCount(2);
      // Each figure: its icon in sight, its name read aloud and shown as the tooltip.
      for (const [index, key] of [[0, "sessionMeter.time"], [1, "sessionMeter.net"]] as const) {
        const item = items.nth(index);
        await expect(item).toHaveAttribute("title", t(locale, key));
        await expect(item.locator("svg")).toBeVisible();
        await expect(item).toHaveText(new RegExp(`^${t(locale, key)} \\S`));
      }
      await expectNoOverflow(page);
    });
  }
});

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
