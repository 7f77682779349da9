import { expect, test } from "@playwright/test";
import { createPlayer, locales, localized, t, visit } from "./support";

const slow = { timeout: 15_000 };
const guest = { uz: "Mehmon", ru: "Гость" } as const;
const widgetTitle = { uz: "Onlayn chat", ru: "Онлайн-чат" } as const;

for (const { locale, prefix } of locales) {
  test.describe(`live chat (${locale})`, () => {
    // The whole walk in Uzbek; in Russian the chat's language and the reload after login (the hidden routes are the same routes).
    const full = locale === "uz";
    test(full ? "loads after the first interaction, stays off on betting and game pages, and reloads for the player who signs in" : "loads after the first interaction in the page's language and reloads for the player who signs in", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the live chat is a JavaScript widget; without JavaScript the page simply has none");
      const chatRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/_resources\/chat|\/sandbox\/chat\/|chat\.client/.test(request.url())) chatRequests.push(request.url());
      });
      const widget = page.locator("[data-chat-widget]");

      if (full) {
        // A game page: hidden there, so nothing loads even after a click.
        await visit(page, localized(prefix, "/game/sandbox-golden-samarkand"));
        await page.getByRole("heading", { level: 1 }).click();
        await expect(page.locator("html[data-hydrated]")).toBeAttached();
        expect(chatRequests).toEqual([]);
      }

      await visit(page, localized(prefix, "/"));
      expect(chatRequests, "nothing of the chat before the first interaction").toEqual([]);
      await expect(widget).toHaveCount(0);
      await page.getByRole("heading", { level: 1 }).first().click();
      await expect(widget.getByRole("button", { name: widgetTitle[locale] })).toBeVisible(slow);
      await widget.getByRole("button", { name: widgetTitle[locale] }).click();
      await expect(widget.locator("[data-chat-visitor]")).toHaveText(guest[locale]);

      if (full) {
        // Betting: hidden, back home: shown again (client-side navigation keeps the loaded chat).
        await page.getByRole("link", { name: t(locale, "nav.betting") }).first().click();
        await expect(page).toHaveURL(localized(prefix, "/betting"));
        await expect(widget).toBeHidden();
        await page.goBack();
        await expect(page).toHaveURL(localized(prefix, "/"));
        await expect(widget).toBeVisible(slow);
      }

      // Signing in reloads the chat for the player (the sign-in page is a new document: a first interaction again).
      const player = await createPlayer(page.request, { locale });
      await visit(page, localized(prefix, "/forms/sign_in"));
      const form = page.locator("#sign-in");
      await form.getByLabel(t(locale, "auth.fields.login")).click();
      await expect(widget.getByRole("button", { name: widgetTitle[locale] })).toBeVisible(slow);
      await form.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill(player.password);
      await form.getByRole("button", { name: t(locale, "auth.signIn"), exact: true }).click();
      await expect(page.locator(".header__balance")).toBeVisible(slow);
      // (The after-login popup may cover the page: the widget's text is read, not clicked.)
      await expect(widget.locator("[data-chat-visitor]")).toHaveText(player.login, slow);
    });
  });
}
