import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import type { RealityCheckData } from "~/features/responsible-game/reality-check";
import type { ResponsibleGameData } from "~/features/responsible-game/responsible-game.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { action as pageAction, loader as pageLoader } from "~/routes/profile.responsible-game";
import { action as answerAction, loader as figuresLoader } from "~/routes/resources/reality-check";
import { loader as rootLoader } from "~/root";
import { ageSessions, getDb, getPlayer } from "../../mocks/db/store";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

/** Issue 19 item 2, decision 035: the interval's contract, the check the render finds due, the answer that records it. */
const site = sandboxSite();
const { platform, received } = recordingPlatform({ site });

const checkOf = async (cookie: string, path = "/") =>
  ((await rootLoader(routeArgs(path, { headers: { cookie } }) as never)) as { player: { realityCheck: RealityCheckData | null } | null }).player?.realityCheck ?? null;
const choose = (cookie: string, interval: string) => settle(() => pageAction(formPost("/profile/responsible-game", cookie, { intent: "reality", interval })));
const answer = (cookie: string, fields: Record<string, string>) => settle(() => answerAction(formPost("/_actions/reality-check", cookie, fields) as never));
const flashOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast;
const sessionRow = (cookie: string) => getDb().prepare("SELECT reality_check_ack_at FROM sessions WHERE id = ?").get(cookie.split("=")[1]) as { reality_check_ack_at: number | null };

describe("the reality check (decision 035)", () => {
  it("the interval is a form of the page: the platform receives it; off and the six choices only, else a 400 beside the form", async () => {
    const { uid, cookie } = sandboxPlayer();
    expect(((await settle(() => pageLoader(routeArgs("/profile/responsible-game", { headers: { cookie } }) as never))).body as ResponsibleGameData).realityInterval).toBe(0);
    const saved = await choose(cookie, "15");
    expect(saved).toMatchObject({ status: 302, location: "/profile/responsible-game" });
    expect(await flashOf(saved.headers)).toEqual({ type: "success", key: "responsibleGame.toasts.realitySaved" });
    expect(received.find((call) => call.method === "account.setRealityCheck")).toBeTruthy();
    expect(getPlayer(getDb(), uid)!.reality_check_minutes).toBe(15);
    expect(((await settle(() => pageLoader(routeArgs("/profile/responsible-game", { headers: { cookie } }) as never))).body as ResponsibleGameData).realityInterval).toBe(15);

    for (const wrong of ["45", "", "15.5", "-15"]) {
      const refused = await choose(cookie, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ intent: "reality", errors: { interval: "responsibleGame.errors.realityInterval" } });
    }
    expect(getPlayer(getDb(), uid)!.reality_check_minutes).toBe(15);
    expect((await choose(cookie, "0")).status).toBe(302);
    expect(getPlayer(getDb(), uid)!.reality_check_minutes).toBeNull();
  });

  it("the sandbox honours exactly the contract: setRealityCheck refuses other values, needs a player", async () => {
    const { cookie } = sandboxPlayer();
    const call = (interval: string, withCookie = true) =>
      fetch(`${SANDBOX_PLATFORM_URL}/api/account.setRealityCheck`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...(withCookie ? { cookie } : {}) }, body: new URLSearchParams({ interval }) });
    for (const value of ["10", "60.0", "abc", "1440"]) {
      const refused = await call(value);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { type: "InvalidParameterException", errors: { interval: ["INVALID"] } } });
    }
    expect((await call("480", false)).status).toBe(401);
    expect(await (await call("480")).json()).toEqual({ data: 1 });
  });

  it("a fresh session has nothing due; once the interval has passed the render has it due, with the session's figures", async () => {
    const { uid, cookie } = sandboxPlayer({ balance: 10_000 });
    expect(await checkOf(cookie)).toBeNull();
    await choose(cookie, "15");
    expect(await checkOf(cookie)).toMatchObject({ interval: 15, answered: 0, due: 0, staked: 0, won: 0, currency: "UZS" });
    ageSessions(getDb(), uid, 15 * 60 + 5);
    const due = await checkOf(cookie, "/ru/gamehall");
    expect(due).toMatchObject({ interval: 15, answered: 0, due: 1, staked: 0, won: 0 });
    expect(due!.elapsed).toBeGreaterThanOrEqual(905);
    const figures = await figuresLoader(routeArgs("/_actions/reality-check", { headers: { cookie } }) as never);
    expect(await figures.json()).toEqual({ staked: 0, won: 0, currency: "UZS" });
  });

  it("answering records it for the session (not due again until the next interval); stop leaves for home, history for the bet history", async () => {
    const { uid, cookie } = sandboxPlayer();
    await choose(cookie, "30");
    ageSessions(getDb(), uid, 31 * 60);
    expect((await checkOf(cookie))!.due).toBe(1);

    const kept = await answer(cookie, { intent: "continue", back: "/ru/game/netent-lucky-link?mode=real" });
    expect(kept).toMatchObject({ status: 302, location: "/ru/game/netent-lucky-link?mode=real" });
    expect(sessionRow(cookie).reality_check_ack_at).not.toBeNull();
    expect(await checkOf(cookie)).toMatchObject({ answered: 1, due: 0 });
    ageSessions(getDb(), uid, 30 * 60);
    expect(await checkOf(cookie)).toMatchObject({ answered: 1, due: 2 });

    expect(await answer(cookie, { intent: "stop", back: "/ru/game/netent-lucky-link" })).toMatchObject({ status: 302, location: "/ru" });
    expect(await answer(cookie, { intent: "history", back: "/game/netent-lucky-link" })).toMatchObject({ status: 302, location: "/profile/bets/history" });
    // An address off the site is never followed.
    expect(await answer(cookie, { intent: "continue", back: "https://evil.example/" })).toMatchObject({ status: 302, location: "/" });
    // With JavaScript every answer is JSON: the page (the game) stays as it is, or navigates itself.
    for (const intent of ["continue", "stop", "history"]) {
      const js = await answerAction(formPost("/_actions/reality-check", cookie, { intent, back: "/", js: "1" }) as never);
      expect(js.status).toBe(200);
      expect(await js.json()).toEqual({ ok: true });
    }
  });

  it("a wrong answer is a translated 400; a guest goes home; a failing platform is told, never a 500", async () => {
    const { cookie } = sandboxPlayer();
    const wrong = await answerAction(formPost("/_actions/reality-check", cookie, { intent: "later", back: "/ru" }) as never);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe("Такого ответа нет.");
    expect(await answer("", { intent: "continue", back: "/ru/gamehall" })).toMatchObject({ status: 302, location: "/ru" });

    platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/account.acknowledgeRealityCheck`, () => HttpResponse.json({ error: { type: "InternalServerErrorException", message: "x" } }, { status: 500 })));
    const failed = await answer(cookie, { intent: "continue", back: "/gamehall" });
    expect(failed).toMatchObject({ status: 302, location: "/gamehall" });
    expect(await flashOf(failed.headers)).toEqual({ type: "error", key: "realityCheck.failed" });
  });
});
