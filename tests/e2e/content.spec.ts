import { expect, test, type Page } from "@playwright/test";
import { checkLayout } from "./axe";
import { locales, localized, t, visit } from "./support";

/**
 * Issue 18 items 5 and 6 (decision 037): a content page's rich text as the player reads it, with nothing of the
 * script, handlers or style the content carried; the operator's custom code running once under the CSP; the
 * sprite page with its external icons, sanitised. uz on the desktop and without JavaScript, ru on the phone.
 */


const terms = {
  uz: {
    title: "Foydalanish shartlari",
    headings: ["Umumiy qoidalar", "Hisob va to‘lovlar", "Mas’uliyatli o‘yin"],
    first: "Saytdan foydalanish uchun 18 yoshdan katta bo‘lishingiz kerak. Har bir o‘yinchi faqat bitta hisob ochishi mumkin.",
    list: ["Depozit darhol hisobga tushadi.", "Pul yechish 24 soat ichida ko‘rib chiqiladi.", "Bonuslar aylantirish shartlari bilan beriladi."],
    steps: ["Hisobingizni tasdiqlang.", "To‘lov usulini tanlang."],
    caption: "To‘lov chegaralari",
    rows: [["Amal", "Eng kam", "Eng ko‘p"], ["Depozit", "10,000 so‘m", "50,000,000 so‘m"], ["Pul yechish", "20,000 so‘m", "30,000,000 so‘m"]],
    last: "Chegaralarni mas’uliyatli o‘yin sahifasida qo‘ying. Yordam: GamCare. Batafsil",
    link: ["mas’uliyatli o‘yin", "/responsible-game"],
    alt: "Omad aksiyalari",
    unlinked: "Batafsil",
  },
  ru: {
    title: "Условия использования",
    headings: ["Общие правила", "Счёт и платежи", "Ответственная игра"],
    first: "Пользоваться сайтом могут лица старше 18 лет. Каждый игрок может открыть только один счёт.",
    list: ["Депозит зачисляется сразу.", "Вывод рассматривается в течение 24 часов.", "Бонусы выдаются с условиями отыгрыша."],
    steps: ["Подтвердите счёт.", "Выберите способ оплаты."],
    caption: "Лимиты платежей",
    rows: [["Операция", "Минимум", "Максимум"], ["Депозит", "10,000 сум", "50,000,000 сум"], ["Вывод", "20,000 сум", "30,000,000 сум"]],
    last: "Лимиты задаются на странице ответственной игры. Помощь: GamCare. Подробнее",
    link: ["ответственной игры", "/ru/responsible-game"],
    alt: "Акции Omad",
    unlinked: "Подробнее",
  },
} as const;

/** Scripts of the content or of an icon that ran, and what the operator's custom code left (with JavaScript). */
function traces(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __contentScriptRan?: string; __iconScriptRan?: string; __omadCustomCode?: number; dataLayer?: Array<{ event?: string }> };
    return {
      content: w.__contentScriptRan ?? null,
      icon: w.__iconScriptRan ?? null,
      customHead: w.__omadCustomCode ?? 0,
      customEnd: document.documentElement.dataset.customCodeEnd ?? null,
      disabled: document.documentElement.dataset.disabledCode ?? null,
      events: (w.dataLayer ?? []).map((entry) => entry.event),
    };
  });
}

