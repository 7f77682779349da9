import { beforeEach, describe, expect, it } from "vitest";
import type { LobbyData } from "~/features/games/lobby.server";
import { guestAnswers } from "~/platform/shared-cache.server";
import { loader as hallLoader } from "~/routes/gamehall";
import { loader as homeLoader } from "~/routes/_index";
import { routeArgs, sandboxPlayer } from "./cashier-support";
import { recordingPlatform } from "./harness";

/**
 * Decision 033 on real pages against the sandbox: the hall's and the home page's guest lists are read once for
 * every guest, and a QA scenario or a player never shares them (an earlier cache leaked `empty` to every guest).
 */
const { received } = recordingPlatform();

const calls = (method: string) => received.filter((call) => call.method === method).length;
const hall = async (cookie = "", path = "/gamehall") => (await hallLoader(routeArgs(path, { headers: { cookie } }) as never)) as LobbyData;
type Home = Awaited<ReturnType<typeof homeLoader>>;
const home = async (cookie = "") => (await homeLoader(routeArgs("/", { headers: { cookie } }) as never)) as Home;

beforeEach(() => {
  guestAnswers.clear();
  received.length = 0;
});

describe("the guest cache on the hall and the home page", () => {
  it("a scenario's empty hall stays with its visitor, before and after guests fill the cache", async () => {
    const empty = await hall("sandbox_scenario=empty");
    expect(empty.games).toEqual([]);
    const guest = await hall("i18n_locale=uz");
    expect(guest.games.length).toBeGreaterThan(0);
    expect(guest.categories.length).toBeGreaterThan(0);
    const gamesCalls = calls("games.get");
    // A second guest reads the cache; the scenario's visitor still gets its own empty platform's answer, kept for
    // its own cookies (decision 054), never the guests' list.
    expect((await hall()).games.map((game) => game.sysname)).toEqual(guest.games.map((game) => game.sysname));
    expect(calls("games.get")).toBe(gamesCalls);
    expect((await hall("sandbox_scenario=empty")).games).toEqual([]);
    expect(calls("games.get")).toBe(gamesCalls);
    // Another scenario is other cookies: asked afresh.
    expect((await hall("sandbox_scenario=empty; analytics_id=1")).games).toEqual([]);
    expect(calls("games.get")).toBe(gamesCalls + 1);
  });

  it("a player reads for themselves; guests of each language share one read of each list", async () => {
    await home();
    const afterFirst = { categories: calls("games.getCategories"), rows: calls("games.get"), banners: calls("banners.get") };
    expect(afterFirst.categories).toBe(1);
    await home("i18n_redirected=uz");
    expect({ categories: calls("games.getCategories"), rows: calls("games.get"), banners: calls("banners.get") }).toEqual(afterFirst);
    const { cookie } = sandboxPlayer();
    const player = await home(cookie);
    expect(player.signedIn).toBe(true);
    expect(calls("games.getCategories")).toBe(2);
    expect(calls("banners.get")).toBe(afterFirst.banners + 1);
    // The other language is another answer.
    await hall("", "/ru/gamehall");
    expect(received.filter((call) => call.method === "games.getCategories").map((call) => call.params.get("locale"))).toEqual(["uz", "uz", "ru"]);
  });

  it("a guest with no cookie but the site's own is not asked for its account; a player and a QA scenario are (decision 039)", async () => {
    expect((await home()).signedIn).toBe(false);
    expect((await home("i18n_locale=uz; analytics_consent=0")).signedIn).toBe(false);
    expect(calls("account.getInfo")).toBe(0);
    await home("sandbox_scenario=empty");
    expect(calls("account.getInfo")).toBe(1);
    const { cookie } = sandboxPlayer();
    expect((await home(cookie)).signedIn).toBe(true);
    expect(calls("account.getInfo")).toBe(2);
  });
});
