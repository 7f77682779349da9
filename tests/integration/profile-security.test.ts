import { HttpResponse, type JsonBodyType, http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { action as securityAction, loader as securityLoader } from "~/routes/profile.security";
import { action as signInAction } from "~/routes/forms.sign_in";
import { getDb, latestCodes } from "../../mocks/db/store";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { platform, received } = recordingPlatform();
/** What the platform's POST calls received in their bodies, by method. */
const bodies: Array<{ method: string; fields: Record<string, string> }> = [];
platform.events.on("request:start", ({ request }) => {
  const method = /\/api\/(.+)$/.exec(new URL(request.url).pathname)?.[1];
  if (!method || request.method !== "POST") return;
  void request.clone().text().then((body) => bodies.push({ method, fields: Object.fromEntries(new URLSearchParams(body)) }));
});

type Result = { intent: string; result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null } };

const twoFactorOf = (uid: number) => (getDb().prepare("SELECT two_factor_auth FROM players WHERE uid = ?").get(uid) as { two_factor_auth: number }).two_factor_auth;
const enableCode = (login: string) => latestCodes(getDb(), 50).find((code) => code.purpose === "2fa-enable" && code.target === login && !code.used)?.code;
const post = (cookie: string, fields: Record<string, string>, prefix = "") => settle(() => securityAction(formPost(`${prefix}/profile/security`, cookie, fields)));
const view = (cookie: string, path = "/profile/security") => settle(() => securityLoader(routeArgs(path, { headers: { cookie } })));
const answers = (method: string, body: JsonBodyType, status = 200) =>
  platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/${method}`, () => HttpResponse.json(body, { status }), { once: true }));
const fault = (type: string, message: string) => ({ error: { type: `${type}Exception`, message } });
const flashOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast;

describe("/profile/security is there only while functionalSettings enable two-factor (decision 014)", () => {
  it("answers the page to a signed-in player while the sandbox's config enables it", async () => {
    const { cookie } = sandboxPlayer();
    const page = await view(cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: "security", title: "Xavfsizlik", enabled: false, step: null });
  });

  it("is not found, page and action alike, when functionalSettings.twoFactorAuth is off; the platform is never asked", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ functionalSettings: { twoFactorAuth: false, identityVerification: true } })));
    const { cookie } = sandboxPlayer();
    const page = await view(cookie, "/ru/profile/security");
    expect(page.status).toBe(404);
    expect(page.body).toEqual({ message: "Page Not Found: /ru/profile/security", path: "/ru/profile/security" });
    const posted = await post(cookie, { intent: "enable" });
    expect(posted.status).toBe(404);
    expect(received.map((call) => call.method)).not.toContain("account.changeTwoFactorAuth");
  });

  it("sends a guest home with redirectUrl", async () => {
    const page = await view("", "/ru/profile/security");
    expect(page.status).toBe(302);
    expect(page.location).toBe("/ru?redirectUrl=%2Fru%2Fprofile%2Fsecurity");
  });
});

describe("turning two-factor on with the code, and off (account.changeTwoFactorAuth, account.confirmTwoFactorAuth)", () => {
  it("enable → code step → the sandbox's code turns it on; the sign-in then asks for a code; disable turns it off", async () => {
    const { uid, login, cookie } = sandboxPlayer();
    const enabled = await post(cookie, { intent: "enable" }, "/ru");
    expect(enabled.status).toBe(302);
    expect(enabled.location).toBe("/ru/profile/security?step=code");
    expect(await flashOf(enabled.headers)).toEqual({ type: "info", key: "profile.security.toasts.codeSent" });
    expect(bodies.find((call) => call.method === "account.changeTwoFactorAuth")?.fields).toEqual({ enabled: "1" });
    expect((await view(cookie, "/ru/profile/security?step=code")).body).toMatchObject({ enabled: false, step: "code" });

    const code = enableCode(login)!;
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await post(cookie, { intent: "confirm", code }, "/ru");
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/ru/profile/security");
    expect(await flashOf(confirmed.headers)).toEqual({ type: "success", key: "profile.security.toasts.enabled" });
    expect(bodies.find((call) => call.method === "account.confirmTwoFactorAuth")?.fields).toEqual({ code });
    expect(twoFactorOf(uid)).toBe(1);
    // Once on, a `?step=code` link no longer shows the code form.
    expect((await view(cookie, "/profile/security?step=code")).body).toMatchObject({ enabled: true, step: null });

    const signIn = await settle(() => signInAction(formPost("/forms/sign_in", "", { login, password: "demo1234" })));
    expect(signIn.status).toBe(200);
    expect((signIn.body as { twoFactor: unknown }).twoFactor).toEqual({ notice: "enabled", resendTime: 60 });

    bodies.length = 0;
    const disabled = await post(cookie, { intent: "disable" });
    expect(disabled.status).toBe(302);
    expect(disabled.location).toBe("/profile/security");
    expect(await flashOf(disabled.headers)).toEqual({ type: "success", key: "profile.security.toasts.disabled" });
    expect(bodies.find((call) => call.method === "account.changeTwoFactorAuth")?.fields).toEqual({ enabled: "0" });
    expect(twoFactorOf(uid)).toBe(0);
  });

  it("a wrong code (the platform answers 0) is the wrong-code text beside the code, the code kept, still off", async () => {
    const { uid, login, cookie } = sandboxPlayer();
    await post(cookie, { intent: "enable" });
    const wrong = enableCode(login) === "000000" ? "111111" : "000000";
    const answer = await post(cookie, { intent: "confirm", code: wrong });
    expect(answer.status).toBe(400);
    expect((answer.body as Result).result.error?.code).toEqual(["auth.twoFactor.invalid"]);
    expect((answer.body as Result).result.initialValue).toMatchObject({ code: wrong });
    expect(twoFactorOf(uid)).toBe(0);
  });

  it("an expired code ('Time expired') is the expired text beside the code; a new code works", async () => {
    const { uid, login, cookie } = sandboxPlayer();
    await post(cookie, { intent: "enable" });
    const old = enableCode(login)!;
    getDb().prepare("UPDATE codes SET created_at = created_at - 11 * 60000 WHERE purpose = '2fa-enable' AND target = ?").run(login);
    const answer = await post(cookie, { intent: "confirm", code: old });
    expect(answer.status).toBe(400);
    expect((answer.body as Result).result.error?.code).toEqual(["auth.twoFactor.expired"]);
    expect((await post(cookie, { intent: "enable" })).location).toBe("/profile/security?step=code");
    expect((await post(cookie, { intent: "confirm", code: enableCode(login)! })).status).toBe(302);
    expect(twoFactorOf(uid)).toBe(1);
  });

  it("asking again within the minute: the sandbox answers 'Resend time: N', the code step opens with the wait and the first code still works", async () => {
    const { uid, login, cookie } = sandboxPlayer();
    expect((await post(cookie, { intent: "enable" })).location).toBe("/profile/security?step=code");
    const first = enableCode(login)!;
    // 20 seconds later the player presses "turn on" again.
    getDb().prepare("UPDATE codes SET created_at = created_at - 20000 WHERE purpose = '2fa-enable' AND target = ?").run(login);
    const again = await post(cookie, { intent: "enable" }, "/ru");
    expect(again.status).toBe(302);
    expect(again.location).toBe("/ru/profile/security?step=code");
    expect(await flashOf(again.headers)).toEqual({ type: "info", key: "auth.twoFactor.resendWait", values: { seconds: 40 } });
    expect(enableCode(login)).toBe(first);
    expect((await post(cookie, { intent: "confirm", code: first })).status).toBe(302);
    expect(twoFactorOf(uid)).toBe(1);
  });

  it("a malformed code is the 6-digit error beside it; the platform is not asked", async () => {
    const { cookie } = sandboxPlayer();
    for (const code of ["12ab", "12345", ""]) {
      received.length = 0;
      const answer = await post(cookie, { intent: "confirm", code });
      expect(answer.status).toBe(400);
      expect((answer.body as Result).result.error?.code).toEqual([code ? 'wrongCode|{"length":6}' : "required"]);
      expect(received.map((call) => call.method)).not.toContain("account.confirmTwoFactorAuth");
    }
  });

  it("each two-factor message of the platform on confirm gets its text: 6 digits, invalid, already enabled, resend time", async () => {
    const { cookie } = sandboxPlayer();
    const cases: Array<[string, number, Record<string, string[]>]> = [
      ["The code must contain 6 digits", 400, { code: ['wrongCode|{"length":6}'] }],
      ["The code is invalid", 400, { code: ["auth.twoFactor.invalid"] }],
      ["Two factor auth is already enabled", 409, { "": ["profile.security.errors.alreadyOn"] }],
      ["Resend time: 42", 400, { code: ['auth.twoFactor.resendWait|{"seconds":42}'] }],
    ];
    for (const [text, status, errors] of cases) {
      answers("account.confirmTwoFactorAuth", fault("Authorization", text), 400);
      const answer = await post(cookie, { intent: "confirm", code: "123456" });
      expect(answer.status, text).toBe(status);
      expect((answer.body as Result).result.error, text).toEqual(errors);
    }
  });

  it("enable: already on (account or platform) is a 409 with its text; an answer of 0 is a refusal; 'Resend time' opens the code step", async () => {
    const on = sandboxPlayer();
    getDb().prepare("UPDATE players SET two_factor_auth = 1 WHERE uid = ?").run(on.uid);
    const already = await post(on.cookie, { intent: "enable" });
    expect(already.status).toBe(409);
    expect((already.body as Result).result.error).toEqual({ "": ["profile.security.errors.alreadyOn"] });

    const { cookie } = sandboxPlayer();
    answers("account.changeTwoFactorAuth", fault("Authorization", "Two factor auth is already enabled"), 400);
    expect((await post(cookie, { intent: "enable" })).status).toBe(409);

    answers("account.changeTwoFactorAuth", { data: 0 });
    const refused = await post(cookie, { intent: "enable" });
    expect(refused.status).toBe(400);
    expect((refused.body as Result).result.error).toEqual({ "": ["profile.security.errors.refused"] });

    answers("account.changeTwoFactorAuth", fault("Authorization", "Resend time: 45"), 400);
    const wait = await post(cookie, { intent: "enable" });
    expect(wait.location).toBe("/profile/security?step=code");
    expect(await flashOf(wait.headers)).toEqual({ type: "info", key: "auth.twoFactor.resendWait", values: { seconds: 45 } });

    answers("account.changeTwoFactorAuth", fault("TooManyRequests", "Slow down"), 429);
    const busy = await post(cookie, { intent: "enable" });
    expect(busy.status).toBe(429);
    expect((busy.body as Result).result.error).toEqual({ "": ["auth.errors.tooManyRequests"] });
  });

  it("disable: any answer other than 1 is a refusal and two-factor stays on", async () => {
    const { uid, cookie } = sandboxPlayer();
    getDb().prepare("UPDATE players SET two_factor_auth = 1 WHERE uid = ?").run(uid);
    for (const refusal of [0, { resend_time: 60 }, "ok"]) {
      answers("account.changeTwoFactorAuth", { data: refusal });
      const answer = await post(cookie, { intent: "disable" });
      expect(answer.status, JSON.stringify(refusal)).toBe(400);
      expect((answer.body as Result).result.error).toEqual({ "": ["profile.security.errors.refused"] });
    }
    expect(twoFactorOf(uid)).toBe(1);
  });

  it("a banned player gets the banned page, not a form error; an unknown intent is a 400", async () => {
    const { cookie } = sandboxPlayer();
    answers("account.changeTwoFactorAuth", fault("UserBanned", "The player is banned"), 403);
    const banned = await post(cookie, { intent: "enable" });
    expect(banned.status).toBe(403);
    const unknown = await post(cookie, { intent: "explode" });
    expect(unknown.status).toBe(400);
    expect((unknown.body as Result).result.error).toEqual({ "": ["auth.errors.unknown"] });
  });
});