for (const { locale, prefix } of locales) {
  test(`a content page shows its rich text and runs none of its scripts; the custom code runs once (${locale})`, async ({ page }) => {
    const js = test.info().project.use.javaScriptEnabled !== false;
    if (!js) await page.setViewportSize({ width: 320, height: 740 });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const text = terms[locale];
    await visit(page, localized(prefix, "/terms"));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    const prose = page.locator(".prose");
    await expect(prose.getByRole("heading")).toHaveText([...text.headings]);
    await expect(prose.getByRole("heading", { level: 2 })).toHaveText(text.headings.slice(0, 2));
    await expect(prose.locator("p")).toHaveText([text.first, text.last]);
    await expect(prose.locator("ul > li")).toHaveText([...text.list]);
    await expect(prose.locator("ol > li")).toHaveText([...text.steps]);
    const table = prose.getByRole("table", { name: text.caption });
    await expect(table.getByRole("row")).toHaveText(text.rows.map((cells) => cells.join("")));
    await expect(table.getByRole("columnheader")).toHaveText([...text.rows[0]]);
    await expect(prose.getByRole("link", { name: text.link[0] })).toHaveAttribute("href", text.link[1]);
    const help = prose.getByRole("link", { name: "GamCare" });
    await expect(help).toHaveAttribute("href", "https://www.gamcare.org.uk/");
    await expect(help).toHaveAttribute("rel", "noopener noreferrer nofollow");
    // The `javascript:` link is left as its words (`text.last` ends with them), not a link, and no `<a>` without an
    // address is left behind (issue 29); the picture is there, described.
    await expect(prose.getByRole("link")).toHaveCount(2);
    await expect(prose.locator("a")).toHaveCount(2);
    expect(text.last.endsWith(` ${text.unlinked}`)).toBe(true);
    await expect(prose.getByRole("img", { name: text.alt })).toBeVisible();
    // Nothing of what the content carried reached the document.
    await expect(page.locator(".prose script, .prose [style], .prose [onclick], .prose [onload], .prose [href^='javascript' i]")).toHaveCount(0);
    // The fixed, full-screen style the content asked for did not apply: the page's own heading is on top.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    if (js) {
      // The content's script and handlers never ran; the operator's enabled entries ran once each, the disabled one never.
      await expect.poll(() => traces(page)).toEqual({ content: null, icon: null, customHead: 1, customEnd: "1", disabled: null, events: ["omad.init", "omad.pageview"] });
      // A client-side navigation keeps them: nothing runs again.
      await page.getByRole("contentinfo").getByRole("link", { name: t(locale, "footer.about") }).click();
      await expect(page).toHaveURL(localized(prefix, "/about"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale === "uz" ? "Biz haqimizda" : "О нас");
      expect(await traces(page)).toEqual({ content: null, icon: null, customHead: 1, customEnd: "1", disabled: null, events: ["omad.init", "omad.pageview"] });
      expect(violations).toEqual([]);
    } else {
      // Without JavaScript the enabled entries are in the document all the same (server-rendered), the disabled one not.
      await expect(page.locator('meta[name="yandex-verification"]')).toHaveCount(1);
      expect(await page.content()).not.toContain("disabledCode");
    }
    await checkLayout(page, locale);
  });

  test(`the sprite page shows the site's icons and the configured ones, external svg sanitised (${locale})`, async ({ page }) => {
    const js = test.info().project.use.javaScriptEnabled !== false;
    if (!js) await page.setViewportSize({ width: 320, height: 740 });
    await visit(page, localized(prefix, "/_icons"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.icons.title"));
    const names = await page.locator(".icon-sheet__item code").allTextContents();
    expect(names.slice(-3)).toEqual(["cashback", "vip", "support"]);
    expect(names).not.toContain("banner");
    for (const name of ["cashback", "vip"]) {
      const icon = page.locator(`[data-icon="${name}"][data-kind="external"] svg`);
      await expect(icon).toBeVisible();
      const box = await icon.boundingBox();
      expect(box && Math.round(box.width)).toBe(32);
    }
    await expect(page.locator('[data-icon="support"][data-kind="own"] svg')).toBeVisible();
    await expect(page.locator("[data-icon='vip'] :is(script, foreignObject, image, a, [onload], [style])")).toHaveCount(0);
    await expect(page.locator("[data-icon='vip'] path#icon-vip-crown")).toHaveAttribute("fill", "#ffc83d");
    if (js) expect((await traces(page)).icon).toBeNull();
    await checkLayout(page, locale);
  });
}
