import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docs, getDb } from "../../mocks/db/store";
import { slotTexts } from "../../mocks/pages/game";
import { sandboxPages } from "../../mocks/pages/router";
import { DEMO_SLOT } from "../../mocks/seed/catalog";

/**
 * Issue 29 item 4: the sandbox's pictures are drawings, not placeholders. The loyalty shop's rewards, the sign-up
 * characters, tournaments, jackpots and the payment methods carry no words or numbers (the site names each in the
 * page's language beside it), and the demo slot is a slot with reels that speaks the page's language.
 */
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use("/sandbox", sandboxPages());
  server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

/** The pictures the seed names for the loyalty shop, the characters, tournaments, jackpots and payment methods. */
function seededPictures(): string[] {
  const db = getDb();
  const urls = [
    ...docs<{ image_url: string }>(db, "product").map((p) => p.image_url),
    ...docs<{ image_url: string }>(db, "character").map((c) => c.image_url),
    ...docs<{ image_url: string }>(db, "tournament").map((t) => t.image_url),
    ...docs<{ image: string }>(db, "jackpot").map((j) => j.image),
    ...docs<{ description: { icon: string } }>(db, "payment_method").map((m) => m.description.icon),
  ];
  return [...new Set(urls)];
}

describe("the sandbox's pictures", () => {
  it("draws every seeded reward, character, tournament, jackpot and payment mark without words or numbers", async () => {
    const pictures = seededPictures();
    expect(pictures.length).toBe(4 + 4 + 4 + 3 + 5);
    const drawnDifferently = new Set<string>();
    for (const url of pictures) {
      const answer = await fetch(`${origin}${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("content-type"), url).toMatch(/^image\/svg\+xml/);
      const body = await answer.text();
      // No <text> at all: no "1", "2", no TIGER, no UZCARD.
      expect(body, url).not.toMatch(/<text\b/);
      expect(body, url).toMatch(/<path\b/);
      drawnDifferently.add(body.replace(/id="[^"]*"|url\(#[^)]*\)/g, ""));
    }
    // Each character and each kind of reward is a drawing of its own.
    expect(drawnDifferently.size).toBeGreaterThanOrEqual(pictures.length - 2);
  });

  for (const locale of ["uz", "ru"] as const) {
    it(`shows the demo slot as reels with its words in ${locale}, and keeps the language after a spin`, async () => {
      const text = slotTexts[locale];
      const html = await (await fetch(`${origin}/sandbox/game/${DEMO_SLOT}?mode=demo&locale=${locale}`)).text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toMatch(/<svg class="slot__reels"/);
      expect(html).toContain(`<p class="note">${text.demo}</p>`);
      expect(html).toContain(`<button type="submit" class="slot__spin">${text.spin}</button>`);
      expect(html).toContain(`<label>${text.stake} <input`);
      expect(html).not.toMatch(/\b(?:Stake|Spin|demo mode|fun balance)\b/);

      const spun = await fetch(`${origin}/sandbox/game/${DEMO_SLOT}/spin`, { method: "POST", body: new URLSearchParams({ mode: "demo", stake: "1000", locale }), redirect: "manual" });
      expect(spun.status).toBe(303);
      const back = new URL(spun.headers.get("location")!, origin);
      expect(back.searchParams.get("locale")).toBe(locale);
      const after = await (await fetch(back)).text();
      const win = back.searchParams.get("win")!;
      expect(after).toContain(`<p class="result" role="status">${text.result("1,000", `<strong>${win}</strong>`)}</p>`);
    });
  }
});
