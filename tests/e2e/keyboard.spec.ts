import { expect, test, type Page } from "@playwright/test";
import { baseOrigin, createPlayer, locales, localized, signIn, t, visit } from "./support";

/** Issue 11.5 (and 11.6's toast over the hint bar): what a keyboard or screen-reader user meets. */

interface Focused {
  /** Which element: its tag, name attribute or class, so a failure says where focus went. */
  what: string;
  inMain: boolean;
  visible: boolean;
  top: number;
  bottom: number;
}

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return {
      what: `${element.tagName.toLowerCase()}${element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""}.${[...element.classList].join(".")}`,
      inMain: Boolean(element.closest("main")),
      visible: element.matches(":focus-visible"),
      top: box.top,
      bottom: box.bottom,
    };
  });
}

/** The space the fixed bars leave: below the sticky header, above the bottom navigation (when it is shown). */
async function clearArea(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const header = document.querySelector("header.header")?.getBoundingClientRect();
    const nav = document.querySelector("nav.bottom-nav");
    const navBox = nav && nav.checkVisibility() ? nav.getBoundingClientRect() : null;
    return { top: header ? header.bottom : 0, bottom: navBox ? navBox.top : window.innerHeight };
  });
}

for (const { locale, prefix } of locales) {
  test.describe(`keyboard in ${locale}`, () => {
    test("tabbing through the deposit form, every focused control is in view between the header and the bottom bar", async ({ page, viewport }) => {
      test.skip((viewport?.width ?? 0) >= 992, "the bottom bar is a phone's and tablet's");
      await signIn(page.request, await createPlayer(page.request, { locale }));
      // Not the after-login queue (an unseen-cashback popup): this walk is through the page.
      await page.context().clearCookies({ name: "flash" });
      // Focus then scrolls at once rather than smoothly, so each position is final when it is read.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(page, localized(prefix, "/cashier/deposit/uzcard"));
      const submit = page.getByRole("button", { name: t(locale, "deposit.submit") });
      await expect(submit).toBeVisible();
      const seen: string[] = [];
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press("Tab");
        const now = await focused(page);
        expect(now, `focus after ${seen.join(" → ")}`).not.toBeNull();
        if (!now?.inMain) continue;
        seen.push(now.what);
        const area = await clearArea(page);
        expect.soft(now.visible, `${now.what} shows its focus`).toBe(true);
        expect(now.top, `${now.what} is below the header`).toBeGreaterThanOrEqual(area.top - 1);
        expect(now.bottom, `${now.what} is above the bottom bar`).toBeLessThanOrEqual(area.bottom + 1);
        if (await submit.evaluate((button) => button === document.activeElement)) break;
      }
      // The walk reached the form's submit button (the fields before it were all checked).
      await expect(submit).toBeFocused();
      expect(seen.some((what) => what.startsWith("input[name=amount]"))).toBe(true);
    });

    test("tabbing quickly through the hall goes card by card to the end of the list, never to <body>", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the windowed grid is JavaScript's; without it the hall is a plain page");
      test.setTimeout(90_000);
      // A category of a few pages: the grid reserves the space of the whole list and loads as focus moves on.
      await visit(page, localized(prefix, "/gamehall?category=2"));
      const grid = page.locator(".game-grid--lobby");
      const total = Number(await grid.getAttribute("data-total"));
      expect(total).toBeGreaterThan(24);
      await grid.locator(".game-card__link").first().focus();
      const visited: string[] = [];
      for (let step = 0; step < total * 3 && visited.length < total; step += 1) {
        const where = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return { body: true, game: null, link: false };
          const card = element.closest<HTMLElement>(".game-card");
          return { body: false, game: card?.dataset.game ?? null, link: element.classList.contains("game-card__link") };
        });
        expect(where.body, `focus fell to <body> after ${visited.length} games`).toBe(false);
        expect(where.game, `after ${visited.length} of ${total} games focus left the cards`).not.toBeNull();
        if (where.link && where.game !== visited[visited.length - 1]) visited.push(where.game!);
        // No pause between presses: a player holding Tab outruns the loading. A press at the end of what is loaded
        // keeps focus where it is until the next card arrives and takes it, so each press waits for focus to move
        // (however long the page takes under load) rather than counting presses that were held.
        await page.evaluate(() => {
          (window as unknown as { focusBefore: Element | null }).focusBefore = document.activeElement;
        });
        await page.keyboard.press("Tab");
        await page.waitForFunction(() => document.activeElement !== (window as unknown as { focusBefore: Element | null }).focusBefore, null, {
          timeout: 20_000,
        });
      }
      expect(visited).toHaveLength(total);
      expect(new Set(visited).size).toBe(total);
      // Past the last card focus goes on to what follows the list, not back to <body>.
      await expect.poll(async () => (await focused(page))?.what ?? "body").not.toBe("body");
    });

    test("a dialog opened by the URL starts at its first field, and closing it leaves focus on the page", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "focus is moved by script; without it the dialog is the page's first content");
      test.setTimeout(60_000);
      await visit(page, localized(prefix, "/?show_popup_auth=1"));
      const dialog = page.getByRole("dialog", { name: t(locale, "auth.signIn") });
      await expect(dialog.getByLabel(t(locale, "auth.fields.login"))).toBeFocused();
      // The dialog's heading row is not a second banner landmark.
      await expect(page.getByRole("banner")).toHaveCount(1);
      await dialog.getByRole("link", { name: t(locale, "close") }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);
      await expect(page.locator("main#main")).toBeFocused();

      await visit(page, localized(prefix, "/?show_popup_reg=1"));
      await expect(page.getByRole("dialog", { name: t(locale, "auth.signUp") }).getByLabel(t(locale, "auth.fields.login"))).toBeFocused();
    });

    test("a dialog opened from a control gives the focus back to it", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "without JavaScript the search control is a link to the hall's search field");
      await visit(page, localized(prefix, "/gamehall"));
      const opener = page.getByRole("banner").getByRole("link", { name: t(locale, "games.search.open") });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t(locale, "games.search.label") });
      await expect(dialog.getByRole("searchbox").or(dialog.getByRole("textbox")).first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test("a first visit: the first Tab lands on the skip link on every page, the analytics banner comes next", async ({ page }) => {
      test.setTimeout(60_000);
      const accept = page.getByRole("region", { name: t(locale, "pwa.consent.title") }).getByRole("button", { name: t(locale, "pwa.consent.accept") });
      // Home and hall (issue 29.9), a page of the empty layout, and the game page (no banner there).
      for (const [path, banner] of [["/", true], ["/gamehall", true], ["/forms/sign_in", true], ["/game/sandbox-golden-samarkand", false]] as const) {
        await page.context().clearCookies();
        await visit(page, localized(prefix, path));
        await expect(accept).toHaveCount(banner ? 1 : 0);
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: t(locale, "skipToContent") });
        await expect(skip, `${path}: the first Tab`).toBeFocused();
        await expect(skip).toHaveText(t(locale, "skipToContent"));
        await expect(skip).toBeInViewport();
        expect(await skip.evaluate((link) => link.matches(":focus-visible"))).toBe(true);
        // The banner stays reachable: the very next stop.
        if (banner) {
          await page.keyboard.press("Tab");
          await expect(accept, `${path}: the second Tab`).toBeFocused();
          await page.keyboard.press("Shift+Tab");
          await expect(skip).toBeFocused();
        }
        await page.keyboard.press("Enter");
        await expect(page.locator("main#main")).toBeFocused();
      }
    });

    test("the header's logo link is named by the word it shows", async ({ page }) => {
      await page.goto(localized(prefix, "/"));
      const logo = page.getByRole("banner").locator("a.header__logo");
      await expect(logo).toHaveAccessibleName(`${t(locale, "brand")}, ${t(locale, "nav.home")}`);
      const visibleText = await logo.evaluate((link) => (link as HTMLElement).innerText.trim());
      expect(visibleText).toBe(t(locale, "brand"));
    });

    test("a toast closes without JavaScript too, and stays clear of the hint bar", async ({ page }) => {
      // A brand-new player has the registration hints. The sign-in's own toast waits behind the after-login dialogs
      // (issue 29 item 11): its first page is read apart, and a saved reminder leaves a toast for the next page.
      await signIn(page.request, await createPlayer(page.request, { locale }));
      await page.request.get(localized(prefix, "/providers"));
      const saved = await page.request.post(localized(prefix, "/responsible-game"), { headers: { Origin: baseOrigin() }, form: { intent: "reality", interval: "30" }, maxRedirects: 0 });
      expect(saved.status()).toBe(302);
      await visit(page, localized(prefix, "/"));
      const toast = page.getByRole("region", { name: t(locale, "notifications") }).getByRole("status");
      await expect(toast).toHaveText(t(locale, "responsibleGame.toasts.realitySaved"));
      const hints = page.getByRole("region", { name: t(locale, "playerSession.hints.label") });
      await expect(hints).toBeVisible();
      const [toastBox, hintsBox] = [await toast.boundingBox(), await hints.boundingBox()];
      expect(toastBox && hintsBox).toBeTruthy();
      const overlap = toastBox!.y < hintsBox!.y + hintsBox!.height && hintsBox!.y < toastBox!.y + toastBox!.height;
      expect(overlap, `toast ${JSON.stringify(toastBox)} over hints ${JSON.stringify(hintsBox)}`).toBe(false);
      await toast.getByRole("link", { name: t(locale, "close") }).click();
      await expect(toast).toBeHidden();
    });
  });
}
