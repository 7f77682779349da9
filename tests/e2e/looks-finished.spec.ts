import { type Locator, expect, test } from "@playwright/test";
import { createPlayer, locales, localized, signIn, t, visit, visitWithStoppedClock } from "./support";

/** What sticks out of a box: its visible descendants whose right edge passes the box's (an empty list is the pass). */
async function wider(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((elements) =>
    elements.flatMap((box) => {
      const edge = box.getBoundingClientRect().right;
      return [...box.querySelectorAll<HTMLElement>("*")]
        .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > edge + 0.5)
        .map((element) => `${element.tagName.toLowerCase()} ${element.innerText?.trim().slice(0, 40) ?? ""}`);
    }),
  );
}

/**
 * Issue 29 item 11 on a desktop (1440 px): the hall's one banner spans the row instead of half of it,
 * `/loyalty` shows the programme's tiers as cards with their perks, the player's own marked; the profile's home is
 * three cards side by side, each as tall as its content, with no list repeating the tabs; the responsible-gaming
 * page is two columns of panels, the help organisations across.
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

    test(`/profile: the account, balances and contacts side by side, no list repeating the tabs (${locale})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      await page.context().clearCookies({ name: "flash" });
      await visit(page, localized(prefix, "/profile"));
      const home = page.locator(".profile-home");
      const cards = home.locator(":scope > *");
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText([t(locale, "profile.home.account"), t(locale, "profile.home.balances"), t(locale, "profile.home.contacts")]);
      // The tabs above are the way to the child pages: the only link on the cards is the verification state's.
      await expect(home.getByRole("link")).toHaveText([t(locale, "profile.home.verificationState.none")]);
      await expect(home.getByRole("navigation")).toHaveCount(0);
      const boxes = await cards.evaluateAll((elements) =>
        elements.map((card) => {
          const box = card.getBoundingClientRect();
          const content = card.lastElementChild!.getBoundingClientRect();
          return { top: Math.round(box.top), width: Math.round(box.width), below: Math.round(box.bottom - content.bottom) };
        }),
      );
      // One row of three equal cards, a third each of the page's column beside the sections (issue 39 item 4: the
      // sections are a 240 px column of their own at 1440 px, so 1,280 − 240 − 32 px share the three).
      expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      expect(new Set(boxes.map((box) => box.width)).size).toBe(1);
      expect(boxes[0]!.width).toBeGreaterThan(300);
      expect(boxes[0]!.width).toBeLessThan(360);
      // Each as tall as its content: under the last line only the card's own padding (16 px) and border.
      expect(boxes.map((box) => box.below)).toEqual([17, 17, 17]);
      expect(await wider(cards)).toEqual([]);
    });

    test(`the responsible-gaming page: two columns of panels, the help across (${locale})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      await page.context().clearCookies({ name: "flash" });
      await visit(page, localized(prefix, "/responsible-game"));
      const panels = page.locator(".rg-panels > section");
      await expect(panels.getByRole("heading", { level: 2 })).toHaveText(
        ["limit", "loss", "session", "reality", "timeout", "exclusion", "help"].map((part) => t(locale, `responsibleGame.${part}.title`)),
      );
      const boxes = await panels.evaluateAll((elements) =>
        elements.map((panel) => {
          const box = panel.getBoundingClientRect();
          return { left: Math.round(box.left), top: Math.round(box.top), width: Math.round(box.width) };
        }),
      );
      const main = await page.locator(".rg-panels").evaluate((grid) => Math.round(grid.getBoundingClientRect().width));
      // Two by two: deposit and loss limits, session limit and reminder, time-out and self-exclusion.
      for (const pair of [[0, 1], [2, 3], [4, 5]] as const) {
        const [left, right] = [boxes[pair[0]]!, boxes[pair[1]]!];
        expect(right.top).toBe(left.top);
        expect(right.left).toBeGreaterThan(left.left + left.width);
        expect(left.width).toBeGreaterThan(560);
        expect(right.width).toBe(left.width);
      }
      // The help organisations across the whole column.
      expect(boxes[6]!.width).toBe(main);
      expect(await wider(panels)).toEqual([]);
    });
  }
});

/**
 * Issue 29 item 11: the break lengths are a real radio group (fieldset, legend, radios named by their labels) drawn by
 * the site — a 20 px ring, the chosen one's pill outlined, a ring around the focused radio — and the choice works the
 * same with and without JavaScript (the server's confirm step names the length chosen). Every project.
 */
