import { checkLayout } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { loyaltyNotices } from "../../mocks/seed/notices";
import { baseOrigin, type Locale, localized, locales, signIn, t, tf, visit } from "./support";

/**
 * Issue 17 items 3–6 (decision 031): a player changes their character through the confirm step, buys a shop
 * product (a double submit buys once, checked in the sandbox's records), meets the insufficient-funds dialog,
 * and after enough play receives the level-up notification: through the dialog stack after the first
 * interaction with JavaScript (with its sound at volume 0.5), in the page's server-rendered dialog without.
 * The loyalty notices (decision 034) are in the page without JavaScript; with it they are asked again on the
 * first click and on a path change.
 */

/** A seeded slot nobody holds free spins on: its stake comes from the main wallet and earns points (1 per 1,000). */
const SLOT = "netent-lucky-link";
const afterPost = { timeout: 15_000 };

const names = {
  uz: { falcon: "Lochin", bonus: "25,000 so‘m bonus", big: "100,000 so‘m bonus", silver: "Kumush", points: "ball", heading: "Ballar", credit: "+10,000 so‘m", levelUp: "Siz «Kumush» darajasiga chiqdingiz." },
  ru: { falcon: "Сокол", bonus: "Бонус 25,000 сум", big: "Бонус 100,000 сум", silver: "Серебро", points: "баллов", heading: "Баллы", credit: "+10,000 сум", levelUp: "Вы достигли уровня «Серебро»." },
} as const;

async function freshPlayer(page: Page, locale: Locale) {
  const response = await page.request.post("/sandbox/players", { headers: { Origin: baseOrigin() }, form: { locale, balance: "100000", points: "950" } });
  expect(response.status()).toBe(201);
  const { login } = (await response.json()) as { login: string };
  return { login, password: "demo1234" };
}

