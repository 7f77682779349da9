import { expect, type Page, test } from "@playwright/test";
import { closeAfterLoginDialogs, createPlayer, latestCode, locales, localized, t, visit } from "./support";

const button = (locale: "uz" | "ru", key: string) => ({ name: t(locale, key), exact: true });
/** After a submit the server answers a redirect and a new page: the shared two-core machine may take a while. */
const afterSubmit = { timeout: 15_000 };

/** The sandbox's fake OAuth provider page: picks who signs in and allows it. */
async function allowOnProvider(page: Page, identity: "new" | "incomplete") {
  await expect(page).toHaveURL(/\/sandbox\/oauth\/google\?/, afterSubmit);
  await page.locator(`input[name="identity"][value="${identity}"]`).check();
  await page.locator('button[name="decision"][value="allow"]').click();
}

/** Starts a Google sign-in from the sign-in page: a 640×480 popup with JavaScript, the same page without. */
async function signInWithGoogle(page: Page, locale: "uz" | "ru", prefix: string, identity: "new" | "incomplete", javaScriptEnabled: boolean) {
  await visit(page, localized(prefix, "/forms/sign_in"));
  const google = page.locator("#sign-in").getByRole("link", { name: t(locale, "auth.socialAuth.services.google") });
  await expect(google).toHaveAttribute("href", `/oauth/init?service=google&redirect_url=${encodeURIComponent(localized(prefix, "/"))}&type_auth=login`);
  if (javaScriptEnabled) {
    const [popup] = await Promise.all([page.waitForEvent("popup"), google.click()]);
    expect(popup.viewportSize()).toEqual({ width: 640, height: 480 });
    // The popup closes itself right after telling the opener: listen before allowing.
    await Promise.all([popup.waitForEvent("close"), allowOnProvider(popup, identity)]);
    // The opener reloaded its data: the sign-in page is left for home, signed in.
    await expect(page).toHaveURL(localized(prefix, "/"), afterSubmit);
  } else {
    await google.click();
    await allowOnProvider(page, identity);
    await expect(page).toHaveURL(localized(prefix, "/"), afterSubmit);
  }
  await expect(page.locator(".header__balance")).toBeVisible(afterSubmit);
}

