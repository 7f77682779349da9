import { type Page, expect, test } from "@playwright/test";
import { createPlayer, localized, locales, signIn, tf, visit } from "./support";

/**
 * Issue 39 items 1 and 8, as a player sees the tiles: home's rails show the catalogue's variety (no game leads two
 * of them), every tile one size with its thumbnail declared and lazy below the fold, and on the card of a game with
 * free spins the badge, the heart and the labels never overlap nor cut one another, from 320 to 1440 px.
 */

const DEMO_SLOT = "sandbox-golden-samarkand";
const NAV = { timeout: 15_000 };

/** The first six cards of each of home's rails: sysname, thumbnail and its attributes, the row's name. */
async function rails(page: Page) {
  return page.locator(".home-row").evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.querySelector("h2")?.textContent ?? "",
      cards: [...row.querySelectorAll<HTMLElement>(".game-card")].slice(0, 6).map((card) => {
        const img = card.querySelector("img");
        return { game: card.dataset.game ?? "", src: img?.getAttribute("src") ?? "", width: img?.getAttribute("width"), height: img?.getAttribute("height"), loading: img?.getAttribute("loading") };
      }),
    })),
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;

/** The parts of one card as laid out: thumb, badge, heart, name, provider; and whether a text is cut. */
async function cardParts(page: Page, sysname: string) {
  return page.locator(`.game-card[data-game="${sysname}"]`).first().evaluate((card) => {
    const box = (selector: string) => {
      const element = card.querySelector<HTMLElement>(selector);
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1, text: element.textContent ?? "" };
    };
    return { card: box(":scope > a")!, thumb: box(".game-card__thumb")!, badge: box(".game-card__freespins"), heart: box(".game-card__like"), name: box(".game-card__name")!, provider: box(".game-card__provider")! };
  });
}

for (const { locale, prefix } of locales) {
  test.describe(`game tiles (${locale})`, () => {
    test("the providers page prints each name once: the wordmark shows it, the caption counts the games", async ({ page }) => {
      await visit(page, localized(prefix, "/providers"));
      const tiles = page.locator(".provider-tile");
      expect(await tiles.count()).toBeGreaterThan(10);
      for (const tile of await tiles.all()) {
        const name = (await tile.locator(".visually-hidden").textContent())!;
        const count = (await tile.locator(".provider-tile__count").textContent())!;
        expect(count).toBe(tf(locale, "games.gamesCount", { count: Number(count.match(/\d+/)![0]) }));
        // What a player reads on the tile is the wordmark and the count; the link's name is both.
        await expect(tile.locator("img")).toBeVisible();
        await expect(tile.locator(".provider-tile__name")).toHaveCount(0);
        const hidden = (await tile.locator(".visually-hidden").boundingBox())!;
        expect(hidden.width * hidden.height, `${name} is not printed`).toBeLessThanOrEqual(1);
        await expect(tile).toHaveAccessibleName(`${name} ${count}`);
      }
    });

    test("home's rails: no game among the first six cards of two rails, every tile 288×192, lazy below the fold", async ({ page }) => {
      await visit(page, localized(prefix, "/"));
      const shown = await rails(page);
      expect(shown.length).toBeGreaterThanOrEqual(4);
      const leads = new Map<string, string>();
      const twice: string[] = [];
      for (const row of shown) {
        expect(row.cards.length, row.name).toBe(6);
        for (const card of row.cards) {
          const first = leads.get(card.game);
          if (first) twice.push(`${card.game}: ${first} and ${row.name}`);
          leads.set(card.game, row.name);
          expect(card.src, card.game).toBe(`/sandbox/media/games/${card.game}.svg`);
          expect([card.width, card.height], card.game).toEqual(["288", "192"]);
        }
        // A rail's thumbnails are as many pictures as cards.
        expect(new Set(row.cards.map((card) => card.src)).size, row.name).toBe(6);
      }
      expect(twice).toEqual([]);
      // Below the fold (every rail after the first screen), the thumbnails wait until scrolled to.
      const fold = page.viewportSize()!.height;
      const below = await page.locator(".home-row img").evaluateAll((images, fold) => images.filter((img) => img.getBoundingClientRect().top > fold).map((img) => img.getAttribute("loading")), fold);
      expect(below.length).toBeGreaterThan(0);
      expect(new Set(below)).toEqual(new Set(["lazy"]));
      // Every tile of the page one aspect ratio (3:2), whatever its column's width.
      const ratios = await page.locator(".home-row .game-card__thumb").evaluateAll((thumbs) => [...new Set(thumbs.map((thumb) => (thumb.getBoundingClientRect().width / thumb.getBoundingClientRect().height).toFixed(1)))]);
      expect(ratios).toEqual(["1.5"]);
    });

    test("the free-spins badge, the heart and the labels never overlap nor cut, at 320, 360, 768 and 1440 px", async ({ page }) => {
      test.slow(); // A sign-in and two pages at four widths on a shared machine.
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      const badge = tf(locale, locale === "uz" ? "freeSpins.badge_other" : "freeSpins.badge_many", { count: 10 });
      // The hall's search shows the demo slot (a new player's ten free spins); home shows it first in its slots rail.
      for (const path of ["/gamehall?query=samarkand", "/"]) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(localized(prefix, path), NAV);
        for (const width of [320, 360, 768, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          const parts = await cardParts(page, DEMO_SLOT);
          const where = `${path} at ${width} px`;
          expect(parts.badge?.text, where).toBe(badge);
          expect(parts.heart, where).not.toBeNull();
          const named = { badge: parts.badge!, heart: parts.heart!, name: parts.name, provider: parts.provider };
          const clashes = Object.entries(named).flatMap(([a, boxA], i) =>
            Object.entries(named)
              .slice(i + 1)
              .filter(([, boxB]) => overlaps(boxA, boxB))
              .map(([b]) => `${a} × ${b}`),
          );
          expect(clashes, where).toEqual([]);
          // Badge and heart on the picture, the labels under it, nothing cut.
          expect(inside(parts.badge!, parts.thumb), where).toBe(true);
          expect(inside(parts.heart!, parts.thumb), where).toBe(true);
          expect(parts.name.y, where).toBeGreaterThanOrEqual(parts.thumb.y + parts.thumb.height - 0.5);
          expect([parts.badge!.cut, parts.name.text.length > 0, parts.provider.text.length > 0], where).toEqual([false, true, true]);
        }
      }
    });
  });
}

