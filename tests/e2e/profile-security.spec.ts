import { expect, test } from "@playwright/test";
import { createPlayer, latestCode, locales, localized, signIn, t, tf, visit } from "./support";

const exact = (locale: "uz" | "ru", key: string) => ({ name: t(locale, key), exact: true });
/** After a post the server answers a redirect and a new page: the shared two-core machine may take a while. */
const afterPost = { timeout: 15_000 };

for (const { locale, prefix } of locales) {
  test.describe(`profile security in ${locale}`, () => {
    test("two-factor: on with the sandbox's code, sign out, sign in with a code, off", async ({ page }) => {
      test.slow(); // Eleven documents (or data requests) on a shared two-core machine.
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      // Not the after-login queue (an unseen-cashback popup): this journey is about the profile.
      await page.context().clearCookies({ name: "flash" });
      await visit(page, localized(prefix, "/profile/security"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.security.title"));
      const panel = page.locator(".account-panel");
      await expect(panel.locator(".account-panel__state")).toHaveText(`${t(locale, "profile.security.stateOff")} ${t(locale, "profile.security.aboutOff")}`);

      await panel.getByRole("button", exact(locale, "profile.security.enable")).click();
      await expect(page).toHaveURL(`${localized(prefix, "/profile/security")}?step=code`, afterPost);
      await expect(page.getByRole("status").filter({ hasText: t(locale, "profile.security.toasts.codeSent") })).toBeVisible();
      await expect(panel.locator(".auth-form__note")).toHaveText(tf(locale, "profile.security.codeNote", { length: 6 }));

      // A wrong code: the wrong-code text beside the field, the typed code kept.
      const right = await latestCode(page.request, player.login);
      const wrong = right === "000000" ? "111111" : "000000";
      const code = panel.getByLabel(t(locale, "auth.fields.code"));
      await code.fill(wrong);
      await panel.getByRole("button", exact(locale, "profile.security.confirm")).click();
      await expect(panel.locator(".field__error")).toHaveText([t(locale, "auth.twoFactor.invalid")], afterPost);
      await expect(panel.getByLabel(t(locale, "auth.fields.code"))).toHaveValue(wrong);

      await panel.getByLabel(t(locale, "auth.fields.code")).fill(right);
      await panel.getByRole("button", exact(locale, "profile.security.confirm")).click();
      await expect(panel.locator(".account-panel__state")).toHaveText(`${t(locale, "profile.security.stateOn")} ${t(locale, "profile.security.aboutOn")}`, afterPost);
      await expect(page).toHaveURL(localized(prefix, "/profile/security"));
      await expect(page.getByRole("status").filter({ hasText: t(locale, "profile.security.toasts.enabled") })).toBeVisible();

      // Sign out, then sign in: the sign-in now asks for a code.
      await page.locator(".area__logout").getByRole("button", exact(locale, "auth.logout")).click();
      await expect(page).toHaveURL(localized(prefix, "/"), afterPost);
      await visit(page, localized(prefix, "/forms/sign_in"));
      const form = page.locator("#sign-in");
      await form.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill(player.password);
      await form.getByRole("button", exact(locale, "auth.signIn")).click();
      await expect(form.getByRole("status")).toHaveText(t(locale, "auth.twoFactor.enabled"), afterPost);
      await form.getByLabel(t(locale, "auth.fields.code")).fill(await latestCode(page.request, player.login));
      await form.getByRole("button", exact(locale, "auth.signIn")).click();
      await expect(page).toHaveURL(localized(prefix, "/"), afterPost);
      await expect(page.locator(".header__balance")).toBeVisible();

      await visit(page, localized(prefix, "/profile/security"));
      await page.locator(".account-panel").getByRole("button", exact(locale, "profile.security.disable")).click();
      await expect(page.getByRole("status").filter({ hasText: t(locale, "profile.security.toasts.disabled") })).toBeVisible(afterPost);
      await expect(page.locator(".account-panel__state")).toHaveText(`${t(locale, "profile.security.stateOff")} ${t(locale, "profile.security.aboutOff")}`);
    });

    test("verification: start it, reach the provider's page, come back verified", async ({ page }) => {
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      // Not the after-login queue (an unseen-cashback popup): this journey is about the profile.
      await page.context().clearCookies({ name: "flash" });
      await visit(page, localized(prefix, "/profile/verification"));
      const panel = page.locator(".account-panel");
      const state = panel.locator(".account-panel__state");
      await expect(state).toHaveText(`${t(locale, "profile.verification.state.none")} ${t(locale, "profile.verification.about.none")}`);

      await panel.getByRole("button", exact(locale, "profile.verification.start")).click();
      await expect(state).toHaveText(`${t(locale, "profile.verification.state.pending")} ${t(locale, "profile.verification.about.pending")}`, afterPost);
      await expect(page.getByRole("status").filter({ hasText: t(locale, "profile.verification.toasts.started") })).toBeVisible();

      // The provider step is a plain link (the same with or without JavaScript).
      await panel.getByRole("link", exact(locale, "profile.verification.provider")).click();
      await expect(page).toHaveURL(new RegExp(`/sandbox/verify\\?token=[\\w-]+&locale=${locale}$`), afterPost);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale === "ru" ? "Проверка личности" : "Shaxsni tekshirish");
      await page.getByRole("button", { name: locale === "ru" ? "Одобрить документы" : "Hujjatlarni tasdiqlash" }).click();
      await expect(page.getByRole("status")).toHaveText(locale === "ru" ? "Документы одобрены." : "Hujjatlar tasdiqlandi.", afterPost);
      await page.getByRole("link", { name: locale === "ru" ? "Вернуться на сайт" : "Saytga qaytish" }).click();
      await expect(page).toHaveURL(localized(prefix, "/profile/verification"), afterPost);
      await expect(page.locator(".account-panel__state")).toHaveText(
        `${t(locale, "profile.verification.state.verified")} ${t(locale, "profile.verification.about.verified")}`,
      );
    });
  });
}
