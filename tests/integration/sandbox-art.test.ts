import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docs, getDb, sql } from "../../mocks/db/store";
import { slotTexts, sportsbookTexts } from "../../mocks/pages/game";
import { sandboxPages } from "../../mocks/pages/router";
import { DEMO_SLOT, SPORTSBOOK } from "../../mocks/seed/catalog";

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

  for (const locale of ["uz", "ru"] as const) {
    it(`shows the demo sportsbook in ${locale}: its words, a bet placed and settled, no English`, async () => {
      const text = sportsbookTexts[locale];
      const guest = await (await fetch(`${origin}/sandbox/sportsbook?locale=${locale}`)).text();
      expect(guest).toContain(`<html lang="${locale}">`);
      expect(guest).toContain(`<h1>${text.title}</h1><p class="note">${text.signIn}</p>`);
      expect(guest).toContain(`<th>${text.match}</th><th>1</th><th>X</th><th>2</th>`);
      expect(guest).toContain(`<p class="note">${text.eachButton}</p>`);

      // A player's launch of the sportsbook, as games.get makes it.
      const db = getDb();
      const { uid } = sql(db, "SELECT uid FROM players WHERE login = ?").get("demo@omad.test") as { uid: number };
      const token = `art-${locale}-${Date.now()}`;
      sql(db, "INSERT INTO launches (token, uid, game, created_at, session_id) VALUES (?, ?, ?, ?, ?)").run(token, uid, SPORTSBOOK, Date.now(), null);
      const form = await (await fetch(`${origin}/sandbox/sportsbook?token=${token}&locale=${locale}`)).text();
      const [, event, selection] = /name="event" value="([^"]+)"><input type="hidden" name="selection" value="([^"]+)"/.exec(form) ?? [];
      expect(event).toBeDefined();
      const post = (action: string, fields: Record<string, string>) =>
        fetch(`${origin}/sandbox/sportsbook/${action}`, { method: "POST", body: new URLSearchParams({ token, locale, ...fields }), redirect: "manual" });
      const placed = await post("bet", { event: event!, selection: selection!, stake: "10000" });
      expect(placed.status).toBe(303);
      const afterBet = new URL(placed.headers.get("location")!, origin);
      expect(afterBet.searchParams.get("locale")).toBe(locale);
      const betPage = await (await fetch(afterBet)).text();
      const betId = /#(\d+)<\/td>/.exec(betPage)?.[1];
      expect(betPage).toContain(`<p class="result" role="status">${text.placed(Number(betId))}</p>`);
      expect(betPage).toContain(`<h2>${text.yourBets}</h2>`);
      expect(betPage).toContain(`<td>${text.status.pending}</td>`);
      const settled = await post("settle", {});
      const settledPage = await (await fetch(new URL(settled.headers.get("location")!, origin))).text();
      expect(settledPage).toMatch(new RegExp(`<p class="result" role="status">${text.settled(1).replace(/\d+$/, "\\d+")}</p>`));
      expect(settledPage).toMatch(new RegExp(`<td>(?:${text.status.won}|${text.status.lost})</td>`));
      for (const page of [guest, form, betPage, settledPage]) {
        expect(page).not.toMatch(/\b(?:Sportsbook|Match|Balance|Sign in|Each button|Your bets|Settle|placed|settled|pending|won|lost)\b/);
      }
    });
  }
});
