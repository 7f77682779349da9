import { expect, type Page, test } from "@playwright/test";
import { closeAfterLoginDialogs, createPlayer, demoPlayer, latestCode, locales, localized, signIn, t, visit } from "./support";

/** Field errors as the player reads them, in form order. */
async function fieldErrors(page: Page, formId: string) {
  return page.locator(`#${formId} .field__error`).allInnerTexts();
}

const submitName = (locale: "uz" | "ru", key: string) => ({ name: t(locale, key), exact: true });

for (const { locale, prefix } of locales) {
  test.describe(`auth in ${locale}`, () => {
    test("sign up: every validation error is shown, then the account is made", async ({ page, javaScriptEnabled }) => {
      await visit(page, localized(prefix, "/forms/sign_up"));
      const form = page.locator("#sign-up");
      await form.getByRole("button", submitName(locale, "auth.signUp")).click();
      // Empty form: the server (or, with JS, the same schema in the browser) names each missing field.
      await expect(form.locator(".field__error").first()).toBeVisible();
      expect(await fieldErrors(page, "sign-up")).toEqual([
        t(locale, "validation.requiredField"),
        t(locale, "validation.insertPassword"),
        t(locale, "validation.uncheckedCheckbox"),
      ]);

      await form.getByLabel(t(locale, "auth.fields.login")).fill("12ab");
      await form.getByLabel(t(locale, "auth.fields.password")).fill("пароль1");
      await form.getByRole("button", submitName(locale, "auth.signUp")).click();
      await expect(form.getByText(t(locale, "validation.wrongPhoneFormat"))).toBeVisible();
      await expect(form.getByText(t(locale, "validation.notWalidPassword").replace("{{symbols}}", "п а р о л ь"))).toBeVisible();

      await form.getByLabel(t(locale, "auth.fields.login")).fill("player@mail");
      await form.getByLabel(t(locale, "auth.fields.password")).fill("abc");
      await form.getByRole("button", submitName(locale, "auth.signUp")).click();
      await expect(form.getByText(t(locale, "validation.wrongEmailAddress"))).toBeVisible();
      await expect(form.getByText(t(locale, "validation.shortPassword").replace("{{min}}", "6"))).toBeVisible();

      // Taken login: the platform refuses it, shown beside the field; the typed login is kept.
      await form.getByLabel(t(locale, "auth.fields.login")).fill(demoPlayer.login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill("Secret123");
      await form.getByLabel(t(locale, "auth.fields.terms")).check();
      await form.getByRole("button", submitName(locale, "auth.signUp")).click();
      await expect(form.getByText(t(locale, "auth.errors.exists"))).toBeVisible();
      await expect(form.getByLabel(t(locale, "auth.fields.login"))).toHaveValue(demoPlayer.login);

      const login = `new-${test.info().project.name}-${locale}-${Date.now()}@omad.test`;
      await form.getByLabel(t(locale, "auth.fields.login")).fill(login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill("Secret123");
      if (!(await form.getByLabel(t(locale, "auth.fields.terms")).isChecked())) await form.getByLabel(t(locale, "auth.fields.terms")).check();
      await form.getByRole("button", submitName(locale, "auth.signUp")).click();
      await expect(page).toHaveURL(`${localized(prefix, "/")}?register=success`);
      // The after-login dialogs come first; the toast waits for them (issue 29 item 11), and without JavaScript it
      // was the first page's.
      await closeAfterLoginDialogs(page, locale);
      const registered = page.getByRole("status").filter({ hasText: t(locale, "auth.toasts.registered") });
      if (javaScriptEnabled) await expect(registered).toBeVisible();
      else await expect(registered).toHaveCount(0);
      await expect(page.locator(".header__balance")).toBeVisible();
    });

    test("sign in: a wrong password is refused, the right one lets the player in", async ({ page, javaScriptEnabled }) => {
      const player = await createPlayer(page.request, { locale });
      await visit(page, localized(prefix, "/forms/sign_in"));
      const form = page.locator("#sign-in");
      await form.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill("wrong-password");
      await form.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(form.getByRole("alert").filter({ hasText: t(locale, "auth.errors.wrongCredentials") })).toBeVisible();
      // The server never sends the password back (without JS the field is empty again); the login is kept.
      if (!javaScriptEnabled) await expect(form.getByLabel(t(locale, "auth.fields.password"))).toHaveValue("");
      await expect(form.getByLabel(t(locale, "auth.fields.login"))).toHaveValue(player.login);

      await form.getByLabel(t(locale, "auth.fields.password")).fill(player.password);
      await form.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(page).toHaveURL(localized(prefix, "/"));
      await expect(page.locator(".header__balance")).toBeVisible();
      await closeAfterLoginDialogs(page, locale);
      const signedIn = page.getByRole("status").filter({ hasText: t(locale, "auth.toasts.signedIn") });
      if (javaScriptEnabled) await expect(signedIn).toBeVisible();
      else await expect(signedIn).toHaveCount(0);
    });

    test("two-factor sign-in: the code step keeps the password off the page and explains every refusal", async ({ page }) => {
      const player = await createPlayer(page.request, { twoFactor: true, locale });
      // Everything the site answers to the form's posts (documents without JS, data with JS), read in full as it
      // passes through the browser: a body is never lost to the navigation that follows it.
      const answers: string[] = [];
      await page.route(/\/forms\/sign_in/, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const response = await route.fetch({ maxRedirects: 0 });
        const body = await response.text();
        answers.push(body);
        await route.fulfill({ response, body });
      });
      await visit(page, localized(prefix, "/forms/sign_in"));
      const form = page.locator("#sign-in");
      await form.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill(player.password);
      await form.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(form.getByRole("status")).toHaveText(t(locale, "auth.twoFactor.enabled"));
      await expect(form.getByLabel(t(locale, "auth.fields.password"))).toHaveCount(0);
      expect(await page.content()).not.toContain(player.password);

      // A malformed code: the code step stays, with the 6-digit error beside the code (without JS too).
      const code = form.getByLabel(t(locale, "auth.fields.code"));
      await code.fill("12ab");
      await form.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(form.locator(".field__error")).toHaveText([t(locale, "validation.wrongCode").replace("{{length}}", "6")]);
      await expect(form.getByLabel(t(locale, "auth.fields.code"))).toBeVisible();

      const right = await latestCode(page.request, player.login);
      await form.getByLabel(t(locale, "auth.fields.code")).fill(right === "000000" ? "111111" : "000000");
      await form.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(form.locator(".field__error")).toHaveText([t(locale, "auth.twoFactor.invalid")]);

      // Asking for a new code: the step says so; the new code signs in.
      await form.getByRole("button", submitName(locale, "auth.twoFactor.resend")).click();
      await expect(form.getByRole("status")).toHaveText(t(locale, "auth.twoFactor.resent"));
      await expect.poll(() => latestCode(page.request, player.login)).not.toBe(right);
      await form.getByLabel(t(locale, "auth.fields.code")).fill(await latestCode(page.request, player.login));
      await form.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(page).toHaveURL(localized(prefix, "/"));
      await expect(page.locator(".header__balance")).toBeVisible();
      expect(answers.length).toBeGreaterThanOrEqual(4);
      for (const answer of answers) expect(answer).not.toContain(player.password);
    });

    test("a guest sent away from the cashier signs in and lands back there", async ({ page }) => {
      const target = localized(prefix, "/cashier/history?tab=withdrawal");
      await visit(page, target);
      await expect(page).toHaveURL(`${localized(prefix, "/")}?redirectUrl=${encodeURIComponent(target)}`);
      const dialog = page.getByRole("dialog", { name: t(locale, "auth.signIn") });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t(locale, "auth.fields.login")).fill(demoPlayer.login);
      await dialog.getByLabel(t(locale, "auth.fields.password")).fill(demoPlayer.password);
      await dialog.getByRole("button", submitName(locale, "auth.signIn")).click();
      // The action, its redirect and the history page's loaders: slow on a shared two-core machine.
      await expect(page).toHaveURL(target, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.history.title"));
    });

    test("an open redirect is never followed after sign-in", async ({ page }) => {
      await visit(page, `${localized(prefix, "/forms/sign_in")}?redirectTo=${encodeURIComponent("//evil.example/x")}`);
      const form = page.locator("#sign-in");
      await form.getByLabel(t(locale, "auth.fields.login")).fill(demoPlayer.login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill(demoPlayer.password);
      await form.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(page).toHaveURL(localized(prefix, "/"));
    });

    test("a dot-segment redirectUrl in the sign-in dialog stays on the site", async ({ page }) => {
      // `/.//evil.example` is normalised by URL parsing into `//evil.example`, another site.
      const player = await createPlayer(page.request, { locale });
      await visit(page, `${localized(prefix, "/")}?redirectUrl=${encodeURIComponent("/.//evil.example")}`);
      const dialog = page.getByRole("dialog", { name: t(locale, "auth.signIn") });
      await dialog.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await dialog.getByLabel(t(locale, "auth.fields.password")).fill(player.password);
      await dialog.getByRole("button", submitName(locale, "auth.signIn")).click();
      await expect(page).toHaveURL(localized(prefix, "/"), { timeout: 15_000 });
      await expect(page.locator(".header__balance")).toBeVisible({ timeout: 15_000 });
    });

    test("popup flags open the dialogs; closing removes the flags; prevent_close leaves no way out", async ({ page }) => {
      await visit(page, `${localized(prefix, "/gamehall")}?category=2&show_popup_reg=1`);
      const signUp = page.getByRole("dialog", { name: t(locale, "auth.signUp") });
      await expect(signUp).toBeVisible();
      await signUp.getByRole("link", { name: t(locale, "close") }).click();
      await expect(signUp).toBeHidden();
      await expect(page).toHaveURL(`${localized(prefix, "/gamehall")}?category=2`);

      await visit(page, `${localized(prefix, "/")}?show_popup_auth=1&prevent_close=1`);
      const signIn = page.getByRole("dialog", { name: t(locale, "auth.signIn") });
      await expect(signIn).toBeVisible();
      await expect(signIn.getByRole("link", { name: t(locale, "close") })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(signIn).toBeVisible();
    });

    test("logout leads home as a guest", async ({ page }) => {
      // Signed in without the form, so without the after-login dialogs (their own tests are elsewhere).
      await signIn(page.request, await createPlayer(page.request, { locale }));
      await page.context().clearCookies({ name: "flash" });
      await visit(page, localized(prefix, "/profile/settings"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.settings.title"));
      // Wide screens: the player menu in the header; every screen: the end of the profile pages.
      if (await page.locator(".user-menu > summary").isVisible()) {
        await page.locator(".user-menu > summary").click();
        await page.locator(".user-menu").getByRole("button", { name: t(locale, "auth.logout") }).click();
      } else {
        await page.getByRole("main").getByRole("button", { name: t(locale, "auth.logout") }).click();
      }
      await expect(page).toHaveURL(localized(prefix, "/"));
      await expect(page.getByRole("banner").getByRole("link", { name: t(locale, "auth.signIn"), exact: true })).toBeVisible();
      await visit(page, localized(prefix, "/profile/settings"));
      await expect(page).toHaveURL(/redirectUrl=/);
    });
  });
}
