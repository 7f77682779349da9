import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import type { GamePageData } from "~/features/game/game.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { loader as gameLoader } from "~/routes/game.$sysname";
import { loader as jackpotLoader } from "~/routes/jackpots.$id";
import { loader as jackpotsLoader } from "~/routes/jackpots._index";
import { action as tournamentAction, loader as tournamentLoader } from "~/routes/tournaments.$id";
import { action as listAction, loader as listLoader } from "~/routes/tournaments._index";
import { loader as winnersLoader } from "~/routes/winners";
import { getDb } from "../../mocks/db/store";
import { resetOnCashout } from "../../mocks/handlers/jackpots";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

/** Issue 17 items 1, 2 and 7 (part), decision 030: tournaments, jackpots and winners against the sandbox. */
const site = sandboxSite();
const { platform, received } = recordingPlatform({ site });

/** Tournament 1 runs on BGaming's games; tournament 2 on Pragmatic's; 3 is future; 4 finished. */
const BGAMING_SLOT = (getDb().prepare("SELECT sysname FROM games WHERE provider = 'bgaming' AND type = 'slot' AND sysname != 'sandbox-golden-samarkand' ORDER BY id LIMIT 1").get() as { sysname: string }).sysname;
const NETENT_SLOT = "netent-lucky-link";

type Tournament = Awaited<ReturnType<typeof tournamentLoader>>;
const detail = async (id: string, cookie = "", prefix = "") =>
  (await settle(() => tournamentLoader({ ...routeArgs(`${prefix}/tournaments/${id}`, { headers: { cookie } }), params: { id } } as never))) as { status: number; body: Tournament };
const joinOnPage = (id: string, cookie: string, prefix = "") =>
  settle(() => tournamentAction({ ...formPost(`${prefix}/tournaments/${id}`, cookie, { tournament_id: id }), params: { id } } as never));
