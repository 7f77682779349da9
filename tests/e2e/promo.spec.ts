import { checkLayout } from "./axe";
import { type Page, expect, test } from "@playwright/test";
import { baseOrigin, createPlayer, locales, localized, signIn, t, tf, visit } from "./support";

/** The sandbox's offers and promotions (mocks/seed/docs.ts), as the pages name them. */
const offerTitles = {
  uz: ["Birinchi depozitga 100%", "Promokod bo‘yicha 50 bepul aylantirish", "Sport tikish uchun 50,000 so‘m bonus", "Ro‘yxatdan o‘tganlarga sovg‘a"],
  ru: ["100% на первый депозит", "50 фриспинов по промокоду", "Бонус 50,000 сум на ставки", "Подарок за регистрацию"],
};
const welcome = { uz: "Xush kelibsiz bonusi 100%", ru: "Приветственный бонус 100%" };
/** The sandbox's hall banner (position gamehall) and menu banner (position menu, no link of its own). */
const hallBanner = { uz: "Yangi o‘yinlar", ru: "Новые игры" };
const menuBanner = { uz: "Siz uchun takliflar", ru: "Предложения для вас" };
const menuSections = ["home", "gamehall", "betting", "promotions", "offers", "tournaments", "jackpots", "loyalty", "winners", "providers", "support"];
/** After a post the server answers a redirect and a new page: the shared two-core machine may take a while. */
const afterPost = { timeout: 15_000 };

async function enterCode(page: Page, locale: "uz" | "ru", code: string) {
  const form = page.locator("#promo-code");
  await form.getByLabel(t(locale, "promoCode.label")).fill(code);
  await form.getByRole("button", { name: t(locale, "promoCode.submit") }).click();
}

/** Each locale's journey runs in every project: axe on the desktop, 320 px on the phone without JavaScript. */

for (const { locale, prefix } of locales) {
  test(`offers, promotions and promo codes (${locale})`, async ({ page }) => {
    const project = test.info().project.name;
    test.slow(); // Nine documents on a shared two-core machine.
    if (project === "phone-nojs") await page.setViewportSize({ width: 320, height: 740 });

    // Home (once, on the phone without JavaScript): the main banners with real pictures (a phone-sized source in
    // srcset), the finished one hidden.
    if (project === "phone-nojs") {
      await visit(page, localized(prefix, "/"));
      const banners = page.locator(".banners img");
      await expect(banners).toHaveCount(3);
      await expect(banners.first()).toHaveAttribute("srcset", "/sandbox/media/banner/1-m.svg 640w, /sandbox/media/banner/1.svg 960w");
      await expect.poll(() => banners.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }

    // The game hall's banner (position gamehall): its picture with a phone-sized source, linking to its target.
    await visit(page, localized(prefix, "/gamehall"));
    const hall = page.locator(".hall-banners .banner");
    // Its title and its call to action (issue 39 item 2).
    await expect(hall).toHaveText(`${hallBanner[locale]} ${t(locale, "promotions.more")}`);
    await expect(hall).toHaveAttribute("href", localized(prefix, "/gamehall?category=2"));
    await expect(hall.locator("img")).toHaveAttribute("srcset", "/sandbox/media/banner/5-m.svg 640w, /sandbox/media/banner/5.svg 960w");

    // The side menu from the header (a link to ?sidebar=1 without JavaScript): the sections and the menu banner,
    // whose button leads to the offers index.
    const menuButton = page.getByRole("banner").getByRole("link", { name: t(locale, "nav.menu") });
    const menu = page.getByRole("dialog", { name: t(locale, "nav.menu") });
    await menuButton.click();
    await expect(menu.getByRole("navigation").getByRole("link")).toHaveText(menuSections.map((key) => t(locale, `nav.${key}`)));
    const banner = menu.locator(".banner--menu");
    await expect(banner).toHaveText(`${menuBanner[locale]} ${t(locale, "sidebar.bannerAction")}`);
    await expect(banner).toHaveAttribute("href", localized(prefix, "/offers"));
    if (project === "phone-nojs") await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, "/gamehall")}?sidebar=1`);
    else {
      // Keyboard: focus moves into the menu, Esc closes it and gives the focus back to the button.
      await expect(menu.getByRole("link", { name: t(locale, "nav.home") })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(banner).toBeVisible();
    }
    await checkLayout(page, locale);
    await banner.click();
    await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, "/offers")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.offers.title"));
    await expect(menu).toHaveCount(0);

    // A guest: every offer, with the captured promo code already in the field.
    await visit(page, localized(prefix, "/offers?promo_code=BETBOOST"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.offers.title"));
    await expect(page.locator(".promo-card__title")).toHaveText(offerTitles[locale]);
    await expect(page.locator("#promo-code").getByLabel(t(locale, "promoCode.label"))).toHaveValue("BETBOOST");

    // Promotions: the running ones, the finished one marked; one promotion's page with its terms.
    await visit(page, localized(prefix, "/promotions"));
    await expect(page.locator(".promo-card")).toHaveCount(6);
    await expect(page.locator(".promo-dates--finished")).toHaveText([t(locale, "promotions.finished")]);
    await page.getByRole("link", { name: welcome[locale] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t(locale, "pages.promotion.title")} · ${welcome[locale]}`);
    await expect(page.getByRole("heading", { name: t(locale, "promotions.terms") })).toBeVisible();
    await expect(page.locator("#main").getByRole("link", { name: t(locale, "offers.actions.signUp") })).toBeVisible();

    // A player: a wrong, an expired and a valid code; the valid one opens the "activated" dialog.
    const player = await createPlayer(page.request, { locale });
    await signIn(page.request, player);
    await page.context().clearCookies({ name: "flash" });
    await visit(page, localized(prefix, "/offers"));
    await enterCode(page, locale, "NOPE");
    const error = page.locator("#promo-code [role=alert]");
    await expect(error).toHaveText(t(locale, "promoCode.errors.NOT_FOUND"), afterPost);
    await expect(page.locator("#promo-code").getByLabel(t(locale, "promoCode.label"))).toHaveValue("NOPE");
    await checkLayout(page, locale);
    await enterCode(page, locale, "EXPIRED2023");
    await expect(error).toHaveText(t(locale, "promoCode.errors.EXPIRED"), afterPost);
    await enterCode(page, locale, "FREESPINS50");
    const dialog = page.getByRole("dialog", { name: t(locale, "promoCode.activated.title") });
    await expect(dialog).toContainText(tf(locale, "promoCode.activated.text", { code: "FREESPINS50" }), afterPost);
    await dialog.getByRole("link", { name: t(locale, "close"), exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/offers")}$`));
  });
}

