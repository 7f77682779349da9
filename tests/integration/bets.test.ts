import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { sessionAnswers } from "~/platform/session-cache.server";
import { localDay, shiftDay } from "~/features/bets/date-range";
import type { ExportActionData } from "~/features/bets/exports.server";
import type { BetsHistoryData } from "~/features/bets/history.server";
import { loader as placeholderLoader } from "~/routes/bets.$";
import { action as exportAction, loader as exportsLoader } from "~/routes/profile.bets.exports";
import { loader as historyLoader } from "~/routes/profile.bets.history";
import { getDb } from "../../mocks/db/store";
import { addQaRounds, exportCsv, finishExport } from "../../mocks/handlers/games";
import { formPost, routeArgs, sandboxPlayer, settle } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

const site = sandboxSite();
const { platform, received } = recordingPlatform({ site });

const today = localDay();
const yesterday = shiftDay(today, 1);

/** A player with `rounds` QA rounds: two a day from yesterday back, the k-th newest staking 1,000·k (mocks/handlers/games.ts). */
function playerWithRounds(rounds: number) {
  const player = sandboxPlayer();
  addQaRounds(getDb(), player.uid, rounds);
  return player;
}

async function history(url: string, cookie: string) {
  const answer = await settle(() => historyLoader(routeArgs(url, { headers: { cookie } })));
  return { ...answer, body: answer.body as BetsHistoryData };
}

function exportRequests(uid: number) {
  return getDb().prepare("SELECT id, date_from, date_to, idempotency_key FROM export_requests WHERE uid = ? ORDER BY id").all(uid) as Array<{ id: number; date_from: string; date_to: string; idempotency_key: string }>;
}

function calls(method: string) {
  return received.filter((call) => call.method === method);
}

