import { describe, expect, it, vi } from "vitest";
import { SANDBOX_BOT_TOKEN, SANDBOX_PLATFORM_URL } from "~/env.server";
import { signInitData } from "~/features/miniapp/init-data.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { formatDateTime } from "~/lib/format";
import { action as miniAppAction } from "~/routes/resources/miniapp-sign-in";
import { loader as oauthCallbackLoader } from "~/routes/oauth.callback";
import { advancePlayerClock, findPlayerByLogin, getDb } from "../../mocks/db/store";
import { formPost, routeArgs, settle, withCookies } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

/**
 * Issue 19, decisions 026 and 035: the messaging-app and social sign-ins refuse a player on a break like the
 * password sign-in does, with the same message and when the break ends; once it has ended they sign in again.
 */
const site = sandboxSite();
recordingPlatform({ site });

const DAY = 86_400_000;
const flashOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast;
const takeBreak = (login: string, kind: "timeout" | "exclusion", ms: number) => {
  const until = Date.now() + ms;
  getDb().prepare("UPDATE players SET excluded_until = ?, excluded_kind = ? WHERE login = ?").run(until, kind, login);
  return new Date(until).toISOString();
};

let launches = 0;
/** A new launch of the mini-app each time (one sign-in per launch, decision 053). */
function initData(id: number) {
  return signInitData({ query_id: `AAH${id}-${++launches}`, user: JSON.stringify({ id, first_name: "Sandbox", username: `tg_break_${id}` }), auth_date: String(Math.floor(Date.now() / 1000) - 5) }, SANDBOX_BOT_TOKEN);
}

async function miniAppSignIn(id: number, path = "/_actions/auth/miniapp") {
  const args = formPost(path, "", { initData: initData(id) });
  const response = (await miniAppAction(args)) as Response;
  return { status: response.status, body: (await response.json()) as unknown, cookies: args.context.responseHeaders.getSetCookie() };
}

/** The sandbox's social provider answering "allow" for the returning identity of `service`. */
async function socialAllow(service: string, back = "/oauth/callback?redirect_url=%2Fru%2Fgamehall") {
  const host = new URL(site.url).host;
  return fetch(`${site.url}/sandbox/oauth/${service}`, {
    method: "POST",
    headers: { host, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ redirect_url: back, identity: "returning", decision: "allow" }),
    redirect: "manual",
  });
}

describe("sign-ins other than the password's refuse a player on a break", () => {
  it("the messaging app: AccessDenied with the break's kind and end; the site answers the password sign-in's message", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = 820_000_000 + Math.floor(Math.random() * 1_000_000);
    expect(await miniAppSignIn(id)).toMatchObject({ status: 200, body: { ok: true } });
    const until = takeBreak(`tg${id}`, "timeout", DAY);

    // The platform's own answer: AccessDenied (400, never 403: that is the forbidden page) with the break.
    const raw = initData(id);
    const platformAnswer = await fetch(`${SANDBOX_PLATFORM_URL}/api/auth.register`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ is_tg: "1", id: String(id), hash: new URLSearchParams(raw).get("hash")!, payload: raw }),
    });
    expect(platformAnswer.status).toBe(400);
    expect(await platformAnswer.json()).toMatchObject({ error: { type: "AccessDeniedException", reason: "self_excluded", kind: "timeout", until } });
    expect(platformAnswer.headers.getSetCookie()).toEqual([]);

    const refused = await miniAppSignIn(id);
    expect(refused).toEqual({
      status: 400,
      body: { ok: false, error: "selfExcluded", message: { key: "auth.errors.selfExcluded.timeout", values: { date: formatDateTime(until, "uz") } } },
      cookies: [],
    });
    takeBreak(`tg${id}`, "exclusion", 180 * DAY);
    expect((await miniAppSignIn(id)).body).toMatchObject({ message: { key: "auth.errors.selfExcluded.exclusion" } });

    // Over (the player's sandbox clock moves past the end): signed in again.
    advancePlayerClock(getDb(), findPlayerByLogin(getDb(), `tg${id}`)!.uid, 181 * 86_400);
    const back = await miniAppSignIn(id);
    expect(back).toMatchObject({ status: 200, body: { ok: true } });
    expect(back.cookies.some((cookie) => cookie.startsWith("platform_session="))).toBe(true);
  });

  it("social: the platform's flow comes back without a session, with the break; the callback shows the password sign-in's message", async () => {
    const service = `brk${Math.floor(Math.random() * 1e6)}`;
    const first = await socialAllow(service);
    expect(first.status).toBe(303);
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith("platform_session=") && !cookie.startsWith("platform_session=;"))).toBe(true);
    const login = `${service}.player@social.omad.test`;
    const sessions = () => (getDb().prepare("SELECT COUNT(*) AS n FROM sessions JOIN players USING (uid) WHERE login = ?").get(login) as { n: number }).n;
    const before = sessions();
    const until = takeBreak(login, "timeout", 7 * DAY);

    const refused = await socialAllow(service);
    expect(refused.status).toBe(303);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(sessions()).toBe(before);
    const location = new URL(refused.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/oauth/callback");
    expect(Object.fromEntries(location.searchParams)).toEqual({ redirect_url: "/ru/gamehall", error: "self_excluded", kind: "timeout", until });

    const landed = await settle(() => oauthCallbackLoader(routeArgs(`${location.pathname}${location.search}`) as never));
    expect(landed).toMatchObject({ status: 302, location: "/ru/gamehall" });
    expect(await flashOf(landed.headers)).toEqual({ type: "error", key: "auth.errors.selfExcluded.timeout", values: { date: formatDateTime(until, "ru") } });

    // Only a well-formed refusal is read as one: otherwise the callback judges by the account, as before.
    const odd = await settle(() => oauthCallbackLoader(routeArgs("/oauth/callback?redirect_url=%2F&error=self_excluded&until=soon") as never));
    expect(await flashOf(odd.headers)).toEqual({ type: "error", key: "auth.socialAuth.failed" });

    advancePlayerClock(getDb(), findPlayerByLogin(getDb(), login)!.uid, 8 * 86_400);
    const again = await socialAllow(service);
    expect(again.headers.getSetCookie().some((cookie) => cookie.startsWith("platform_session=") && !cookie.startsWith("platform_session=;"))).toBe(true);
    expect(sessions()).toBe(before + 1);
  });
});
