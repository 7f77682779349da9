import type { AppLoadContext } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import type { GamePageData } from "~/features/game/game.server";
import { createLoadContext } from "~/load-context";
import { loader as bettingLoader } from "~/routes/betting";
import { loader as gameLoader } from "~/routes/game.$sysname";
import { createPlayer, createSession, credit, getDb, toMinor } from "../../mocks/db/store";
import { recordingPlatform } from "./harness";
import { DEMO_SLOT, SPORTSBOOK } from "../../mocks/seed/catalog";

/** What the platform received: every main-API call with its query. */
const { platform, received } = recordingPlatform();

/** A fresh sandbox player with `balance` on the main wallet, and the cookie of a session of theirs. */
function player(balance: number) {
  const db = getDb();
  const uid = createPlayer(db, { login: `game-${crypto.randomUUID()}@omad.test`, password: "demo1234" });
  if (balance > 0) credit(db, uid, "main", toMinor(balance), "qa", null);
  return { uid, cookie: `platform_session=${createSession(db, uid)}` };
}

function args(url: string, sysname: string, cookie?: string) {
  return {
    request: new Request(new URL(url, "http://localhost"), { headers: cookie ? { cookie } : {} }),
    params: { sysname },
    context: createLoadContext("test-nonce") as unknown as AppLoadContext,
  };
}

async function thrown(run: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    await run();
  } catch (error) {
    const single = error as { type?: string; init?: { status?: number }; data?: unknown };
    if (single?.type === "DataWithResponseInit") return { status: single.init?.status ?? 200, data: single.data };
    throw error;
  }
  throw new Error("the loader did not throw");
}

/** The launches: games.get by the game's sysname (the page also reads its provider's other games, a list). */
const launches = () => received.filter((call) => call.method === "games.get" && call.params.has("sysname"));
const providerReads = () => received.filter((call) => call.method === "games.get" && !call.params.has("sysname"));
const SLOT = "netent-lucky-link";

describe("the game page loader", () => {
  it("a guest gets the demo launch: the platform is asked for the game by sysname in demo mode", async () => {
    const data = (await gameLoader(args("/game/" + DEMO_SLOT, DEMO_SLOT))) as GamePageData;
    expect(launches().map((call) => [call.params.get("sysname"), call.params.get("mode")])).toEqual([[DEMO_SLOT, "demo"]]);
    // Then, once the launch names the provider, that provider's other games (issue 39 item 3), once.
    expect(providerReads().map((call) => [call.params.get("providers"), call.params.get("count")])).toEqual([["bgaming", "7"]]);
    expect(data.mode).toBe("demo");
    expect(data.gate).toBeNull();
    expect(data.frameUrl).toBe(`/sandbox/game/${DEMO_SLOT}?mode=demo&locale=uz`);
    expect(received.some((call) => call.method === "freespins.get")).toBe(false);
  });

  it("a guest asking for real money (?mode=real) gets the demo behind the registration gate, never a real launch", async () => {
    const data = (await gameLoader(args(`/ru/game/${DEMO_SLOT}?mode=real`, DEMO_SLOT))) as GamePageData;
    expect(launches().map((call) => call.params.get("mode"))).toEqual(["demo"]);
    expect(data.gate).toBe("sign-up");
    expect(data.frameUrl).toBe(`/sandbox/game/${DEMO_SLOT}?mode=demo&locale=ru`);
  });

  it("a player with money gets a real launch bound to their session, and their free spins for this game (count 99)", async () => {
    const { uid, cookie } = player(50_000);
    const data = (await gameLoader(args(`/game/${DEMO_SLOT}`, DEMO_SLOT, cookie))) as GamePageData;
    expect(launches().map((call) => [call.params.get("sysname"), call.params.get("mode")])).toEqual([[DEMO_SLOT, "real"]]);
    const freespins = received.find((call) => call.method === "freespins.get");
    expect(freespins?.params.get("count")).toBe("99");
    expect(data.mode).toBe("real");
    expect(data.freespins).toBe(10);
    const token = new URL(data.frameUrl!, "http://localhost").searchParams.get("token");
    expect(getDb().prepare("SELECT uid, game FROM launches WHERE token = ?").get(token)).toEqual({ uid, game: DEMO_SLOT });
  });

  it("a player with zero balance and no free spins for the game is asked to deposit; nothing is launched for real", async () => {
    const { cookie } = player(0);
    const data = (await gameLoader(args(`/game/${SLOT}?mode=real`, SLOT, cookie))) as GamePageData;
    expect(data.gate).toBe("deposit");
    expect(data.frameUrl).toBeNull();
    expect(getDb().prepare("SELECT COUNT(*) AS n FROM launches WHERE game = ?").get(SLOT)).toEqual({ n: 0 });
  });

  it("canAccessSlotWithZeroBalance in the remote config lets a player without money in", async () => {
    platform.use(
      http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ gamesItem: { canAccessSlotWithZeroBalance: true, visibleFullScreen: "product" } })),
    );
    const { cookie } = player(0);
    const data = (await gameLoader(args(`/game/${SLOT}?mode=real`, SLOT, cookie))) as GamePageData;
    expect(data.gate).toBeNull();
    expect(data.mode).toBe("real");
    expect(data.frameUrl).toContain("token=");
    expect(data.fullScreen).toBe("product");
  });

  it("an unknown sysname is a 404", async () => {
    const { status } = await thrown(() => gameLoader(args("/game/no-such-game", "no-such-game")));
    expect(status).toBe(404);
  });

  it("a platform fault while launching is the slot-game error page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/games.get`, () => HttpResponse.json({ error: { type: "InvalidParameterException" } }, { status: 400 })));
    const { status, data } = await thrown(() => gameLoader(args(`/game/${DEMO_SLOT}`, DEMO_SLOT)));
    expect(status).toBe(502);
    expect(data).toMatchObject({ type: "slot-error" });
    expect(warn).toHaveBeenCalled();
  });

  it("maintenance while launching stays the maintenance page", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/games.get`, () => HttpResponse.json({ error: { type: "ApplicationDisabledException" } }, { status: 503 })));
    const { status, data } = await thrown(() => gameLoader(args(`/game/${DEMO_SLOT}`, DEMO_SLOT)));
    expect(status).toBe(503);
    expect(data).toMatchObject({ type: "maintenance" });
  });
});

describe("the sportsbook loader", () => {
  it("asks the platform for the sportsbook by its sysname; a guest gets the open line", async () => {
    const result = (await bettingLoader(args("/betting", ""))) as unknown as { data: { frameUrl: string } };
    expect(launches().map((call) => call.params.get("sysname"))).toEqual([SPORTSBOOK]);
    expect(result.data.frameUrl).toBe("/sandbox/sportsbook?locale=uz");
  });

  it("a player's sportsbook carries their launch token", async () => {
    const { uid, cookie } = player(10_000);
    const result = (await bettingLoader(args("/ru/betting", "", cookie))) as unknown as { data: { frameUrl: string } };
    const url = new URL(result.data.frameUrl, "http://localhost");
    expect(url.pathname).toBe("/sandbox/sportsbook");
    expect(url.searchParams.get("locale")).toBe("ru");
    expect(getDb().prepare("SELECT uid FROM launches WHERE token = ?").get(url.searchParams.get("token"))).toEqual({ uid });
  });
});
