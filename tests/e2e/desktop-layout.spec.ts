import { type Locator, type Page, expect, test } from "@playwright/test";
import { loadedAxe, seriousIds } from "./axe";
import { type Locale, createPlayer, locales, localized, signIn, t, tf, visit } from "./support";

/**
 * Issue 39 items 2 and 4: banners and promotions each with their own art and call to action; the desktop pages
 * that use their width at 1440 px (deposit, loyalty, a promotion, a tournament, home's teasers, the profile's
 * sections), one vertical rhythm (no heading within 12 px of the block above), and the same pages whole at 360 and
 * 320 px, without sideways scrolling, also without JavaScript.
 */

type Who = "guest" | "player";
const pages: ReadonlyArray<{ name: string; path: string; who: Who }> = [
  { name: "deposit form", path: "/cashier/deposit/uzcard", who: "player" },
  { name: "loyalty", path: "/loyalty", who: "player" },
  { name: "promotion", path: "/promotions/1", who: "guest" },
  { name: "tournament", path: "/tournaments/1", who: "player" },
  { name: "home", path: "/", who: "player" },
  { name: "profile", path: "/profile", who: "player" },
];

const desktop = () => test.info().project.name === "desktop";

async function asPlayer(page: Page, locale: Locale) {
  const player = await createPlayer(page.request, { locale, balance: 500_000 });
  await signIn(page.request, player);
  // The sign-in's notices (a toast, the after-login dialogs) belong to its first page, not to these.
  await page.context().addCookies([{ name: "analytics_consent", value: "denied", url: test.info().project.use.baseURL! }]);
}

/**
 * The headings of the page's content that sit closer than `min` px under the block above them: for each visible
 * heading, the lowest bottom edge of what comes before it in the document (not its own ancestors), overlaps it
 * horizontally and is not fixed to the screen. An empty list is the pass.
 */