test.describe("the responsible-gaming page's radio groups", () => {
  for (const { locale, prefix } of locales) {
    test(`styled radios, keyboard focus shown, the choice sent (${locale})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      await page.context().clearCookies({ name: "flash" });
      await visit(page, localized(prefix, "/responsible-game"));
      const group = page.getByTestId("rg-timeout").getByRole("group", { name: t(locale, "responsibleGame.timeout.choose") });
      const radios = group.getByRole("radio");
      const periods = ["24h", "7d", "30d"].map((period) => t(locale, `responsibleGame.periods.${period}`));
      for (const [index, name] of periods.entries()) await expect(radios.nth(index)).toHaveAccessibleName(name);
      await expect(radios.first()).toBeChecked();
      const looks = await group.evaluate((fieldset) => ({
        border: getComputedStyle(fieldset).borderTopStyle,
        radios: [...fieldset.querySelectorAll("input")].map((radio) => {
          const style = getComputedStyle(radio);
          const box = radio.getBoundingClientRect();
          return `${style.appearance} ${box.width}×${box.height} ${style.borderTopWidth}`;
        }),
        pills: [...fieldset.querySelectorAll("label")].map((label) => {
          const box = label.getBoundingClientRect();
          return `${getComputedStyle(label).borderTopColor} ${box.height >= 44}`;
        }),
      }));
      expect(looks.border).toBe("none");
      expect(looks.radios).toEqual(["none 20×20 2px", "none 20×20 2px", "none 20×20 2px"]);
      // The chosen pill is outlined in the accent colour, the others in the border colour; each 44 px tall.
      expect(looks.pills).toEqual(["rgb(255, 200, 61) true", "rgb(51, 44, 94) true", "rgb(51, 44, 94) true"]);

      // By keyboard: the arrow moves the choice, and the focused radio is ringed.
      await radios.first().focus();
      await page.keyboard.press("ArrowRight");
      await expect(radios.nth(1)).toBeChecked();
      await expect(radios.nth(1)).toBeFocused();
      expect(await radios.nth(1).evaluate((radio) => `${radio.matches(":focus-visible")} ${getComputedStyle(radio).outlineStyle} ${getComputedStyle(radio).outlineWidth}`)).toBe("true solid 2px");

      // By pointer: the last pill's label chooses its radio; the server's confirm step names it.
      await group.getByText(periods[2]!, { exact: true }).click();
      await expect(radios.nth(2)).toBeChecked();
      await page.getByTestId("rg-timeout").getByRole("button", { name: t(locale, "responsibleGame.timeout.next") }).click();
      const confirm = page.getByRole("dialog", { name: t(locale, "responsibleGame.confirm.title.timeout") });
      await expect(confirm.locator("p").first()).toHaveText(t(locale, "responsibleGame.confirm.what.timeout").replace("{{length}}", periods[2]!));
    });
  }
});

/**
 * Issue 29 item 11: the first screen after a sign-in shows one thing at a time — the after-login dialogs (the unseen
 * cashback, then the login's campaign popup), then the "welcome" toast, then the analytics banner. With JavaScript
 * the toast waits for the dialogs and shows its full 5 s (the browser's clock moved by the test), the banner after
 * it. Without JavaScript the server renders only the dialog; closing it (a post, then the next popup by query) leads
 * to pages with the banner, never two at once. Every project (phones and desktop, JavaScript on and off).
 */
test.describe("one at a time after a sign-in: dialog, toast, banner", () => {
  for (const { locale, prefix } of locales) {
    test(`the dialogs, then the toast, then the analytics banner (${locale})`, async ({ page, javaScriptEnabled }) => {
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      if (javaScriptEnabled) {
        // The browser's clock stopped: time moves only by `runFor`, however slow the machine.
        await visitWithStoppedClock(page, localized(prefix, "/"), Date.now());
      } else {
        await visit(page, localized(prefix, "/"));
      }

      const cashback = page.getByRole("dialog", { name: t(locale, "playerSession.cashback.title") });
      const welcome = page.getByRole("dialog", { name: locale === "ru" ? "С возвращением!" : "Qaytganingizdan xursandmiz!" });
      const toasts = page.locator(".toaster .toast");
      const banner = page.getByRole("region", { name: t(locale, "pwa.consent.title") });
      const bannerText = `${t(locale, "pwa.consent.title")}${t(locale, "pwa.consent.text")}${t(locale, "pwa.consent.accept")}${t(locale, "pwa.consent.decline")}`;
      /** What is on screen: the dialogs' names, the toasts' texts, whether the banner is there. */
      const shown = async () => ({
        dialogs: await page.getByRole("dialog").evaluateAll((dialogs) => dialogs.filter((dialog) => dialog.checkVisibility()).map((dialog) => dialog.getAttribute("aria-labelledby") && document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent)),
        toasts: await toasts.allInnerTexts(),
        banner: await banner.count(),
      });

      await expect(cashback).toBeVisible();
      expect(await shown()).toEqual({ dialogs: [t(locale, "playerSession.cashback.title")], toasts: [], banner: 0 });

      await cashback.getByRole("button", { name: t(locale, "close") }).last().click();
      await expect(welcome).toBeVisible();
      expect(await shown()).toEqual({ dialogs: [locale === "ru" ? "С возвращением!" : "Qaytganingizdan xursandmiz!"], toasts: [], banner: 0 });

      await welcome.getByRole("link", { name: t(locale, "close") }).first().click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      if (javaScriptEnabled) {
        // The toast's turn, its whole time still to run; the banner waits for it.
        await expect(toasts).toHaveText([t(locale, "auth.toasts.signedIn")]);
        expect(await banner.count()).toBe(0);
        await page.clock.runFor(4_900);
        await expect(toasts).toHaveText([t(locale, "auth.toasts.signedIn")]);
        expect(await banner.count()).toBe(0);
        await page.clock.runFor(100);
        await expect(toasts).toHaveCount(0);
      } else {
        // The flash was the first page's: without JavaScript it was not shown behind the dialog, and is gone now.
        await expect(toasts).toHaveCount(0);
      }
      await expect(banner).toHaveText(bannerText);
      expect(await shown()).toEqual({ dialogs: [], toasts: [], banner: 1 });
    });
  }
});