async function sandboxRecord(page: Page, login: string) {
  return (await (await page.request.get(`/sandbox/players/${encodeURIComponent(login)}`)).json()) as { character_id: string; loyalty_points: number; purchases: Array<{ product_id: string; price: number }> };
}

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const { locale, prefix } of locales) {
  test(`loyalty: character change, shop purchase once under a double submit, insufficient funds, level-up notification (${locale})`, async ({ page }) => {
    test.slow(); // Several documents and posts on a shared two-core machine.
    const js = test.info().project.use.javaScriptEnabled !== false;
    if (!js) await page.setViewportSize({ width: 320, height: 740 });
    const name = names[locale];
    const errors = consoleErrors(page);
    // The notification's sound: what the page asked the audio element to play, and at which volume.
    await page.addInitScript(() => {
      const played: Array<{ src: string; volume: number }> = [];
      (window as unknown as { played: typeof played }).played = played;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push({ src: this.src, volume: this.volume });
        return Promise.resolve();
      };
    });
    const player = await freshPlayer(page, locale);
    await signIn(page.request, player);
    await page.context().clearCookies({ name: "flash" });

    // The notices: the content service's, in the page; with JavaScript asked again on the first click, then on a path change.
    const noticesAsked: string[] = [];
    const isNotices = (url: string) => new URL(url).pathname === localized(prefix, "/_resources/loyalty-notices");
    page.on("request", (request) => {
      if (isNotices(request.url())) noticesAsked.push(request.url());
    });
    const texts = loyaltyNotices.map((notice) => notice.text[locale]);
    await visit(page, localized(prefix, "/loyalty"));
    const notices = page.getByTestId("loyalty-notices").getByRole("listitem");
    await expect(notices).toHaveText(texts);
    if (js) {
      expect(noticesAsked).toEqual([]);
      const first = page.waitForResponse((response) => isNotices(response.url()));
      await page.getByRole("heading", { level: 1 }).click();
      expect(await (await first).json()).toEqual({ items: loyaltyNotices.map((notice) => ({ id: String(notice.id), text: notice.text[locale] })) });
      expect(noticesAsked).toHaveLength(1);
      await page.getByRole("link", { name: t(locale, "loyalty.toShop") }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/loyalty/shop")}$`));
      const again = page.waitForResponse((response) => isNotices(response.url()));
      await page.goBack();
      expect((await again).status()).toBe(200);
      expect(noticesAsked).toHaveLength(2);
      await expect(notices).toHaveText(texts);
    } else {
      expect(noticesAsked).toEqual([]);
    }

    // The standing: level, points (the word in the number's plural form, under the programme's alias: decision 057),
    // progress to the next level; the character and its change.
    await visit(page, localized(prefix, "/profile/loyalty"));
    const status = page.getByTestId("loyalty-status");
    await expect(status.getByTestId("loyalty-level")).toHaveText(locale === "uz" ? "Bronza" : "Бронза");
    await expect(status.getByTestId("loyalty-points")).toHaveText(`950 ${name.points}`);
    await expect(status.locator("dt").nth(1)).toHaveText(name.heading);
    await expect(status.locator(".loyalty-progress__hint")).toHaveText(tf(locale, "loyalty.status.toNext", { level: name.silver, points: `50 ${name.points}` }));
    await expect(status.getByTestId("loyalty-progress")).toHaveText(tf(locale, "loyalty.status.progress", { level: name.silver, percent: 95 }));
    await status.getByRole("link", { name: t(locale, "loyalty.character.change") }).click();
    const choose = page.getByRole("dialog", { name: t(locale, "loyalty.character.chooseTitle") });
    await choose.getByLabel(name.falcon).check();
    await choose.getByRole("button", { name: t(locale, "loyalty.character.next") }).click();
    const confirm = page.getByRole("dialog", { name: t(locale, "loyalty.character.confirmTitle") });
    await expect(confirm.locator("p").first()).toHaveText(tf(locale, "loyalty.character.confirmText", { name: name.falcon }));
    await confirm.getByRole("button", { name: t(locale, "loyalty.character.confirm") }).click();
    await expect(page.getByRole("status").filter({ hasText: tf(locale, "loyalty.toasts.character", { name: name.falcon }) })).toBeVisible(afterPost);
    await expect(page.getByTestId("loyalty-character").locator("strong")).toHaveText(name.falcon);
    expect((await sandboxRecord(page, player.login)).character_id).toBe("2");

    // The shop: buy the 500-point bonus through its confirm dialog, clicking twice, then the same form posted again.
    await visit(page, localized(prefix, "/loyalty/shop"));
    await page.getByRole("link", { name: tf(locale, "loyalty.shop.buyNamed", { name: name.bonus }) }).click();
    const buy = page.getByRole("dialog", { name: t(locale, "loyalty.shop.confirm.title") });
    await expect(buy.locator("p").first()).toHaveText(tf(locale, "loyalty.shop.confirm.text", { name: name.bonus, price: `500 ${name.points}` }));
    const key = await buy.locator('input[name="idempotencyKey"]').inputValue();
    await buy.getByRole("button", { name: t(locale, "loyalty.shop.confirm.yes") }).dblclick();
    const left = `450 ${name.points}`;
    await expect(page.getByRole("status").filter({ hasText: tf(locale, "loyalty.toasts.boughtLeft", { name: name.bonus, points: left }) })).toBeVisible(afterPost);
    await expect(page.getByTestId("loyalty-points")).toHaveText(tf(locale, "loyalty.shop.yourPoints", { points: left }));
    const again = await page.request.post(localized(prefix, "/loyalty/shop?buy=2"), { headers: { Origin: baseOrigin() }, form: { intent: "buy", product: "2", idempotencyKey: key }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    const record = await sandboxRecord(page, player.login);
    expect(record.purchases).toEqual([{ product_id: "2", price: 500 }]);
    expect(record.loyalty_points).toBe(450);

    // Too few points for the big bonus: the insufficient-funds dialog.
    await page.getByRole("link", { name: tf(locale, "loyalty.shop.buyNamed", { name: name.big }) }).click();
    const short = page.getByRole("dialog", { name: t(locale, "loyalty.shop.insufficient.title") });
    await expect(short.locator("p")).toHaveText(tf(locale, "loyalty.shop.insufficient.text", { name: name.big, price: `1,800 ${name.points}`, points: left }));
    await checkLayout(page, locale);

    // Enough play for the next level: a 50,000 stake earns the 50 points missing (levels count points ever earned).
    const html = await (await page.request.get(localized(prefix, `/game/${SLOT}`))).text();
    const token = /token=([\w-]+)/.exec(html)![1]!;
    const spun = await page.request.post(`/sandbox/game/${SLOT}/spin`, { headers: { Origin: baseOrigin() }, form: { token, stake: "50000" }, maxRedirects: 0 });
    expect(spun.status()).toBe(303);
    const notification = page.getByRole("dialog", { name: t(locale, "loyalty.notification.titles.level") });
    if (js) {
      // Any page: the notifications load on the first interaction, the level-up one opens on the dialog stack.
      await visit(page, localized(prefix, "/support"));
      await page.getByRole("heading", { level: 1 }).click();
      await expect(notification.getByTestId("loyalty-notification").locator("p")).toHaveText([name.levelUp, name.credit]);
      expect(await page.evaluate(() => (window as unknown as { played: Array<{ src: string; volume: number }> }).played)).toEqual([{ src: `${baseOrigin()}/sounds/loyalty-notification.wav`, volume: 0.5 }]);
      // Focus is on its button; Esc closes it (a click waits for two equal frames, which a loaded machine's full-screen blur can starve).
      await expect(notification.getByRole("button", { name: t(locale, "loyalty.notification.ok") })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(notification).toHaveCount(0);
      expect(errors).toEqual([]);
    } else {
      // Without JavaScript the loyalty page's own read shows it, in its server-rendered dialog.
      await visit(page, localized(prefix, "/profile/loyalty"));
      await expect(notification.getByTestId("loyalty-notification").locator("p")).toHaveText([name.levelUp, name.credit]);
      await expect(page.getByTestId("loyalty-level")).toHaveText(name.silver);
      await notification.getByRole("link", { name: t(locale, "loyalty.notification.ok") }).click();
      await expect(notification).toHaveCount(0);
    }
  });
}
