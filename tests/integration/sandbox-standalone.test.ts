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

  it("answers unknown methods with MethodNotFoundException", async () => {
    const response = await fetch(`${origin}/api/nope.nothing?v=2.34&locale=uz`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { type: "MethodNotFoundException" } });
  });
});
