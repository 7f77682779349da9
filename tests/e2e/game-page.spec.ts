import { expect, test, type Page } from "@playwright/test";
import { createPlayer, locales, localized, readSystemPage, signIn, t, visit } from "./support";
import { slotTexts, sportsbookTexts } from "../../mocks/pages/game";

/**
 * The game page (spec §2 /game/{sysname}, §4 full screen, §9) and the sportsbook (/betting): what the player
 * sees, in both languages, on desktop, on a phone and on a phone without JavaScript.
 */

/** The sandbox's demo slot; new players hold 10 free spins on it. */
const DEMO_SLOT = { sysname: "sandbox-golden-samarkand", name: "Golden Samarkand" };
/** A seeded slot nobody holds free spins on: each spin moves the main balance. */
const SLOT = { sysname: "netent-lucky-link", name: "Lucky Link" };

const frame = (page: Page) => page.frameLocator("iframe.game-stage__frame");
const sportsbook = (page: Page) => page.frameLocator("iframe.betting__frame");

/** A fresh player with `balance` on the main wallet, signed in; the sign-in's flash is read so no after-login dialog covers the game. */
async function playerWith(page: Page, balance: number, prefix: string) {
  const player = await createPlayer(page.request, { balance });
  await signIn(page.request, player);
  await page.request.get(localized(prefix, "/providers"));
  return player;
}

// Spec §9: two decimals for fractional amounts only.
const digits = (amount: number) => amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });

for (const { locale, prefix } of locales) {
  test.describe(`game page in ${locale}`, () => {
    test(`a guest opens a game in demo and plays a free spin (${locale})`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t(locale, "pages.game.title")} · ${DEMO_SLOT.name}`);
      const modes = page.getByRole("navigation", { name: t(locale, "game.modes") });
      await expect(modes.getByRole("link", { name: t(locale, "game.demo") })).toHaveAttribute("aria-current", "page");
      const iframe = page.locator("iframe.game-stage__frame");
      await expect(iframe).toHaveAttribute("src", `/sandbox/game/${DEMO_SLOT.sysname}?mode=demo&locale=${locale}`);
      await expect(iframe).toHaveAttribute("title", t(locale, "game.frameTitle").replace("{{name}}", DEMO_SLOT.name));
      // A phone: the frame fills the screen below the bars. A wide screen (issue 39 item 3): 16:9, at least 60 % of
      // the width, whole on the first screen (game-page-layout.spec.ts measures the rest).
      const box = (await iframe.boundingBox())!;
      const viewport = page.viewportSize()!;
      if (viewport.width < 992) {
        expect(box.width).toBe(viewport.width);
        expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
        expect(box.height).toBeGreaterThan(viewport.height * 0.6);
      } else {
        expect(box.width).toBeGreaterThanOrEqual(viewport.width * 0.6);
        expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }

      // The sandbox's slot speaks the page's language (issue 29 item 4).
      await expect(frame(page).locator("html")).toHaveAttribute("lang", locale);
      await expect(frame(page).getByText(slotTexts[locale].demo, { exact: true })).toBeVisible();
      await frame(page).getByRole("button", { name: slotTexts[locale].spin }).click();
      await expect(frame(page).getByRole("status")).toHaveText(new RegExp(`^${slotTexts[locale].result("1,000", "[\\d,.]+")}$`));
      // Rendered on the server, hydrated without a mismatch.
      expect(errors).toEqual([]);
    });

    test(`a guest asking for real money gets the registration dialog; closing it goes home (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}`));
      // The "play for real" link is the server-visible variant: it works without JavaScript too.
      await page.getByRole("navigation", { name: t(locale, "game.modes") }).getByRole("link", { name: t(locale, "game.real") }).click();
      await expect(page).toHaveURL(localized(prefix, `/game/${DEMO_SLOT.sysname}?mode=real`));
      const dialog = page.getByRole("dialog", { name: t(locale, "game.signUp.title") });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: t(locale, "auth.signUp") })).toBeVisible();
      // Nothing is launched for real behind it: the demo stays.
      await expect(page.locator("iframe.game-stage__frame")).toHaveAttribute("src", /mode=demo/);
      await dialog.getByRole("link", { name: t(locale, "close") }).click();
      await expect(page).toHaveURL(localized(prefix, "/"));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test(`a guest who registers from the real-money dialog lands in the game for real (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}?mode=real`));
      const dialog = page.getByRole("dialog", { name: t(locale, "game.signUp.title") });
      await dialog.getByLabel(t(locale, "auth.fields.login")).fill(`game-${test.info().project.name}-${locale}-${Date.now()}@omad.test`);
      await dialog.getByLabel(t(locale, "auth.fields.password")).fill("Secret123");
      await dialog.getByLabel(t(locale, "auth.fields.terms")).check();
      await dialog.getByRole("button", { name: t(locale, "auth.signUp"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${localized(prefix, `/game/${DEMO_SLOT.sysname}`)}\\?mode=real`));
      await expect(page.getByRole("dialog", { name: t(locale, "game.signUp.title") })).toHaveCount(0);
      // A new player holds free spins on this game: real money is open without a deposit.
      await expect(page.locator("iframe.game-stage__frame")).toHaveAttribute("src", /token=/);
    });

    test(`the real-money hash opens the registration dialog for a guest (${locale})`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "a hash never reaches the server: without JavaScript the ?mode=real link does this (test above)");
      await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}#real`));
      const dialog = page.getByRole("dialog", { name: t(locale, "game.signUp.title") });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(localized(prefix, "/"));
    });

    test(`a player plays a real spin and sees the balance change, in the game and in the header after (${locale})`, async ({ page }) => {
      await playerWith(page, 50_000, prefix);
      await visit(page, localized(prefix, `/game/${SLOT.sysname}`));
      const modes = page.getByRole("navigation", { name: t(locale, "game.modes") });
      await expect(modes.getByRole("link", { name: t(locale, "game.real") })).toHaveAttribute("aria-current", "page");
      await expect(page.locator("iframe.game-stage__frame")).toHaveAttribute("src", new RegExp(`^/sandbox/game/${SLOT.sysname}\\?token=[\\w-]+&locale=${locale}$`));
      const shown = frame(page).locator("[data-balance]");
      await expect(shown).toHaveText("50,000");

      await frame(page).getByRole("button", { name: slotTexts[locale].spin }).click();
      await expect(frame(page).getByRole("status")).toHaveText(new RegExp(`^${slotTexts[locale].result("1,000", "[\\d,.]+")}( ${slotTexts[locale].freeSpin.replace(/[()]/g, "\\$&")})?$`));
      const after = Number((await shown.innerText()).replace(/,/g, ""));
      // A spin never pays back exactly its stake (multipliers 0, 1.5, 3, 10, 50): the balance moved.
      expect(after).not.toBe(50_000);

      await page.getByRole("link", { name: t(locale, "nav.gamehall") }).first().click();
      await expect(page).toHaveURL(localized(prefix, "/gamehall"));
      await expect(page.locator(".header__balance")).toContainText(digits(after));
    });

    test(`a player without money is asked to deposit instead of playing for real (${locale})`, async ({ page }) => {
      await playerWith(page, 0, prefix);
      await visit(page, localized(prefix, `/game/${SLOT.sysname}?mode=real`));
      await expect(page.getByRole("heading", { level: 2, name: t(locale, "game.zeroBalance.title") })).toBeVisible();
      // The gate over the stage (the game's card beside it has its own deposit link: game-page-layout.spec.ts).
      const gate = page.locator('[data-game-gate="deposit"]');
      await expect(gate.getByRole("link", { name: t(locale, "game.zeroBalance.deposit") })).toHaveAttribute("href", localized(prefix, "/cashier/deposit"));
      await expect(page.locator("iframe")).toHaveCount(0);
      await page.getByRole("link", { name: t(locale, "game.zeroBalance.demo") }).click();
      await expect(page.locator("iframe.game-stage__frame")).toHaveAttribute("src", `/sandbox/game/${SLOT.sysname}?mode=demo&locale=${locale}`);
    });

    test(`a player's free spins for the game are shown (${locale})`, async ({ page }) => {
      await playerWith(page, 0, prefix);
      await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}`));
      await expect(page.getByText(t(locale, locale === "ru" ? "game.freespins_many" : "game.freespins_other").replace("{{count}}", "10"))).toBeVisible();
      // Zero balance, but free spins on this game: real money is open.
      await expect(page.locator("iframe.game-stage__frame")).toHaveAttribute("src", /token=/);
      await expect(frame(page).getByText(slotTexts[locale].balance("0", "0", 10), { exact: true })).toBeVisible();
    });

    test(`full screen fills the viewport: the API, the CSS fallback (iPhone) or :target without JavaScript (${locale})`, async ({ page, javaScriptEnabled }) => {
      if (javaScriptEnabled) {
        // iPhone Safari: no Fullscreen API for elements.
        await page.addInitScript(() => {
          Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false });
          Object.defineProperty(Element.prototype, "requestFullscreen", { value: undefined });
        });
      }
      await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}`));
      await page.getByRole("link", { name: t(locale, "game.fullScreen") }).click();
      const stage = page.locator("#game-stage");
      const viewport = page.viewportSize()!;
      await expect.poll(async () => (await stage.boundingBox())?.height).toBe(viewport.height);
      expect((await stage.boundingBox())?.y).toBe(0);
      await page.getByRole("link", { name: t(locale, "game.exitFullScreen") }).click();
      await expect.poll(async () => (await stage.boundingBox())?.height).toBeLessThan(viewport.height);
    });

    test(`the Fullscreen API is used where the browser has it (${locale})`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the Fullscreen API needs JavaScript; without it :target fills the viewport (test above)");
      await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}`));
      await page.getByRole("link", { name: t(locale, "game.fullScreen") }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.id ?? null)).toBe("game-stage");
      await expect(page.locator("#game-stage")).toHaveAttribute("data-full-screen", "on");
    });

    test(`an unknown game is the not-found page (${locale})`, async ({ page }) => {
      const response = await visit(page, localized(prefix, "/game/no-such-game"));
      expect(response?.status()).toBe(404);
      expect((await readSystemPage(page))?.kind).toBe("not-found");
    });

    test(`a game that cannot start is the slot-game error page, with a way back to the hall (${locale})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "sandbox_scenario", value: encodeURIComponent(`fail:InvalidParameter:games.get:${locale}-${Math.random().toString(36).slice(2)}`), url: baseURL! }]);
      const response = await visit(page, localized(prefix, `/game/${DEMO_SLOT.sysname}`));
      expect(response?.status()).toBe(502);
      const shown = await readSystemPage(page);
      expect(shown?.kind).toBe("slot-error");
      expect(shown?.header).toBe(t(locale, "system.slotError.header"));
      expect(shown?.links.find((link) => link.visible)?.href).toBe(localized(prefix, "/gamehall"));
    });

    test(`the sportsbook is embedded for a guest and carries a player's session (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/betting"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.betting.title"));
      const iframe = page.locator("iframe.betting__frame");
      await expect(iframe).toHaveAttribute("src", `/sandbox/sportsbook?locale=${locale}`);
      await expect(iframe).toHaveAttribute("title", t(locale, "betting.frameTitle"));
      await expect(sportsbook(page).getByText(sportsbookTexts[locale].signIn, { exact: true })).toBeVisible();
      // The frame's odds fit its width, the third column too (no sideways scroll inside it on a phone).
      await expect(sportsbook(page).locator("table.odds tbody tr").first()).toBeVisible();
      expect(await sportsbook(page).locator("html").evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
      const box = (await iframe.boundingBox())!;
      expect(box.height).toBeGreaterThan(page.viewportSize()!.height * 0.6);

      await playerWith(page, 20_000, prefix);
      await visit(page, localized(prefix, "/betting"));
      await expect(iframe).toHaveAttribute("src", /token=/);
      await expect(sportsbook(page).getByText(sportsbookTexts[locale].balance("20,000", "0"), { exact: true })).toBeVisible();
    });
    test(`the balance is never fetched on a game page, and is again after leaving it (${locale})`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "balance refresh is a JavaScript fetcher; without JavaScript nothing is ever polled");
      await playerWith(page, 10_000, prefix);
      const polls: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/_resources/balance")) polls.push(request.url());
      });
      await page.clock.install();
      await visit(page, localized(prefix, `/game/${SLOT.sysname}`));
      await page.clock.runFor(35_000);
      expect(polls).toEqual([]);
      // The control: the same player on the hall is polled within one interval (10 s).
      await page.getByRole("link", { name: t(locale, "nav.gamehall") }).first().click();
      await expect(page).toHaveURL(localized(prefix, "/gamehall"));
      await expect(page.locator(".header__balance")).toBeVisible();
      // The header's poller starts once the hall has rendered: keep moving the clock an interval at a time.
      await expect
        .poll(async () => {
          await page.clock.runFor(11_000);
          return polls.length;
        })
        .toBeGreaterThan(0);
    });
  });
}