const joinFromList = (id: string, cookie: string) => settle(() => listAction(formPost("/tournaments?index", cookie, { tournament_id: id }) as never));
const fault = (type: string, status = 400) =>
  platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/tournaments.participate`, () => HttpResponse.json({ error: { type: `${type}Exception`, message: type } }, { status }), { once: true }));

async function realSpin(cookie: string, game: string, stake = 1000) {
  const page = (await gameLoader({ ...routeArgs(`/game/${game}`, { headers: { cookie } }), params: { sysname: game } } as never)) as GamePageData;
  const token = new URL(page.frameUrl!, "http://localhost").searchParams.get("token")!;
  const answer = await fetch(`${site.url}/sandbox/game/${game}/spin`, { method: "POST", body: new URLSearchParams({ token, stake: String(stake) }), redirect: "manual" });
  expect(answer.status).toBe(303);
}

describe("tournament lists and pages", () => {
  it("splits one read of every state into active, future and finished lists, formatted per §9", async () => {
    const data = await listLoader(routeArgs("/ru/tournaments") as never);
    expect(received.filter((call) => call.method === "tournaments.get").map((call) => call.params.get("status"))).toEqual(["all"]);
    const byStatus = (status: string) => data.tournaments.filter((item) => item.status === status).map((item) => item.id);
    expect([byStatus("active"), byStatus("future"), byStatus("finished")]).toEqual([["1", "2"], ["3"], ["4"]]);
    const first = data.tournaments.find((item) => item.id === "1")!;
    expect(first).toMatchObject({ name: "Еженедельный слот-турнир", prize: "50,000,000 сум", joined: false, mine: null, provider: { sysname: "bgaming", name: "BGaming" }, tags: ["Слоты"], restrictions: [{ key: "tournaments.restrictions.minBet", value: "1,000 сум" }] });
    expect(first.ends).toMatch(/^\d{2}\.\d{2}\.\d{4} в \d{1,2}:\d{2}$/);
  });

  it("a tournament page: leaderboard with prizes, winners only when finished, reset_on_cashout said; an unknown id is a 404", async () => {
    const active = (await detail("2")).body;
    expect(active.tournament).toMatchObject({ status: "active", resetOnCashout: true, winners: [] });
    expect(active.leaderboard).toHaveLength(12);
    expect(active.leaderboard[0]).toMatchObject({ place: 1, prize: "10,000,000 so‘m", mine: false });
    expect(active.leaderboard[3]!.prize).toBeNull();
    const finished = (await detail("4")).body;
    expect(finished.tournament!.winners.map((row) => [row.place, row.prize])).toEqual([[1, "15,000,000 so‘m"], [2, "9,000,000 so‘m"], [3, "6,000,000 so‘m"]]);
    expect((await detail("999")).status).toBe(404);
  });
});

describe("participation (tournaments.participate)", () => {
  it("joins from the page: a redirect back with a toast; twice is once; the row then moves only with the tournament's games in real mode", async () => {
    const { uid, cookie } = sandboxPlayer({ balance: 100_000 });
    const before = (await detail("1", cookie)).body.tournament!.participants;
    const first = await joinOnPage("1", cookie, "/ru");
    expect(first).toMatchObject({ status: 302, location: "/ru/tournaments/1" });
    expect((await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", first.headers) } }))).toast).toMatchObject({ type: "success", key: "tournaments.joinedToast" });
    expect((await joinOnPage("1", cookie, "/ru")).status).toBe(302);
    const joined = (await detail("1", cookie)).body;
    expect(joined.tournament).toMatchObject({ joined: true, participants: before + 1, mine: { points: 0, place: before + 1 } });
    expect(joined.leaderboard.filter((row) => row.mine)).toHaveLength(1);

    // Another provider's game does not count; the tournament's own game does (1 point per 1,000 staked).
    await realSpin(cookie, NETENT_SLOT);
    expect((await detail("1", cookie)).body.tournament!.mine!.points).toBe(0);
    await realSpin(cookie, BGAMING_SLOT, 3000);
    const played = (await detail("1", cookie)).body;
    expect(played.tournament!.mine!.points).toBe(3);
    expect(played.leaderboard.find((row) => row.mine)).toMatchObject({ points: 3 });
    expect(getDb().prepare("SELECT points FROM participations WHERE uid = ? AND tournament_id = '1'").get(uid)).toEqual({ points: 3 });
  });

  it("joins from the list: only that tournament is read again and answered for the list to replace", async () => {
    const { cookie } = sandboxPlayer();
    received.length = 0;
    const answer = await joinFromList("3", cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: null, id: "3", tournament: { id: "3", status: "future", joined: true } });
    expect(received.filter((call) => call.method === "tournaments.get").map((call) => call.params.get("ids"))).toEqual(["3"]);
  });

  it("refusals are translated messages with a 4xx: a guest, a finished tournament, a platform fault, a wrong form", async () => {
    expect(await joinOnPage("1", "")).toMatchObject({ status: 401, body: { error: "tournaments.errors.signIn" } });
    const { cookie } = sandboxPlayer();
    expect(await joinOnPage("4", cookie)).toMatchObject({ status: 400, body: { error: "tournaments.errors.closed" } });
    fault("UserNeedDeposit");
    expect(await joinOnPage("2", cookie)).toMatchObject({ status: 400, body: { error: "tournaments.errors.needDeposit" } });
    fault("InternalServerError", 500);
    expect(await joinFromList("2", cookie)).toMatchObject({ status: 400, body: { error: "tournaments.errors.failed", tournament: null } });
    expect(await settle(() => listAction(formPost("/tournaments?index", cookie, { tournament_id: "<x>" }) as never))).toMatchObject({ status: 400, body: { error: "tournaments.errors.notFound" } });
    expect((await detail("2", cookie)).body.tournament!.joined).toBe(false);
  });

  it("reset_on_cashout: a withdrawal takes the player's points to 0 where the tournament says so", async () => {
    const { uid, cookie } = sandboxPlayer({ balance: 100_000 });
    await joinOnPage("1", cookie);
    await joinOnPage("2", cookie);
    getDb().prepare("UPDATE participations SET points = 7 WHERE uid = ?").run(uid);
    resetOnCashout(getDb(), uid, Date.now());
    expect(getDb().prepare("SELECT tournament_id, points FROM participations WHERE uid = ? ORDER BY tournament_id").all(uid)).toEqual([
      { tournament_id: "1", points: 7 },
      { tournament_id: "2", points: 0 },
    ]);
  });
});

describe("jackpots and winners", () => {
  it("jackpots with amounts and their games grow with real stakes; the latest wins name jackpot, game, amount and date", async () => {
    const amountOf = async () => (await jackpotsLoader(routeArgs("/jackpots") as never)).jackpots.find((jackpot) => jackpot.id === "3")!.amount;
    const before = await amountOf();
    const { cookie } = sandboxPlayer({ balance: 100_000 });
    await realSpin(cookie, NETENT_SLOT, 10_000);
    const after = await amountOf();
    expect(Number(after.replace(/\D/g, ""))).toBe(Number(before.replace(/\D/g, "")) + 100);
    const data = await jackpotsLoader(routeArgs("/ru/jackpots") as never);
    expect(data.jackpots.map((jackpot) => jackpot.name)).toEqual(["Мега-джекпот", "Большой джекпот", "Малый джекпот"]);
    expect(data.jackpots[0]!.games.length).toBeGreaterThan(0);
    expect(data.winners).toHaveLength(5);
    expect(data.winners[0]).toMatchObject({ jackpot: expect.any(String), game: { sysname: "sandbox-golden-samarkand", name: "Golden Samarkand" } });
    expect(data.winners[0]!.amount).toMatch(/^\d{1,3}(,\d{3})* сум$/);
    expect(data.winners[0]!.at).toMatch(/^\d{2}\.\d{2}\.\d{4} в \d{1,2}:\d{2}$/);
  });

  it("a jackpot page names it and lists its winners only; an unknown id is a 404; /winners pages by 12", async () => {
    const page = (await settle(() => jackpotLoader({ ...routeArgs("/jackpots/2"), params: { id: "2" } } as never))) as { status: number; body: Awaited<ReturnType<typeof jackpotLoader>> };
    expect(page.body.param).toBe("Katta jekpot");
    expect(page.body.winners.length).toBeGreaterThan(0);
    expect(new Set(page.body.winners.map((winner) => winner.jackpot))).toEqual(new Set(["Katta jekpot"]));
    expect((await settle(() => jackpotLoader({ ...routeArgs("/jackpots/99"), params: { id: "99" } } as never))).status).toBe(404);
    const first = await winnersLoader(routeArgs("/winners") as never);
    const second = await winnersLoader(routeArgs("/winners?page=2") as never);
    expect([first.winners.length, second.winners.length, first.pages]).toEqual([12, 12, 2]);
    expect(first.winners[0]!.id).not.toBe(second.winners[0]!.id);
  });
});
