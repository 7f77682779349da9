import { describe, expect, it } from "vitest";
import type { GamePageData } from "~/features/game/game.server";
import type { ResponsibleGameData } from "~/features/responsible-game/responsible-game.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { formatDateTime } from "~/lib/format";
import { loader as gameLoader } from "~/routes/game.$sysname";
import { action as pageAction, loader as pageLoader } from "~/routes/responsible-game";
import { advancePlayerClock, ageSessions, getDb, getPlayer } from "../../mocks/db/store";
import { periodWindow } from "../../mocks/handlers/limit-rules";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

/** Issue 19 item 1's optional limits, decision 035: loss and session-time limits on the deposit limit's model. */
const site = sandboxSite();
const { received } = recordingPlatform({ site });
const SLOT = "netent-lucky-link";

const post = (cookie: string, fields: Record<string, string>, path = "/responsible-game") => settle(() => pageAction(formPost(path, cookie, fields) as never));
const view = async (cookie: string, path = "/responsible-game") => (await settle(() => pageLoader(routeArgs(path, { headers: { cookie } }) as never))).body as ResponsibleGameData;
const flashOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast;
const row = (uid: number) => getPlayer(getDb(), uid)!;
const nowOf = (uid: number) => Date.now() + row(uid).clock_offset_ms;

/** The game page as the player opens it for real money: its data, or its refusal with the status. */
const openGame = (cookie: string, path = `/game/${SLOT}?mode=real`) => settle(() => gameLoader({ ...routeArgs(path, { headers: { cookie } }), params: { sysname: SLOT } } as never));

/** A real spin at the sandbox's game through a launch of this session; `forced` multiplier 0 loses the stake. */
async function spin(cookie: string, stake: number) {
  const page = (await openGame(cookie)).body as GamePageData;
  const token = new URL(page.frameUrl!, "http://localhost").searchParams.get("token")!;
  const answer = await fetch(`${site.url}/sandbox/game/${SLOT}/spin`, { method: "POST", body: new URLSearchParams({ token, stake: String(stake) }), redirect: "manual" });
  return new URL(answer.headers.get("location")!, "http://localhost").searchParams;
}

/** Makes the player's rounds losing ones (the slot is random): the period's net loss is then every stake. */
const allLost = (uid: number) => getDb().prepare("UPDATE rounds SET win = 0 WHERE uid = ?").run(uid);