async function crampedHeadings(page: Page, min = 12): Promise<string[]> {
  return page.locator("main").evaluate((main, limit) => {
    const fixed = (element: Element) => {
      for (let node: Element | null = element; node && node !== main; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return element.checkVisibility() && box.width > 1 && box.height > 1;
    };
    const everything = [...main.querySelectorAll("*")].filter((element) => shown(element) && !fixed(element));
    const found: string[] = [];
    for (const heading of main.querySelectorAll("h1, h2, h3, h4, caption")) {
      if (!shown(heading) || fixed(heading)) continue;
      const box = heading.getBoundingClientRect();
      let above = -Infinity;
      for (const element of everything) {
        if (element.contains(heading) || heading.contains(element)) continue;
        if (!(element.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
        const other = element.getBoundingClientRect();
        if (other.right <= box.left || other.left >= box.right) continue;
        above = Math.max(above, other.bottom);
      }
      if (above > -Infinity && box.top - above < limit) found.push(`${heading.tagName.toLowerCase()} "${heading.textContent?.trim().slice(0, 40)}" ${Math.round(box.top - above)} px under the block above`);
    }
    return found;
  }, min);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element is on the page").not.toBeNull();
  return box!;
}

test.describe("one vertical rhythm, whole at every width (issue 39 item 4)", () => {
  for (const { locale, prefix } of locales) {
    for (const { name, path, who } of pages) {
      test(`${name}: no heading touches the block above, nothing scrolls sideways (${locale})`, async ({ page }) => {
        if (who === "player") await asPlayer(page, locale);
        await visit(page, localized(prefix, path));
        await expect(page.locator("main h1")).toBeVisible();
        expect(await crampedHeadings(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
        if (!desktop()) {
          await page.setViewportSize({ width: 320, height: 740 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
          expect(await crampedHeadings(page)).toEqual([]);
        } else if (locale === "uz") {
          expect(seriousIds(await (await loadedAxe(page)).analyze())).toEqual([]);
        }
      });
    }
  }
});

test.describe("desktop pages that use their width at 1440 px (issue 39 item 4)", () => {
  test.skip(() => !desktop(), "the desktop layout");

  for (const { locale, prefix } of locales) {
    test(`the deposit form beside the method's details and the latest deposits (${locale})`, async ({ page }) => {
      await asPlayer(page, locale);
      await visit(page, localized(prefix, "/cashier/deposit/uzcard"));
      const form = page.locator("form.deposit__form");
      const details = page.getByRole("region", { name: t(locale, "deposit.details.title") });
      const recent = page.getByRole("region", { name: t(locale, "deposit.recent.title") });
      const [formBox, detailsBox, recentBox] = await Promise.all([boxOf(form), boxOf(details), boxOf(recent)]);
      expect(detailsBox.x, "the details right of the form").toBeGreaterThanOrEqual(formBox.x + formBox.width);
      expect(Math.abs(detailsBox.y - formBox.y), "the details level with the form's top").toBeLessThan(2);
      expect(recentBox.y, "the latest deposits under the details").toBeGreaterThan(detailsBox.y + detailsBox.height);
      expect(formBox.width + detailsBox.width, "the two columns fill the page").toBeGreaterThan(1100);
      const sum = locale === "ru" ? "от 10,000 сум до 20,000,000 сум" : "10,000 so‘m dan 20,000,000 so‘m gacha";
      await expect(details.locator("dl")).toHaveText(
        `${t(locale, "deposit.details.limits")}${sum}${t(locale, "deposit.details.currency")}UZS${t(locale, "deposit.details.flow")}${t(locale, "deposit.flow.redirect")}`,
      );
      // A new player has made none yet; the way to the whole history is there.
      await expect(recent).toHaveText(`${t(locale, "deposit.recent.title")}${t(locale, "deposit.recent.empty")}${t(locale, "deposit.recent.all")}`);
      await expect(recent.getByRole("link", { name: t(locale, "deposit.recent.all") })).toHaveAttribute("href", localized(prefix, "/cashier/history"));
    });

    test(`loyalty: the level card and the whole tier ladder across the page, programmes as cards (${locale})`, async ({ page }) => {
      await asPlayer(page, locale);
      await visit(page, localized(prefix, "/loyalty"));
      const content = await boxOf(page.locator("main .page__header"));
      const status = await boxOf(page.getByTestId("loyalty-status"));
      const tiers = page.getByRole("region", { name: t(locale, "loyalty.tiers") }).getByRole("listitem");
      await expect(tiers).toHaveCount(4);
      const cards = await Promise.all([0, 1, 2, 3].map((i) => boxOf(tiers.nth(i))));
      expect(new Set(cards.map((card) => Math.round(card.y))).size, "one row").toBe(1);
      const right = cards[3]!.x + cards[3]!.width;
      expect(Math.abs(status.width - (right - cards[0]!.x)), "the level card as wide as the ladder").toBeLessThan(2);
      expect(right - cards[0]!.x, "the ladder spans the page").toBeGreaterThan(content.width - 2);
      const programmes = page.getByRole("region", { name: t(locale, "loyalty.programs") }).getByRole("listitem");
      await expect(programmes).toHaveCount(1);
      await expect(programmes.getByRole("heading", { level: 3 })).toHaveText(locale === "ru" ? "Клуб Omad" : "Omad klubi");
      await expect(programmes.getByRole("link", { name: t(locale, "loyalty.programMore") })).toHaveAttribute("href", localized(prefix, "/loyalty/main"));
    });

    test(`a promotion: its art beside its text, call to action and terms (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/promotions/1"));
      const art = await boxOf(page.locator(".promo-article__image"));
      const terms = page.getByRole("region", { name: t(locale, "promotions.terms") });
      const termsBox = await boxOf(terms);
      expect(termsBox.x, "the terms right of the art").toBeGreaterThanOrEqual(art.x + art.width);
      expect(termsBox.y, "the terms beside the art, not under it").toBeLessThan(art.y + art.height);
      expect(art.width, "the art takes more than half the row").toBeGreaterThan(640);
      // A guest's call to action for a deposit offer is the sign-up.
      await expect(page.locator(".promo-article__actions")).toHaveText(t(locale, "offers.actions.signUp"));
    });

    test(`a tournament: the leaderboard beside the prizes, the games across (${locale})`, async ({ page }) => {
      await asPlayer(page, locale);
      await visit(page, localized(prefix, "/tournaments/1"));
      const board = await boxOf(page.getByRole("region", { name: t(locale, "tournaments.leaderboard") }));
      const prizes = page.getByRole("region", { name: t(locale, "tournaments.prizes") });
      const prizesBox = await boxOf(prizes);
      expect(prizesBox.x, "the prizes right of the leaderboard").toBeGreaterThanOrEqual(board.x + board.width);
      expect(Math.abs(prizesBox.y - board.y)).toBeLessThan(2);
      const sum = (n: string) => (locale === "ru" ? `${n} сум` : `${n} so‘m`);
      await expect(prizes.getByRole("listitem")).toHaveText([
        `${tf(locale, "tournaments.prizePlace", { place: 1 })} ${sum("25,000,000")}`,
        `${tf(locale, "tournaments.prizePlace", { place: 2 })} ${sum("15,000,000")}`,
        `${tf(locale, "tournaments.prizePlace", { place: 3 })} ${sum("10,000,000")}`,
      ]);
      const games = page.getByRole("region", { name: t(locale, "tournaments.games") });
      const cards = games.locator(".game-grid > *");
      await expect(cards).toHaveCount(6);
      const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size, "the six games in one row").toBe(1);
      await expect(games.getByRole("link", { name: new RegExp(`^${t(locale, "tournaments.allGames")}`) })).toHaveAttribute("href", localized(prefix, "/tournaments/1/gamehall"));
    });

    test(`home: the jackpot and tournament teasers filled to the bottom, as tall as the winners (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/"));
      for (const teaser of [page.locator(".teaser--jackpot"), page.locator(".teaser--tournament")]) {
        const box = await boxOf(teaser);
        const art = await boxOf(teaser.locator(".teaser__art"));
        expect(box.y + box.height - (art.y + art.height), "the art reaches the card's bottom").toBeLessThan(2);
        expect(art.height, "the art fills the card's free space").toBeGreaterThan(100);
        await expect(teaser.locator(".teaser__art")).toHaveJSProperty("complete", true);
      }
    });

    test(`profile: the sections one column beside the page (${locale})`, async ({ page }) => {
      await asPlayer(page, locale);
      await visit(page, localized(prefix, "/profile"));
      const links = page.getByRole("navigation", { name: t(locale, "pages.profile.title") }).locator(".area__tab");
      await expect(links).toHaveCount(11);
      const boxes = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((box) => Math.round(box.left))).size, "one column").toBe(1);
      expect(new Set(boxes.map((box) => Math.round(box.width))).size, "of one width").toBe(1);
      const heading = await boxOf(page.locator("main h1"));
      expect(heading.x, "the page right of the column").toBeGreaterThan(boxes[0]!.right);
    });
  }
});

test.describe("banners and promotions with their own art and call to action (issue 39 item 2)", () => {
  test.skip(() => test.info().project.name === "phone", "the desktop and the phone without JavaScript");

  for (const { locale, prefix } of locales) {
    test(`every promotion card ends in its call to action, a real link (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/promotions"));
      const cards = page.locator(".promo-card");
      await expect(cards).toHaveCount(6);
      const ctas = cards.locator(".promo-card__actions");
      const deposit = locale === "ru" ? "Пополнить счёт" : "Hisobni to‘ldirish";
      const hall = locale === "ru" ? "В игровой зал" : "O‘yinlar zaliga";
      const code = locale === "ru" ? "Ввести промокод" : "Promokodni kiritish";
      const sport = locale === "ru" ? "Ставки на спорт" : "Sport tikishlari";
      const more = t(locale, "promotions.more");
      await expect(ctas).toHaveText([deposit, hall, code, sport, more, more]);
      const hrefs = await ctas.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(["/cashier/deposit?offer=101", "/gamehall", "/offers/102", "/betting", "/promotions/5", "/promotions/6"].map((path) => localized(prefix, path)));
      // A link followed is a page that answers (the deposit one sends a guest to sign in first).
      for (const href of hrefs.slice(1)) expect((await page.request.get(href!)).status(), href!).toBe(200);
    });

    test(`home's banners each say what they lead to (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/"));
      const banners = page.getByRole("region", { name: t(locale, "home.banners") }).getByRole("link");
      await expect(banners).toHaveCount(3);
      await expect(banners.locator(".banner__action")).toHaveText(Array(3).fill(t(locale, "promotions.more")));
    });

    test(`no two banners, promotions or tournaments share a picture, and none prints text (${locale})`, async ({ page }) => {
      const sources = new Set<string>();
      for (const path of ["/", "/promotions", "/tournaments", "/gamehall"]) {
        await visit(page, localized(prefix, path));
        const found = await page.locator(".banner img, .promo-card__image, .tournament-card__image").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
        for (const src of found) sources.add(src);
      }
      // 3 home banners + 1 hall banner, 6 promotions, 4 tournaments.
      expect(sources.size).toBe(14);
      const bodies = await Promise.all([...sources].map(async (src) => (await page.request.get(src)).text()));
      expect(new Set(bodies).size, "each its own drawing").toBe(bodies.length);
      for (const body of bodies) {
        expect(body).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
        expect(body).not.toMatch(/<text\b/);
      }
    });
  }
});