for (const { locale, prefix } of locales) {
  test.describe(`more auth in ${locale}`, () => {
    test("restore password: errors, then the code and a new password; the new password signs in", async ({ page }) => {
      const player = await createPlayer(page.request, { locale });
      await visit(page, localized(prefix, "/forms/sign_in"));
      await page.locator("#sign-in").getByRole("link", { name: t(locale, "auth.restore.link") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "auth.restore.title"));
      const request = page.locator("#restore");
      await request.getByRole("button", button(locale, "auth.restore.send")).click();
      await expect(request.locator(".field__error")).toHaveText([t(locale, "validation.requiredField")], afterSubmit);
      await request.getByLabel(t(locale, "auth.fields.login")).fill("12ab");
      await request.getByRole("button", button(locale, "auth.restore.send")).click();
      await expect(request.locator(".field__error")).toHaveText([t(locale, "validation.wrongPhoneFormat")], afterSubmit);

      await request.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await request.getByRole("button", button(locale, "auth.restore.send")).click();
      const reset = page.locator("#restore-reset");
      const masked = `${player.login.slice(0, 2)}${"*".repeat(player.login.indexOf("@") - 2)}${player.login.slice(player.login.indexOf("@"))}`;
      await expect(reset.getByRole("status")).toHaveText(t(locale, "auth.restore.sentEmail").replace("{{contact}}", masked), afterSubmit);

      const code = await latestCode(page.request, player.login);
      const wrong = code === "000000" ? "111111" : "000000";
      await reset.getByLabel(t(locale, "auth.fields.code")).fill(wrong);
      await reset.getByLabel(t(locale, "auth.restore.newPassword"), { exact: true }).fill("NewSecret1");
      await reset.getByLabel(t(locale, "auth.restore.repeatPassword")).fill("NewSecret2");
      await reset.getByRole("button", button(locale, "auth.restore.change")).click();
      await expect(reset.locator(".field__error")).toHaveText([t(locale, "validation.passwordsNotEqual")], afterSubmit);

      await reset.getByLabel(t(locale, "auth.restore.newPassword"), { exact: true }).fill("NewSecret1");
      await reset.getByLabel(t(locale, "auth.restore.repeatPassword")).fill("NewSecret1");
      await reset.getByRole("button", button(locale, "auth.restore.change")).click();
      await expect(reset.locator(".field__error")).toHaveText([t(locale, "auth.errors.wrongCode")], afterSubmit);

      await reset.getByLabel(t(locale, "auth.fields.code")).fill(code);
      await reset.getByLabel(t(locale, "auth.restore.newPassword"), { exact: true }).fill("NewSecret1");
      await reset.getByLabel(t(locale, "auth.restore.repeatPassword")).fill("NewSecret1");
      await reset.getByRole("button", button(locale, "auth.restore.change")).click();
      await expect(page).toHaveURL(localized(prefix, "/forms/sign_in"), afterSubmit);
      await expect(page.getByRole("status").filter({ hasText: t(locale, "auth.restore.done") })).toBeVisible(afterSubmit);

      const signIn = page.locator("#sign-in");
      await signIn.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await signIn.getByLabel(t(locale, "auth.fields.password")).fill("NewSecret1");
      await signIn.getByRole("button", button(locale, "auth.signIn")).click();
      await expect(page).toHaveURL(localized(prefix, "/"), afterSubmit);
      await expect(page.locator(".header__balance")).toBeVisible();
    });

    test("restore password from the sign-in dialog", async ({ page, javaScriptEnabled }) => {
      const player = await createPlayer(page.request, { locale });
      await visit(page, `${localized(prefix, "/promotions")}?show_popup_auth=1`);
      const dialog = page.getByRole("dialog", { name: t(locale, "auth.signIn") });
      await dialog.getByRole("link", { name: t(locale, "auth.restore.link") }).click();
      // With JavaScript the dialog swaps in the restore form; without, the link is the restore page.
      const form = javaScriptEnabled ? dialog.locator("#restore-dialog") : page.locator("#restore");
      await form.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await form.getByRole("button", button(locale, "auth.restore.send")).click();
      const reset = javaScriptEnabled ? dialog.locator("#restore-reset-dialog") : page.locator("#restore-reset");
      await expect(reset.getByRole("status")).toContainText(player.login.slice(player.login.indexOf("@")), afterSubmit);
      await reset.getByLabel(t(locale, "auth.fields.code")).fill(await latestCode(page.request, player.login));
      await reset.getByLabel(t(locale, "auth.restore.newPassword"), { exact: true }).fill("NewSecret1");
      await reset.getByLabel(t(locale, "auth.restore.repeatPassword")).fill("NewSecret1");
      await reset.getByRole("button", button(locale, "auth.restore.change")).click();
      await expect(page.getByRole("status").filter({ hasText: t(locale, "auth.restore.done") })).toBeVisible(afterSubmit);
      // Back where the player was: in the dialog on the page, or on the sign-in page.
      await expect(page).toHaveURL(javaScriptEnabled ? `${localized(prefix, "/promotions")}?show_popup_auth=1` : localized(prefix, "/forms/sign_in"), afterSubmit);
    });

    test("social sign-in lands signed in; a brand-new account is greeted as a registration", async ({ page, javaScriptEnabled }) => {
      test.slow(); // Four documents and a popup on a shared two-core machine.
      await signInWithGoogle(page, locale, prefix, "new", javaScriptEnabled);
      // The after-login dialogs first, then the toast (issue 29 item 11); without JavaScript it was the first page's.
      await closeAfterLoginDialogs(page, locale);
      const registered = page.getByRole("status").filter({ hasText: t(locale, "auth.toasts.registered") });
      if (javaScriptEnabled) await expect(registered).toBeVisible(afterSubmit);
      else await expect(registered).toHaveCount(0);
      // No "signed in" toast: its whole text (the loyalty notice toast that comes with the new account begins with the
      // same words in Uzbek, and now shows beside it once the dialogs are closed).
      await expect(page.getByRole("status").getByText(t(locale, "auth.toasts.signedIn"), { exact: true })).toHaveCount(0);
      await expect(page.getByRole("dialog", { name: t(locale, "auth.complete.title") })).toHaveCount(0);
    });

    test("a social sign-up without a contact gets the non-closable completion dialog, then completes", async ({ page, javaScriptEnabled }) => {
      test.slow(); // The social round trip, three submits and a second page.
      await signInWithGoogle(page, locale, prefix, "incomplete", javaScriptEnabled);
      const dialog = page.getByRole("dialog", { name: t(locale, "auth.complete.title") });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(".dialog__close")).toHaveCount(0);
      if (javaScriptEnabled) {
        await page.keyboard.press("Escape");
        await expect(dialog).toBeVisible();
      }
      const form = page.locator('form[id^="complete-registration"]');
      await form.getByRole("button", button(locale, "auth.complete.submit")).click();
      await expect(form.locator(".field__error")).toHaveText([t(locale, "validation.requiredField"), t(locale, "validation.uncheckedCheckbox")], afterSubmit);
      await form.getByLabel(t(locale, "auth.complete.contact")).fill("not a phone");
      await form.getByLabel(t(locale, "auth.fields.terms")).check();
      await form.getByRole("button", button(locale, "auth.complete.submit")).click();
      await expect(form.locator(".field__error")).toHaveText([t(locale, "validation.wrongPhoneFormat")], afterSubmit);
      const email = `social-${test.info().project.name}-${locale}-${Date.now()}@omad.test`;
      await form.getByLabel(t(locale, "auth.complete.contact")).fill(email);
      if (!(await form.getByLabel(t(locale, "auth.fields.terms")).isChecked())) await form.getByLabel(t(locale, "auth.fields.terms")).check();
      await form.getByRole("button", button(locale, "auth.complete.submit")).click();
      await closeAfterLoginDialogs(page, locale);
      const done = page.getByRole("status").filter({ hasText: t(locale, "auth.complete.done") });
      if (javaScriptEnabled) await expect(done).toBeVisible(afterSubmit);
      else await expect(done).toHaveCount(0);
      await expect(page.getByRole("dialog", { name: t(locale, "auth.complete.title") })).toHaveCount(0);
      await expect(page).toHaveURL(localized(prefix, "/"), afterSubmit);
      // And it stays completed on the next page.
      await visit(page, localized(prefix, "/promotions"));
      await expect(page.locator(".header__balance")).toBeVisible();
      await expect(page.getByRole("dialog", { name: t(locale, "auth.complete.title") })).toHaveCount(0);
    });

    test("the sign-up dialog offers to sign up with each provider, the sign-in dialog to sign in", async ({ page }) => {
      await visit(page, `${localized(prefix, "/promotions")}?show_popup_reg=1`);
      const signUp = page.getByRole("dialog", { name: t(locale, "auth.signUp") });
      await expect(signUp.locator(".social-auth__list a")).toHaveText([t(locale, "auth.socialAuth.signUpServices.google"), t(locale, "auth.socialAuth.signUpServices.facebook")]);
      await visit(page, `${localized(prefix, "/promotions")}?show_popup_auth=1`);
      const signIn = page.getByRole("dialog", { name: t(locale, "auth.signIn") });
      await expect(signIn.locator(".social-auth__list a")).toHaveText([t(locale, "auth.socialAuth.services.google"), t(locale, "auth.socialAuth.services.facebook")]);
    });

    test("a hostile redirectUrl never reaches the social sign-in's storage, popup or link", async ({ page, context, javaScriptEnabled }) => {
      test.slow(); // A popup round trip on a shared two-core machine.
      const offSite: string[] = [];
      await context.route((url) => url.hostname.endsWith("evil.example"), (route) => {
        offSite.push(route.request().url());
        return route.abort();
      });
      // Browsers drop the tab: `/\t/evil.example` is `//evil.example`, another site.
      await visit(page, `${localized(prefix, "/")}?redirectUrl=%2F%09%2Fevil.example`);
      const dialog = page.getByRole("dialog", { name: t(locale, "auth.signIn") });
      const google = dialog.getByRole("link", { name: t(locale, "auth.socialAuth.services.google") });
      await expect(google).toHaveAttribute("href", `/oauth/init?service=google&redirect_url=${encodeURIComponent(localized(prefix, "/"))}&type_auth=login`);
      if (javaScriptEnabled) {
        const [popup] = await Promise.all([page.waitForEvent("popup"), google.click()]);
        expect(await page.evaluate(() => window.localStorage.getItem("social_back_url"))).toBe(localized(prefix, "/"));
        await Promise.all([popup.waitForEvent("close"), allowOnProvider(popup, "new")]);
        await expect(page).toHaveURL(localized(prefix, "/"), afterSubmit);
        await expect(page.locator(".header__balance")).toBeVisible(afterSubmit);

        // The popup's last page opened without its opener reads the stored address itself: a hostile one
        // (written by anything else on the origin) still leads home.
        await page.evaluate(() => window.localStorage.setItem("social_back_url", "/\t/evil.example"));
        const orphan = await context.newPage();
        await orphan.goto(localized(prefix, "/oauth/done"));
        await expect(orphan).toHaveURL(localized(prefix, "/"), afterSubmit);
        expect(await orphan.evaluate(() => window.localStorage.getItem("social_back_url"))).toBeNull();
      } else {
        await google.click();
        await allowOnProvider(page, "new");
        await expect(page).toHaveURL(localized(prefix, "/"), afterSubmit);
      }
      expect(offSite).toEqual([]);
    });

    test("sign-up offers the loyalty characters; the chosen one reaches the platform", async ({ page }) => {
      await visit(page, localized(prefix, "/forms/sign_up"));
      const form = page.locator("#sign-up");
      const group = form.getByRole("group", { name: t(locale, "auth.fields.character") });
      const choices = group.getByRole("radio");
      expect(await choices.count()).toBeGreaterThanOrEqual(2);
      const second = choices.nth(1);
      const chosen = await second.getAttribute("value");
      await second.check();
      const login = `hero-${test.info().project.name}-${locale}-${Date.now()}@omad.test`;
      await form.getByLabel(t(locale, "auth.fields.login")).fill(login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill("Secret123");
      await form.getByLabel(t(locale, "auth.fields.terms")).check();
      await form.getByRole("button", button(locale, "auth.signUp")).click();
      await expect(page).toHaveURL(`${localized(prefix, "/")}?register=success`, afterSubmit);
      const stored = (await (await page.request.get(`/sandbox/players/${encodeURIComponent(login)}`)).json()) as { character_id: string };
      expect(stored.character_id).toBe(chosen);
      expect(chosen).not.toBe("1");
    });
  });
}