/**
 * Issue 39 item 1 with the platform's own pictures (the sandbox's `photos` scenario, decision 073): the card shows
 * the description's 288×192 file with the item's larger one in its srcset and the grid's sizes, the first screen's
 * pictures loaded eagerly and the rest lazily, and a picture that fails (a 404) leaves the drawn fallback showing.
 */
for (const { locale, prefix } of locales) {
  test(`a hall of the platform's own pictures: srcset and sizes, lazy below the fold, a broken one falls back to the drawing (${locale})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "sandbox_scenario", value: "photos", url: baseURL! }]);
    await visit(page, localized(prefix, "/gamehall"));
    const cards = await page.locator(".game-card").evaluateAll((all) =>
      all.map((card) => {
        const img = card.querySelector("img")!;
        const { top } = card.getBoundingClientRect();
        return { game: (card as HTMLElement).dataset.game ?? "", src: img.getAttribute("src") ?? "", srcset: img.getAttribute("srcset"), sizes: img.getAttribute("sizes"), loading: img.getAttribute("loading"), alt: img.getAttribute("alt"), top };
      }),
    );
    expect(cards.length).toBeGreaterThan(6);
    // The sandbox's pictures are on the site's own origin here (its pages origin is "").
    for (const card of cards) {
      const file = card.src.includes("/photos/missing-") ? "missing" : card.game.replace(/-x\d+$/, "");
      expect(card.src, card.game).toBe(`/sandbox/media/photos/${file}-288.svg`);
      expect(card.srcset, card.game).toBe(`/sandbox/media/photos/${file}-288.svg 288w, /sandbox/media/photos/${file}-576.svg 576w`);
      expect(card.sizes, card.game).toBe("(min-width: 1280px) 256px, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw");
      expect(card.alt, card.game).toBe("");
    }
    // Below the first screen every picture waits to be scrolled to.
    const viewport = page.viewportSize()!;
    const below = cards.filter((card) => card.top > viewport.height);
    expect(below.length).toBeGreaterThan(0);
    for (const card of below) expect(card.loading, card.game).toBe("lazy");

    // The first picture that is not the broken one is one of its two files, loaded.
    const index = cards.findIndex((card) => !card.src.includes("/photos/missing-"));
    expect(cards[index]!.top).toBeLessThan(viewport.height);
    const first = page.locator(".game-card img").nth(index);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const chosen = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect([cards[index]!.src, cards[index]!.src.replace(/-288\.svg$/, "-576.svg")]).toContain(chosen);

    // The broken picture (a 404): nothing of it shows (alt ""), the card's drawn fallback does, and its name stays.
    const broken = page.locator('.game-card:has(img[src*="/photos/missing-"])');
    await expect(broken).toHaveCount(1);
    await broken.scrollIntoViewIfNeeded();
    await expect.poll(() => broken.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    const fallback = await broken.locator(".game-card__thumb").evaluate((thumb) => getComputedStyle(thumb).backgroundImage);
    expect(fallback).toMatch(/^url\("data:image\/svg\+xml,.*linear-gradient\(/);
    // The failed picture's own box (its ::after, which only a broken image draws) is the same drawing over the
    // whole picture, so the browser's broken-image mark does not show over it.
    const cover = await broken.locator("img").evaluate((img) => {
      const after = getComputedStyle(img, "::after");
      const box = img.getBoundingClientRect();
      // Computed lengths are rounded to 3 decimals, layout boxes are not: both to a tenth of a pixel.
      const px = (value: number) => Math.round(value * 10) / 10;
      return { content: after.content, background: after.backgroundImage, position: after.position, width: px(parseFloat(after.width)), height: px(parseFloat(after.height)), img: { width: px(box.width), height: px(box.height) } };
    });
    expect(cover).toEqual({ content: '""', background: fallback, position: "absolute", width: cover.img.width, height: cover.img.height, img: cover.img });
    await expect(broken.locator(".game-card__name")).not.toBeEmpty();
  });
}
