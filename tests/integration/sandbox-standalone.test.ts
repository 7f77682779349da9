import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, ledgerMismatches } from "../../mocks/db/store";
import { startStandaloneSandbox } from "../../mocks/standalone";
import { CookieJar, apiFor, playerJourney } from "./journey";

let server: Server;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startStandaloneSandbox(port, "127.0.0.1", origin);
});

afterAll(() => {
  server.close();
});

describe("the standalone sandbox over HTTP", () => {
  it("registers, deposits through the payment page, spins the demo slot; balances add up", async () => {
    const { uid, info } = await playerJourney(origin, origin);
    expect(info.balance_main.amount).toBeGreaterThan(0);
    expect(ledgerMismatches(getDb(), uid)).toEqual([]);
  });

  it("serves remote configuration with every flag for both locales, and absolute page URLs", async () => {
    for (const locale of ["uz", "ru"]) {
      const config = (await (await fetch(`${origin}/nfx/cms-config/${locale}`)).json()) as Record<string, unknown>;
      expect(Object.keys(config)).toEqual(expect.arrayContaining(["logo", "functionalSettings", "validator", "loader", "popupFallbacks", "auth", "withdrawErrorButtons", "liveChat", "seo"]));
    }
    const lobby = await apiFor(origin, new CookieJar()).games.get({ count: 1 });
    expect(lobby.items[0]?.image_url).toMatch(new RegExp(`^${origin}/sandbox/media/games/`));
  });

  it("a bet history export downloads from the signed link on the sandbox's own origin, without the player's cookie", async () => {
    const jar = new CookieJar();
    const api = apiFor(origin, jar);
    await api.auth.register({ login: `export${Date.now()}@omad.test`, password: "secret12", currency: "UZS", terms: 1 });
    const day = new Date().toLocaleDateString("sv");
    const made = await api.games.createHistoryExportRequest({ date_from: day, date_to: day, idempotency_key: `standalone-${Date.now()}` });
    expect((await fetch(`${origin}/sandbox/exports/${made.id}/ready`, { method: "POST" })).status).toBe(200);
    const [ready] = await api.games.getHistoryExportRequest();
    expect(ready).toMatchObject({ id: made.id, status: "ready" });
    expect(ready!.url).toMatch(new RegExp(`^${origin}/sandbox/export/${made.id}\\.csv\\?expires=\\d+&signature=`));
    // The site's page links straight to it; the browser that opens it carries no cookie of this origin.
    const file = await fetch(ready!.url!);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("id,game,stake,win,currency,created_at\n");
    expect((await fetch(ready!.url!.split("?")[0]!)).status).toBe(404);
  });

  it("names its pictures on its own origin, in platform answers and in the content service's records and rich text", async () => {
    const promotions = (await (await fetch(`${origin}/content/api/promotions?locale=ru`)).json()) as { data: Array<{ attributes: { image: string } }> };
    expect(promotions.data.length).toBeGreaterThan(0);
    for (const { attributes } of promotions.data) expect(attributes.image).toMatch(new RegExp(`^${origin}/sandbox/media/promo/[\\w-]+\\.svg$`));
    const terms = JSON.stringify(await (await fetch(`${origin}/content/api/pages?locale=uz&filters[slug][$eq]=terms`)).json());
    expect(terms).toContain(`src=\\"${origin}/sandbox/media/promo/welcome.svg\\"`);
    expect(terms).not.toMatch(/\\?"\/sandbox\/media\//);
    const jackpots = JSON.stringify(await (await fetch(`${origin}/api/Jackpots.get?v=2.34&locale=uz`)).json());
    expect(jackpots).toContain(`${origin}/sandbox/media/jackpot/`);
    expect(jackpots).not.toContain('"/sandbox/media/');
    const picture = await fetch(`${origin}/sandbox/media/promo/welcome.svg`);
    expect(picture.status).toBe(200);
  });

  it("answers unknown methods with MethodNotFoundException", async () => {
    const response = await fetch(`${origin}/api/nope.nothing?v=2.34&locale=uz`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { type: "MethodNotFoundException" } });
  });
});