describe("bet history: pages of 15 and a day filter", () => {
  it("shows the newest rounds first with the game's name, stake and win in the player's money and language", async () => {
    const player = playerWithRounds(40);
    const page = await history("/profile/bets/history", player.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 40, pages: 3, current: 1, filtered: false, errors: {} });
    expect(page.body.rows).toHaveLength(15);
    expect(page.body.rows[0]).toMatchObject({ game: "Golden Samarkand", stake: "1,000 so‘m", win: "0 so‘m", won: false, freespin: false });
    expect(page.body.rows[0]!.when).toMatch(new RegExp(`^${yesterday.split("-").reverse().join("\\.")} soat 12:00$`));
    expect(page.body.rows[2]).toMatchObject({ stake: "3,000 so‘m", win: "7,500 so‘m", won: true });

    const ru = await history("/ru/profile/bets/history?page=3", player.cookie);
    expect(ru.body.rows).toHaveLength(10);
    expect(ru.body.rows[0]).toMatchObject({ stake: "31,000 сум" });
    expect(ru.body.rows[0]!.when).toMatch(/^\d{2}\.\d{2}\.\d{4} в 12:00$/);
  });

  it("sends the days to the platform and pages within them, keeping the filter", async () => {
    const player = playerWithRounds(40);
    const from = shiftDay(today, 10);
    const page = await history(`/profile/bets/history?date_from=${from}&date_to=${yesterday}`, player.cookie);
    expect(page.body).toMatchObject({ total: 20, pages: 2, filtered: true, filter: { date_from: from, date_to: yesterday } });
    const sent = calls("games.getHistory").at(-1)!.params;
    expect([sent.get("date_from"), sent.get("date_to"), sent.get("offset"), sent.get("count")]).toEqual([from, yesterday, "0", "15"]);

    // The site's own way of writing days is read too, and comes back as the date input's.
    const typed = from.split("-").reverse().join(".");
    const second = await history(`/profile/bets/history?date_from=${typed}&date_to=${yesterday}&page=2`, player.cookie);
    expect(second.body).toMatchObject({ current: 2, filter: { date_from: from, date_to: yesterday } });
    expect(second.body.rows.map((row) => row.stake)).toEqual(["16,000 so‘m", "17,000 so‘m", "18,000 so‘m", "19,000 so‘m", "20,000 so‘m"]);

    const past = await history(`/profile/bets/history?date_from=${from}&date_to=${yesterday}&page=9`, player.cookie);
    expect(past.status).toBe(302);
    expect(past.location).toBe(`/profile/bets/history?date_from=${from}&date_to=${yesterday}&page=2`);

    const none = await history(`/profile/bets/history?date_from=${today}`, player.cookie);
    expect(none.body).toMatchObject({ total: 0, rows: [], filtered: true });
  });

  it("answers bad days with 400, the message on each field, and asks the platform nothing", async () => {
    const player = playerWithRounds(4);
    const cases: Array<[string, Record<string, string[]>]> = [
      ["date_from=2026-02-30&date_to=x", { date_from: ["date"], date_to: ["date"] }],
      [`date_from=${shiftDay(today, -1)}`, { date_from: ["profile.bets.errors.future"] }],
      [`date_from=${yesterday}&date_to=${shiftDay(today, 5)}`, { date_to: ["profile.bets.errors.reversed"] }],
    ];
    for (const [query, errors] of cases) {
      const page = await history(`/ru/profile/bets/history?${query}`, player.cookie);
      expect(page.status, query).toBe(400);
      expect(page.body.errors, query).toEqual(errors);
      expect(page.body.rows).toEqual([]);
    }
    expect(calls("games.getHistory")).toEqual([]);
  });

  it("leaves the list out when the platform cannot read it, and sends guests home", async () => {
    const player = playerWithRounds(2);
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/games.getHistory`, () => HttpResponse.json({ error: { type: "InternalServerErrorException" } }, { status: 500 })));
    const page = await history("/profile/bets/history", player.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ unavailable: true, rows: [] });

    const guest = await history("/ru/profile/bets/history?date_from=2026-01-01", "");
    expect(guest.status).toBe(302);
    expect(guest.location).toBe(`/ru?redirectUrl=${encodeURIComponent("/ru/profile/bets/history?date_from=2026-01-01")}`);
    const placeholder = await settle(() => placeholderLoader(routeArgs("/bets/sport/1", { headers: { cookie: "" } })));
    expect(placeholder.location).toBe(`/?redirectUrl=${encodeURIComponent("/bets/sport/1")}`);
  });
});

describe("history exports: one request per form, a CSV for its owner only", () => {
  async function exportsPage(cookie: string, url = "/profile/bets/exports") {
    const answer = await settle(() => exportsLoader(routeArgs(url, { headers: { cookie } })));
    return answer as typeof answer & { body: Awaited<ReturnType<typeof exportsLoader>>["data"] };
  }

  it("makes one request for a double submit, lists it pending, then ready with the file of its days", async () => {
    const player = playerWithRounds(10);
    const page = await exportsPage(player.cookie);
    expect(page.body).toMatchObject({ enabled: true, requests: [], defaults: { date_from: shiftDay(today, 29), date_to: today } });
    const fields = { date_from: shiftDay(today, 2), date_to: yesterday, request_key: page.body.requestKey };

    const [first, second] = await Promise.all([
      settle(() => exportAction(formPost("/ru/profile/bets/exports", player.cookie, fields))),
      settle(() => exportAction(formPost("/ru/profile/bets/exports", player.cookie, fields))),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.location).toBe("/ru/profile/bets/exports");
    const made = exportRequests(player.uid);
    expect(made).toEqual([{ id: made[0]!.id, date_from: fields.date_from, date_to: yesterday, idempotency_key: page.body.requestKey }]);
    expect(first.headers.getSetCookie().join()).toContain("flash=");

    const pending = await exportsPage(player.cookie, "/ru/profile/bets/exports");
    const range = `${fields.date_from.split("-").reverse().join(".")} – ${yesterday.split("-").reverse().join(".")}`;
    expect(pending.body.requests).toEqual([{ id: String(made[0]!.id), range, requested: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} в \d{1,2}:\d{2}$/), status: "pending", href: null }]);
    expect(pending.body.requestKey).not.toBe(page.body.requestKey);

    const file = `/sandbox/export/${made[0]!.id}.csv`;
    expect((await fetch(`${site.url}${file}`, { headers: { cookie: player.cookie } })).status).toBe(404);
    expect(finishExport(getDb(), made[0]!.id)).toBe(true);
    const ready = await exportsPage(player.cookie);
    expect(ready.body.requests?.[0]).toMatchObject({ status: "ready", href: expect.stringMatching(new RegExp(`^${file.replace(/\./g, "\\.")}\\?expires=\\d+&signature=[\\w-]{43}$`)) });
    const signed = ready.body.requests![0]!.href!;

    const csv = await fetch(`${site.url}${file}`, { headers: { cookie: player.cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="bets-${fields.date_from}-${yesterday}.csv"`);
    const lines = (await csv.text()).trim().split("\n");
    // Days 2 and 1 back hold the 4 newest rounds (k = 4..1), oldest first.
    expect(lines[0]).toBe("id,game,stake,win,currency,created_at");
    expect(lines.slice(1).map((line) => line.split(",").slice(2, 5).join(","))).toEqual(["4000,0,UZS", "3000,7500,UZS", "2000,0,UZS", "1000,0,UZS"]);

    const stranger = sandboxPlayer();
    expect((await fetch(`${site.url}${file}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await fetch(`${site.url}${file}`)).status).toBe(404);

    // The signed link of the list works without the session cookie (a standalone platform on another origin
    // never receives it), and is the same file; altered, moved to another request or expired, it is a 404.
    const bySignature = await fetch(`${site.url}${signed}`);
    expect(bySignature.status).toBe(200);
    expect((await bySignature.text()).trim().split("\n")).toEqual(lines);
    const query = new URL(signed, site.url).searchParams;
    const expires = Number(query.get("expires"));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const signature = query.get("signature")!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect((await fetch(`${site.url}${file}?expires=${expires}&signature=${flipped}`)).status).toBe(404);
    expect((await fetch(`${site.url}${file}?expires=${expires + 3600}&signature=${signature}`)).status).toBe(404);
    expect((await fetch(`${site.url}${file}?signature=${signature}`)).status).toBe(404);
    const other = await settle(() => exportAction(formPost("/profile/bets/exports", stranger.cookie, { ...fields, request_key: "stranger-key-01" })));
    expect(other.status).toBe(303);
    const strangers = exportRequests(stranger.uid)[0]!.id;
    finishExport(getDb(), strangers);
    expect((await fetch(`${site.url}/sandbox/export/${strangers}.csv?expires=${expires}&signature=${signature}`)).status).toBe(404);
    expect(exportCsv(getDb(), made[0]!.id, null, { expires, signature }, (expires + 1) * 1000)).toBeNull();
    expect(exportCsv(getDb(), made[0]!.id, null, { expires, signature }, expires * 1000 - 1000)).not.toBeNull();
  });

  it("refuses bad days, a form without its key, a key re-used for other days and a fourth request in a minute", async () => {
    const player = sandboxPlayer();
    const post = async (fields: Record<string, string>) => {
      const answer = await settle(() => exportAction(formPost("/profile/bets/exports", player.cookie, fields)));
      return { ...answer, body: answer.body as ExportActionData };
    };
    const key = "form-key-0001";

    const bad = await post({ date_from: shiftDay(today, 400), date_to: today, request_key: key });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error).toEqual({ date_to: ['profile.bets.errors.tooLong|{"days":366}'] });
    expect(bad.body.result.initialValue).toMatchObject({ date_from: shiftDay(today, 400), date_to: today });
    expect(bad.body.requestKey).toBe(key);
    const empty = await post({ date_from: "", date_to: "31.02.2026", request_key: key });
    expect(empty.body.result.error).toEqual({ date_from: ["required"], date_to: ["date"] });

    const keyless = await post({ date_from: yesterday, date_to: today });
    expect(keyless.status).toBe(409);
    expect(keyless.body.result.error).toEqual({ "": ["profile.bets.errors.staleForm"] });
    expect(exportRequests(player.uid)).toEqual([]);

    expect((await post({ date_from: yesterday, date_to: today, request_key: key })).status).toBe(303);
    const reused = await post({ date_from: shiftDay(today, 5), date_to: today, request_key: key });
    expect(reused.status).toBe(409);
    expect(reused.body.result.error).toEqual({ "": ["profile.bets.errors.staleForm"] });
    expect(reused.body.requestKey).not.toBe(key);

    expect((await post({ date_from: yesterday, date_to: today, request_key: "form-key-0002" })).status).toBe(303);
    expect((await post({ date_from: yesterday, date_to: today, request_key: "form-key-0003" })).status).toBe(303);
    const many = await post({ date_from: yesterday, date_to: today, request_key: "form-key-0004" });
    expect(many.status).toBe(429);
    expect(many.body.result.error).toEqual({ "": ["profile.bets.errors.tooMany"] });
    expect(exportRequests(player.uid).map((row) => row.idempotency_key)).toEqual(["form-key-0001", "form-key-0002", "form-key-0003"]);
  });

  it("shows no form and refuses posts while general info turns exports off; a failed call keeps the form's key", async () => {
    const player = sandboxPlayer();
    platform.use(
      http.get(`${SANDBOX_PLATFORM_URL}/api/metadata.getgeneralinfo`, () => HttpResponse.json({ data: { is_game_history_export_enabled: 0 } })),
    );
    const page = await exportsPage(player.cookie);
    expect(page.body).toMatchObject({ enabled: false, requests: [] });
    expect(calls("games.gethistoryexportrequest")).toEqual([]);
    const refused = await settle(() => exportAction(formPost("/profile/bets/exports", player.cookie, { date_from: yesterday, date_to: today, request_key: "form-key-0009" })));
    expect(refused.status).toBe(403);
    expect((refused.body as ExportActionData).result.error).toEqual({ "": ["profile.bets.errors.disabled"] });
    expect(calls("games.createhistoryexportrequest")).toEqual([]);

    platform.resetHandlers();
    // Exports on again once the session's kept general info has expired (decision 054).
    sessionAnswers.clear();
    platform.use(
      http.post(`${SANDBOX_PLATFORM_URL}/api/games.createhistoryexportrequest`, () => HttpResponse.json({ error: { type: "InternalServerErrorException" } }, { status: 500 })),
    );
    const failed = await settle(() => exportAction(formPost("/profile/bets/exports", player.cookie, { date_from: yesterday, date_to: today, request_key: "form-key-0010" })));
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ requestKey: "form-key-0010", result: { error: { "": ["profile.bets.errors.failed"] } } });
    expect(exportRequests(player.uid)).toEqual([]);
  });
});

describe("the bets pages are there only while functionalSettings enable betHistory (decision 012)", () => {
  it("answers 404 to the history, the exports page and its form, and the /bets placeholder; the platform is never asked", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ functionalSettings: { betHistory: false } })));
    const player = playerWithRounds(2);
    const page = await history("/ru/profile/bets/history", player.cookie);
    expect(page.status).toBe(404);
    expect(page.body).toEqual({ message: "Page Not Found: /ru/profile/bets/history", path: "/ru/profile/bets/history" });
    expect((await settle(() => exportsLoader(routeArgs("/profile/bets/exports", { headers: { cookie: player.cookie } })))).status).toBe(404);
    const posted = await settle(() => exportAction(formPost("/profile/bets/exports", player.cookie, { date_from: yesterday, date_to: today, request_key: "form-key-0011" })));
    expect(posted.status).toBe(404);
    expect((await settle(() => placeholderLoader(routeArgs("/bets/sport/1", { headers: { cookie: player.cookie } })))).status).toBe(404);
    expect(received.map((call) => call.method).filter((method) => method.startsWith("games."))).toEqual([]);
    expect(exportRequests(player.uid)).toEqual([]);

    // A guest is sent to sign in first, as before: whether the switch is on is the player's business.
    const guest = await history("/ru/profile/bets/history", "");
    expect(guest.status).toBe(302);
  });
});