/** The sandbox's deposit offer 101 as the deposit form names it (mocks/seed/docs.ts). */
const depositOffer = { uz: "Birinchi depozitga 100%", ru: "100% на первый депозит" };

for (const { locale, prefix } of locales) {
  test(`a promotion's deposit button keeps its offer through the method choice (${locale})`, async ({ page }) => {
    test.slow(); // Five documents and a payment on a shared two-core machine.
    const player = await createPlayer(page.request, { locale });
    await signIn(page.request, player);
    await page.context().clearCookies({ name: "flash" });
    await visit(page, localized(prefix, "/promotions/1"));
    await page.locator("#main").getByRole("link", { name: t(locale, "offers.actions.deposit"), exact: true }).click();
    await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, "/cashier/deposit")}?offer=101`, afterPost);
    await page.locator('[data-testid="deposit-method"][data-sysname="payme"]').click();
    await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/cashier/deposit/payme")}\\?offer=101&back=`), afterPost);
    const offer = page.getByLabel(depositOffer[locale], { exact: true });
    await expect(offer).toBeChecked();
    await expect(page.getByLabel(t(locale, "deposit.noOffer"), { exact: true })).not.toBeChecked();
    // Changing the method keeps it too.
    await page.getByRole("link", { name: t(locale, "deposit.changeMethod"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/cashier/deposit")}\\?back=.*&offer=101$`), afterPost);
    await page.locator('[data-testid="deposit-method"][data-sysname="payme"]').click();
    await expect(offer).toBeChecked(afterPost);
    await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("40000");
    await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, afterPost);
    const rows = (await (await page.request.get(`/sandbox/transactions.json?login=${encodeURIComponent(player.login)}`)).json()) as Array<{ amount: number; campaign_offer_id: number }>;
    expect(rows).toMatchObject([{ amount: 40_000, campaign_offer_id: 101 }]);
  });
}
