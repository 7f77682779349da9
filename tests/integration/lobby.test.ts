import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createLoadContext } from "~/load-context";
import { guestAnswers } from "~/platform/shared-cache.server";
import { loader as gamehallLoader } from "~/routes/gamehall";
import { action as favouriteAction } from "~/routes/resources/favourite";
import { loader as searchLoader } from "~/routes/resources/games-search";
import { loader as tournamentGamesLoader } from "~/routes/tournaments.$id.gamehall";
import { createPlayer, createSession, getDb } from "../../mocks/db/store";
import { recordingPlatform } from "./harness";

/** What the platform received: every main-API call with its query. */
const { received } = recordingPlatform();

function player() {
  const db = getDb();
  const uid = createPlayer(db, { login: `lobby-${crypto.randomUUID()}@omad.test`, password: "demo1234" });
  return { uid, cookie: `platform_session=${createSession(db, uid)}` };
}

function likes(uid: number): string[] {
  return (getDb().prepare("SELECT sysname FROM favourites WHERE uid = ? ORDER BY sysname").all(uid) as Array<{ sysname: string }>).map((row) => row.sysname);
}

function args(url: string, init: RequestInit & { cookie?: string } = {}, params: Record<string, string> = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  return {
    request: new Request(new URL(url, "http://localhost"), { ...init, headers }),
    params,
    context: createLoadContext("test-nonce") as unknown as AppLoadContext,
  };
}

const calls = (method: string) => received.filter((call) => call.method === method).map((call) => Object.fromEntries(call.params));

describe("the hall's loader: filters become games.get parameters", () => {
  it("sends type, category, providers (comma list), query, and the pages up to the asked one", async () => {
    const data = await gamehallLoader(args("/ru/gamehall?type=slot&category=2&providers=netent,playson&query=sam&page=3"));
    const [get] = calls("games.get");
    expect(get).toMatchObject({ types: "slot", categories: "2", providers: "netent,playson", query: "sam", offset: "0", count: "72", sort: "priority", order: "asc", locale: "ru" });
    expect(data.more).toBe(false);
    if (data.more) return;
    expect(data.filters).toEqual({ type: "slot", category: "2", providers: ["netent", "playson"], query: "sam", tab: "all", page: 3 });
  });

  it("ignores what is not a filter (an unknown type, a bad page, a provider or category that is no name)", async () => {
    await gamehallLoader(args("/gamehall?type=bogus&providers=netent,playson,%3Cscript%3E&page=-4&category=%27%3B"));
    const [get] = calls("games.get");
    expect(get).toMatchObject({ providers: "netent,playson", offset: "0", count: "24" });
    expect(get).not.toHaveProperty("types");
    expect(get).not.toHaveProperty("categories");
    expect(get).not.toHaveProperty("query");
  });

  it("asks providers for the chosen type only (spec §9: the fetch types exclude all)", async () => {
    // The filter's list asks for the type's providers; the cards' names come from the list of all (in either order).
    await gamehallLoader(args("/gamehall?type=live"));
    expect(calls("games.getProviders").map((call) => call.types ?? "all").sort()).toEqual(["all", "live"]);
    received.length = 0;
    guestAnswers.clear();
    await gamehallLoader(args("/gamehall"));
    expect(calls("games.getProviders").map((call) => call.types ?? "all")).toEqual(["all"]);
  });

  it("renders at most four pages without JavaScript: a deep page shows its last four", async () => {
    const data = await gamehallLoader(args("/gamehall?page=2"));
    expect(calls("games.get")[0]).toMatchObject({ offset: "0", count: "48" });
    expect(data.more ? null : { firstPage: data.firstPage, games: data.games.length }).toEqual({ firstPage: 1, games: 48 });
    received.length = 0;
    const deep = await gamehallLoader(args("/gamehall?page=6"));
    expect(calls("games.get")[0]).toMatchObject({ offset: "48", count: "96" });
    expect(deep.more ? null : { firstPage: deep.firstPage, games: deep.games.length }).toEqual({ firstPage: 3, games: 96 });
  });

  it("writes each card's provider by the name the providers page uses, whatever the type", async () => {
    for (const url of ["/gamehall?providers=netent", "/gamehall?providers=netent&type=slot", "/gamehall?providers=playngo&more=2"]) {
      const data = await gamehallLoader(args(url));
      expect(new Set(data.games.map((game) => game.provider)), url).toEqual(new Set([url.includes("playngo") ? "Play'n GO" : "NetEnt"]));
    }
    const found = (await searchLoader(args("/_resources/games-search?query=samarkand"))) as Response;
    const { games } = (await found.json()) as { games: Array<{ sysname: string; provider: string }> };
    expect(games.find((game) => game.sysname === "sandbox-golden-samarkand")?.provider).toBe("BGaming");
  });

  it("answers the grid's continuous loading with several pages at once, nothing else", async () => {
    const data = await gamehallLoader(args("/gamehall?page=2&more=8"));
    expect(received.map((call) => call.method).sort()).toEqual(["games.get", "games.getProviders"]);
    expect(calls("games.get")[0]).toMatchObject({ offset: "24", count: "192" });
    expect(data.filters.page).toBe(9);
    expect(data.games).toHaveLength(192);
  });

  it("shows a guest no favourites and no history; a player's favourites tab lists their games in order", async () => {
    const guest = await gamehallLoader(args("/gamehall?tab=favourites"));
    expect(calls("games.getLikes")).toEqual([]);
    expect(calls("games.getHistory")).toEqual([]);
    expect(guest.games).toEqual([]);

    const { uid, cookie } = player();
    const db = getDb();
    db.prepare("INSERT INTO favourites (uid, sysname, created_at) VALUES (?, ?, ?), (?, ?, ?)").run(uid, "booming-ice-link", 1, uid, "sandbox-golden-samarkand", 2);
    received.length = 0;
    const data = await gamehallLoader(args("/gamehall?tab=favourites", { cookie }));
    expect(calls("games.getLikes")).toHaveLength(1);
    expect(data.games.map((game) => game.sysname)).toEqual(["sandbox-golden-samarkand", "booming-ice-link"]);
    expect(data.total).toBe(2);
  });
});