describe("the loss limit (decision 035)", () => {
  it("a daily loss limit: set at once, shown with what may still be lost; reached, real money is refused with when it renews; demo stays", async () => {
    const { uid, cookie } = sandboxPlayer({ balance: 100_000 });
    const saved = await post(cookie, { intent: "loss", period: "day", amount: "2 000" });
    expect(saved).toMatchObject({ status: 302, location: "/responsible-game" });
    expect(await flashOf(saved.headers)).toEqual({ type: "success", key: "responsibleGame.toasts.saved" });
    expect(row(uid)).toMatchObject({ loss_limit_amount: 200_000, loss_limit_period: "day", loss_limit_pending_at: null });
    const renews = formatDateTime(periodWindow("day", nowOf(uid)).end, "uz");
    expect((await view(cookie)).loss).toEqual({ active: { period: "day", amount: "2,000 so‘m", available: "2,000 so‘m", renewsAt: renews }, pending: null });

    await spin(cookie, 1000);
    allLost(uid);
    expect((await view(cookie)).loss!.active!.available).toBe("1,000 so‘m");
    await spin(cookie, 1000);
    allLost(uid);
    expect((await view(cookie)).loss!.active!.available).toBe("0 so‘m");

    const refused = await openGame(cookie, `/ru/game/${SLOT}?mode=real`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      frameUrl: null,
      mode: "real",
      refusal: { key: "game.limits.loss.day", values: { amount: "2,000 сум", date: formatDateTime(periodWindow("day", nowOf(uid)).end, "ru") } },
    });
    // The sandbox's game refuses a spin of a launch made before, too; demo play stays open.
    const launches = getDb().prepare("SELECT token FROM launches WHERE uid = ? ORDER BY created_at DESC LIMIT 1").get(uid) as { token: string };
    const late = await fetch(`${site.url}/sandbox/game/${SLOT}/spin`, { method: "POST", body: new URLSearchParams({ token: launches.token, stake: "1000" }), redirect: "manual" });
    expect(new URL(late.headers.get("location")!, "http://localhost").searchParams.get("error")).toBe("The loss limit is reached");
    expect((await openGame(cookie, `/game/${SLOT}?mode=demo`)).status).toBe(200);

    // The next day the whole limit is there again.
    advancePlayerClock(getDb(), uid, 86_400);
    expect((await openGame(cookie)).status).toBe(200);
  });

  it("an increase waits 24 hours (pending, cancellable), a repeat keeps its time; a decrease applies at once; bad input is a 400 beside the form", async () => {
    const { uid, cookie } = sandboxPlayer();
    await post(cookie, { intent: "loss", period: "week", amount: "100000" });
    const raised = await post(cookie, { intent: "loss", period: "week", amount: "300000" });
    const effectiveAt = row(uid).loss_limit_pending_at!;
    expect(effectiveAt - nowOf(uid)).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(await flashOf(raised.headers)).toEqual({ type: "info", key: "responsibleGame.toasts.pending", values: { date: formatDateTime(effectiveAt, "uz") } });
    expect((await view(cookie)).loss!.pending).toEqual({ period: "week", amount: "300,000 so‘m", effectiveAt: formatDateTime(effectiveAt, "uz") });
    await post(cookie, { intent: "loss", period: "week", amount: "300000" });
    expect(row(uid).loss_limit_pending_at).toBe(effectiveAt);
    expect((await post(cookie, { intent: "lossCancel" })).status).toBe(302);
    expect(row(uid).loss_limit_pending_at).toBeNull();

    await post(cookie, { intent: "lossRemove" });
    expect(row(uid)).toMatchObject({ loss_limit_amount: 10_000_000, loss_limit_period: "week", loss_limit_pending_period: "none" });
    advancePlayerClock(getDb(), uid, 24 * 3600 + 60);
    expect((await view(cookie)).loss).toEqual({ active: null, pending: null });

    const wrong = await post(cookie, { intent: "loss", period: "year", amount: "12x" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ intent: "loss", errors: { period: "responsibleGame.errors.period", amount: "responsibleGame.errors.amount" }, values: { period: "year", amount: "12x" } });
    expect(received.filter((call) => call.method === "account.setLossLimit")).toHaveLength(4);
  });
});

describe("the session-time limit (decision 035)", () => {
  it("a shorter limit applies at once; once this session is older, real money is refused; a longer one waits 24 hours", async () => {
    const { uid, cookie } = sandboxPlayer({ balance: 10_000 });
    expect((await view(cookie)).session).toEqual({ minutes: null, pending: null });
    const saved = await post(cookie, { intent: "session", minutes: "60" });
    expect(await flashOf(saved.headers)).toEqual({ type: "success", key: "responsibleGame.toasts.saved" });
    expect((await view(cookie)).session).toEqual({ minutes: 60, pending: null });
    expect((await openGame(cookie)).status).toBe(200);

    ageSessions(getDb(), uid, 60 * 60);
    const refused = await openGame(cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ frameUrl: null, refusal: { key: "game.limits.session", values: { length: "1 soat" } } });

    const longer = await post(cookie, { intent: "session", minutes: "240" });
    const effectiveAt = row(uid).session_limit_pending_at!;
    expect(await flashOf(longer.headers)).toMatchObject({ type: "info", key: "responsibleGame.toasts.pending" });
    expect((await view(cookie)).session).toEqual({ minutes: 60, pending: { minutes: 240, effectiveAt: formatDateTime(effectiveAt, "uz") } });
    expect((await post(cookie, { intent: "session", minutes: "30" })).status).toBe(302);
    expect((await view(cookie)).session).toEqual({ minutes: 30, pending: null });
    await post(cookie, { intent: "session", minutes: "0" });
    expect((await view(cookie)).session!.pending).toMatchObject({ minutes: null });
    expect((await post(cookie, { intent: "sessionCancel" })).status).toBe(302);
    expect((await view(cookie)).session).toEqual({ minutes: 30, pending: null });

    for (const wrong of ["45", "", "1440"]) {
      const answer = await post(cookie, { intent: "session", minutes: wrong });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ intent: "session", errors: { minutes: "responsibleGame.errors.sessionMinutes" } });
    }
  });
});
