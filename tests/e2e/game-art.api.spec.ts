import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { locales, localized } from "./support";

/**
 * Issue 39 item 1, over the whole sandbox catalogue as the hall lists it: every game's thumbnail is a picture of its
 * own (no two the same bytes), prints no text (the card's caption names the game), has one size (288×192, declared),
 * is small and cacheable; each provider has a wordmark of its own.
 */

/** Every card of the hall (sysname, thumbnail address), read from its pages: `?page=N` renders pages N-3..N. */
async function hallCards(request: Parameters<Parameters<typeof test>[2]>[0]["request"], prefix: string) {
  const cards = new Map<string, string>();
  let total = 0;
  for (let page = 4; page === 4 || cards.size < total; page += 4) {
    const html = await (await request.get(localized(prefix, `/gamehall?page=${page}`))).text();
    total = Math.max(...(html.match(/class="lobby__count">([^<]*)</)?.[1]?.match(/[\d,]+/g) ?? ["0"]).map((number) => Number(number.replace(/,/g, ""))));
    for (const [, sysname, src] of html.matchAll(/<article class="game-card" data-game="([^"]+)"[^>]*><a [^>]*><span class="game-card__thumb"><img src="([^"]+)"/g)) cards.set(sysname!, src!);
    expect(page, "the hall's pages run out before its total").toBeLessThan(40);
  }
  return { cards, total };
}

for (const { locale, prefix } of locales) {
  test(`every sandbox game has a thumbnail of its own, without text, one size (${locale})`, async ({ request }) => {
    test.slow(); // Some 320 pictures on a shared machine.
    const { cards, total } = await hallCards(request, prefix);
    expect(total).toBeGreaterThan(300);
    expect(cards.size).toBe(total);

    const byHash = new Map<string, string>();
    const sizes: number[] = [];
    const problems: string[] = [];
    for (const [sysname, src] of cards) {
      const answer = await request.get(src);
      expect(answer.status(), src).toBe(200);
      expect(answer.headers()["content-type"], src).toMatch(/^image\/svg\+xml/);
      expect(answer.headers()["cache-control"], src).toMatch(/public, max-age=\d{4,}/);
      const body = await answer.text();
      sizes.push(Buffer.byteLength(body));
      // No words of any kind: no text elements, no fonts, no glyphs, not the game's name anywhere (aria-label…).
      if (/<(?:text|tspan|textPath|font|glyph)\b|font-family|aria-label/i.test(body)) problems.push(`${sysname}: prints text`);
      const name = sysname.replace(/^[a-z]+-/, "").replace(/-\d+$/, "").replace(/-/g, " ");
      if (body.toLowerCase().includes(name)) problems.push(`${sysname}: names itself`);
      // One aspect ratio for every tile, its size declared.
      if (!body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="288" height="192" viewBox="0 0 288 192"')) problems.push(`${sysname}: not 288×192`);
      if (!/<path\b/.test(body)) problems.push(`${sysname}: no drawing`);
      const hash = createHash("sha256").update(body).digest("hex");
      const twin = byHash.get(hash);
      if (twin) problems.push(`${sysname}: the same picture as ${twin}`);
      byHash.set(hash, sysname);
    }
    expect(problems).toEqual([]);
    expect(byHash.size).toBe(total);
    // Small: a few kilobytes each before compression (the figures are in the report of decision 073).
    expect(Math.max(...sizes)).toBeLessThan(4500);
    expect(sizes.reduce((sum, size) => sum + size, 0) / sizes.length).toBeLessThan(3072);
  });
}

test("every provider has a wordmark of its own, in the 5:3 of the providers page's tiles", async ({ request }) => {
  const html = await (await request.get("/providers")).text();
  const marks = [...html.matchAll(/data-provider="([^"]+)"[^>]*><img src="([^"]+)" alt="" width="120" height="72"/g)];
  expect(marks.length).toBeGreaterThan(10);
  const bodies = new Set<string>();
  for (const [, sysname, src] of marks) {
    const answer = await request.get(src!);
    expect(answer.status(), sysname).toBe(200);
    const body = await answer.text();
    expect(body, sysname).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="200" height="120" viewBox="0 0 200 120"/);
    // A drawn mark beside the name.
    expect(body, sysname).toMatch(/<path\b|<rect x/);
    bodies.add(body);
  }
  expect(bodies.size).toBe(marks.length);
});

test("every thumbnail and wordmark is well-formed SVG that a browser draws at its size", async ({ page, request }) => {
  test.slow(); // Some 340 pictures decoded on a shared machine.
  const { cards } = await hallCards(request, "");
  const providers = [...(await (await request.get("/providers")).text()).matchAll(/data-provider="[^"]+"[^>]*><img src="([^"]+)"/g)].map((match) => match[1]!);
  expect(providers.length).toBeGreaterThan(10);
  await page.goto("/healthz");
  const broken = await page.evaluate(async (urls) => {
    const out: string[] = [];
    for (const url of urls) {
      const text = await (await fetch(url)).text();
      if (new DOMParser().parseFromString(text, "image/svg+xml").querySelector("parsererror")) out.push(`${url}: not well-formed`);
      const image = new Image();
      image.src = url;
      await image.decode().catch(() => out.push(`${url}: not drawn`));
      if (!image.naturalWidth) out.push(`${url}: no size`);
    }
    return out;
  }, [...cards.values(), ...providers]);
  expect(broken).toEqual([]);
});