describe("the favourite toggle", () => {
  const post = (fields: Record<string, string>, cookie?: string) =>
    args("/_actions/games/favourite", { method: "POST", body: new URLSearchParams(fields), cookie });

  it("adds, ignores a double submit, removes, and leads back where the player was", async () => {
    const { uid, cookie } = player();
    const added = (await favouriteAction(post({ sysname: "booming-ice-link", intent: "add", redirectTo: "/ru/gamehall?type=slot" }, cookie))) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/ru/gamehall?type=slot");
    expect(likes(uid)).toEqual(["booming-ice-link"]);
    expect(calls("games.addLike")).toHaveLength(1);

    await favouriteAction(post({ sysname: "booming-ice-link", intent: "add", redirectTo: "/gamehall" }, cookie));
    expect(likes(uid)).toEqual(["booming-ice-link"]);
    expect(calls("games.addLike")).toHaveLength(1);

    await favouriteAction(post({ sysname: "booming-ice-link", intent: "remove", redirectTo: "/gamehall" }, cookie));
    expect(likes(uid)).toEqual([]);
    expect(calls("games.removeLike")).toHaveLength(1);
  });

  it("sends a guest back with the sign-in dialog, and never off the site", async () => {
    const guest = (await favouriteAction(post({ sysname: "booming-ice-link", intent: "add", redirectTo: "/gamehall?type=live" }))) as Response;
    expect(guest.headers.get("location")).toBe("/gamehall?type=live&show_popup_auth=1");
    expect(calls("games.addLike")).toEqual([]);

    const { cookie } = player();
    const away = (await favouriteAction(post({ sysname: "booming-ice-link", redirectTo: "//evil.example/x" }, cookie))) as Response;
    expect(away.headers.get("location")).toBe("/gamehall");
  });
});

describe("tournament games and search", () => {
  it("asks games.get for the tournament's games, 12 per page", async () => {
    await tournamentGamesLoader(args("/tournaments/1/gamehall?page=2", {}, { id: "1" }));
    expect(calls("games.get")[0]).toMatchObject({ options: JSON.stringify({ id: "1", type: "tournament" }), offset: "12", count: "12" });
  });

  it("searches as the player types, from two characters on", async () => {
    const short = (await searchLoader(args("/_resources/games-search?query=s"))) as Response;
    expect(await short.json()).toEqual({ query: "s", games: [], total: 0 });
    expect(calls("games.get")).toEqual([]);
    const found = (await searchLoader(args("/ru/_resources/games-search?query=samarkand"))) as Response;
    expect(calls("games.get")[0]).toMatchObject({ query: "samarkand", count: "12", locale: "ru" });
    const body = (await found.json()) as { games: Array<{ name: string }> };
    expect(body.games.length).toBeGreaterThan(1);
    for (const game of body.games) expect(game.name.toLowerCase()).toContain("samarkand");
  });
});

describe("the hall's address", () => {
  it("drops the empty fields a plain form sends and joins repeated providers into the comma list", async () => {
    let thrown: unknown;
    try {
      await gamehallLoader(args("/ru/gamehall?query=&category=2&providers=netent&providers=playson&promo_code=X1"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/ru/gamehall?category=2&providers=netent,playson&promo_code=X1");
    expect(received).toEqual([]);
  });
});

describe("the favourite toggle with JavaScript", () => {
  it("answers a fetcher with data instead of a redirect, so the page stays where it is", async () => {
    const { uid, cookie } = player();
    const answer = (await favouriteAction(args("/_actions/games/favourite", { method: "POST", body: new URLSearchParams({ sysname: "booming-ice-link", intent: "add", redirectTo: "/gamehall", via: "fetcher" }), cookie }))) as Response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    expect(likes(uid)).toEqual(["booming-ice-link"]);
  });
});
