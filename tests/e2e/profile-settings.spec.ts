import { type Locator, type Page, expect, test } from "@playwright/test";
import { createPlayer, expectPage, type Locale, localized, locales, signIn, t, tf, visit } from "./support";

/** A form post answered on a loaded CI machine: wait for what the player sees, generously. */
const afterSubmit = { timeout: 15_000 };

/** The error text a player reads beside a field (the `.field` box of the input labelled `label`), whole. */
function errorBeside(form: Locator, label: string) {
  return form
    .locator(".field")
    .filter({ has: form.page().getByLabel(label, { exact: true }) })
    .locator(".field__error");
}

function toast(page: Page, locale: Locale, key: string) {
  return page.getByRole("status").filter({ hasText: t(locale, key) });
}

/**
 * Issue 12, items 1 and 8: the profile home and its navigation, then every settings form with bad input shown
 * beside its field and a good save: personal data (back to where the fill-profile confirmation came from), fake
 * name, password (old refused, new works), currency and language. One journey per locale, in every project.
 */
for (const { locale, prefix } of locales) {
  test(`settings journey (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const js = test.info().project.use.javaScriptEnabled !== false;
    const player = await createPlayer(request, { locale });
    await signIn(page.request, player);
    // The sign-in's after-login dialogs are not under test here.
    await page.context().clearCookies({ name: "flash" });

    // The profile home: who, and the navigation to the settings.
    await visit(page, localized(prefix, "/profile"));
    await expectPage(page, { locale, layout: "default", heading: t(locale, "pages.profile.title") });
    await expect(page.getByTestId("profile-login")).toHaveText(player.login);
    const nav = page.getByRole("navigation", { name: t(locale, "pages.profile.title"), exact: true });
    if ((page.viewportSize()?.width ?? 0) < 768) {
      // The smallest phone we serve: the sections fold into one menu that names the current one, so the page
      // itself starts on the first screen; opened (natively, JS or not), every section is whole on screen and the
      // page never scrolls sideways.
      await page.setViewportSize({ width: 320, height: 740 });
      const menu = nav.locator("summary");
      await expect(menu).toHaveText(`${t(locale, "profile.nav.sections")} ${t(locale, "profile.nav.overview")}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(nav.getByRole("link")).toHaveCount(0);
      await menu.click();
      const tabs = nav.getByRole("link");
      await expect(tabs).toHaveCount(11);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 320, `${await tab.textContent()} is whole at 320 px`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await nav.getByRole("link", { name: t(locale, "pages.settings.title") }).click();
    await expect(page).toHaveURL(localized(prefix, "/profile/settings"));

    // Sent from the withdraw form to fill in the profile (spec §2 from + toastType).
    const from = localized(prefix, "/cashier/withdraw");
    await visit(page, `${localized(prefix, "/profile/settings")}?from=${encodeURIComponent(from)}&toastType=withdraw`);
    await expect(page.locator(".settings-notice")).toHaveText(t(locale, "profile.settings.arrival.withdraw"));
    const profile = page.locator("form#settings-profile");
    const label = (key: string) => t(locale, `profile.settings.fields.${key}`);
    const field = (key: string) => profile.getByLabel(label(key), { exact: true });
    await field("first_name").fill("Aziza1");
    await field("last_name").fill("Karimova");
    await profile.getByLabel(t(locale, "profile.settings.sex.2"), { exact: true }).check();
    await field("birth_date").fill("31.02.1990");
    await field("address").fill("Amir Temur #12");
    await field("postcode").fill("12ab");
    await expect(field("country")).toHaveAttribute("readonly", "");
    // The platform gives the country's code; the page names it in its own language.
    await expect(field("country")).toHaveValue(locale === "ru" ? "Узбекистан" : "Oʻzbekiston");
    const [answer] = await Promise.all([
      js ? Promise.resolve(null) : page.waitForResponse((response) => response.request().method() === "POST"),
      profile.getByRole("button", { name: t(locale, "profile.settings.personal.save") }).click(),
    ]);
    if (answer) expect(answer.status()).toBe(400);
    await expect(errorBeside(profile, label("first_name"))).toHaveText(t(locale, "validation.name"), afterSubmit);
    await expect(errorBeside(profile, label("birth_date"))).toHaveText(t(locale, "validation.date"));
    await expect(errorBeside(profile, label("address"))).toHaveText(t(locale, "validation.address"));
    await expect(errorBeside(profile, label("postcode"))).toHaveText(t(locale, "validation.wrongField"));
    await expect(errorBeside(profile, label("last_name"))).toHaveCount(0);
    await expect(field("first_name")).toHaveValue("Aziza1");
    await expect(field("postcode")).toHaveValue("12ab");

    await field("first_name").fill("Aziza");
    await field("birth_date").fill("21.03.1990");
    await field("address").fill("Amir Temur 12/3");
    await field("postcode").fill("100000");
    await profile.getByRole("button", { name: t(locale, "profile.settings.personal.save") }).click();
    await expect(page).toHaveURL(from, afterSubmit);
    await expect(toast(page, locale, "profile.settings.toasts.savedBack")).toBeVisible();

    // Fake name: too short beside the field, then a good one.
    await visit(page, localized(prefix, "/profile/settings"));
    await expect(field("birth_date")).toHaveValue("21.03.1990");
    const fakename = page.locator("form#settings-fakename");
    const nameInput = fakename.getByLabel(t(locale, "profile.settings.fakename.label"), { exact: true });
    await nameInput.fill("abc");
    await fakename.getByRole("button", { name: t(locale, "profile.settings.fakename.save") }).click();
    await expect(errorBeside(fakename, t(locale, "profile.settings.fakename.label"))).toHaveText(tf(locale, "validation.minCountSymbolsFakename", { min: 4 }), afterSubmit);
    const star = `Star${Date.now().toString(36)}${locale}`;
    await nameInput.fill(star);
    await fakename.getByRole("button", { name: t(locale, "profile.settings.fakename.save") }).click();
    await expect(toast(page, locale, "profile.settings.toasts.fakenameChanged")).toBeVisible(afterSubmit);
    await expect(page.locator("form#settings-fakename").getByLabel(t(locale, "profile.settings.fakename.label"), { exact: true })).toHaveValue(star);

    // Password: a wrong current one is refused beside it; then the change, and only the new one signs in.
    const password = page.locator("form#settings-password");
    const old = password.getByLabel(t(locale, "profile.settings.password.old"), { exact: true });
    await old.fill("wrongpass1");
    await password.getByLabel(t(locale, "profile.settings.password.new"), { exact: true }).fill("newpass12");
    await password.getByLabel(t(locale, "profile.settings.password.repeat"), { exact: true }).fill("newpass12");
    await password.getByRole("button", { name: t(locale, "profile.settings.password.save") }).click();
    await expect(errorBeside(password, t(locale, "profile.settings.password.old"))).toHaveText(t(locale, "profile.settings.password.wrongOld"), afterSubmit);
    // Without JavaScript the page comes back from the server: it never echoes a password.
    if (!js) await expect(old).toHaveValue("");
    await old.fill(player.password);
    await password.getByLabel(t(locale, "profile.settings.password.new"), { exact: true }).fill("newpass12");
    await password.getByLabel(t(locale, "profile.settings.password.repeat"), { exact: true }).fill("newpass12");
    await password.getByRole("button", { name: t(locale, "profile.settings.password.save") }).click();
    await expect(toast(page, locale, "profile.settings.toasts.passwordChanged")).toBeVisible(afterSubmit);
    const oldSignIn = await request.post("/forms/sign_in", { form: { login: player.login, password: player.password }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
    expect(oldSignIn.status()).toBe(400);
    await signIn(request, { login: player.login, password: "newpass12" });

    // Currency: only those of general info.
    const currency = page.locator("form#settings-currency");
    await currency.getByLabel(t(locale, "profile.settings.currency.label"), { exact: true }).selectOption("USD");
    await currency.getByRole("button", { name: t(locale, "profile.settings.currency.save") }).click();
    await expect(toast(page, locale, "profile.settings.toasts.currencyChanged")).toBeVisible(afterSubmit);
    await expect(page.locator("form#settings-currency").getByLabel(t(locale, "profile.settings.currency.label"), { exact: true })).toHaveValue("USD");

    // Language: the same page in the other language.
    const other: Locale = locale === "uz" ? "ru" : "uz";
    const language = page.locator("form#settings-locale");
    await language.getByLabel(t(locale, "profile.settings.locale.label"), { exact: true }).selectOption(other);
    await language.getByRole("button", { name: t(locale, "profile.settings.locale.save") }).click();
    await expect(page).toHaveURL(localized(other === "ru" ? "/ru" : "", "/profile/settings"), afterSubmit);
    await expectPage(page, { locale: other, layout: "default", heading: t(other, "pages.settings.title") });
    await expect(toast(page, other, "profile.settings.toasts.languageChanged")).toBeVisible();
    await expect(page.locator("form#settings-locale").getByLabel(t(other, "profile.settings.locale.label"), { exact: true })).toHaveValue(other);
  });
}
