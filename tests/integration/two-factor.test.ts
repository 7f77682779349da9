import { http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { TWO_FACTOR_COOKIE } from "~/features/auth/two-factor.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { action as signInAction } from "~/routes/forms.sign_in";
import { createPlayer, getDb, latestCodes } from "../../mocks/db/store";
import { formPost, settle, withCookies } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { platform, received } = recordingPlatform();
/** What the platform's auth.login received (a POST: its fields are in the body). */
const logins: Array<Record<string, string>> = [];
platform.events.on("request:start", ({ request }) => {
  if (!new URL(request.url).pathname.endsWith("/api/auth.login")) return;
  void request.clone().text().then((body) => logins.push(Object.fromEntries(new URLSearchParams(body))));
});

type Body = { result: { status?: string; error?: Record<string, string[] | null> }; twoFactor: { notice: string | null; resendTime: number } | null };

function twoFactorPlayer() {
  const login = `two-step-${Date.now()}-${Math.floor(Math.random() * 1e6)}@omad.test`;
  const password = `Pw-${Math.random().toString(36).slice(2, 12)}`;
  const uid = createPlayer(getDb(), { login, password });
  getDb().prepare("UPDATE players SET two_factor_auth = 1 WHERE uid = ?").run(uid);
  return { login, password };
}

const codeOf = (login: string) => latestCodes(getDb(), 50).find((code) => code.purpose === "2fa-login" && code.target === login && !code.used)!.code;

/** The first step: login and password; the platform asks for a code. Returns the browser's cookie after it. */
async function firstStep(player: { login: string; password: string }, prefix = "") {
  const answer = await settle(() => signInAction(formPost(`${prefix}/forms/sign_in`, "", { login: player.login, password: player.password })));
  return { ...answer, body: answer.body as Body, cookie: withCookies("", answer.headers) };
}

const codePost = (cookie: string, fields: Record<string, string>, prefix = "") =>
  settle(() => signInAction(formPost(`${prefix}/forms/sign_in?redirectTo=%2Fpromotions`, cookie, { step: "code", redirectTo: `${prefix}/promotions`, ...fields })));

const platformAnswers = (body: unknown, status: number) =>
  platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/auth.login`, () => Response.json(body, { status }), { once: true }));

describe("the two-factor second step keeps the password off the page (issue 10.4)", () => {
  it("answers the step without the password; the password travels sealed in a 5-minute HttpOnly cookie", async () => {
    const player = twoFactorPlayer();
    const step = await firstStep(player);
    expect(step.status).toBe(200);
    expect(step.body.twoFactor).toEqual({ notice: "enabled", resendTime: 60 });
    expect(JSON.stringify(step.body)).not.toContain(player.password);
    expect(step.headers.get("cache-control")).toBe("no-store");
    const cookie = step.headers.getSetCookie().find((line) => line.startsWith(`${TWO_FACTOR_COOKIE}=`))!;
    expect(cookie).toMatch(/; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(player.password);
    expect(Buffer.from(cookie.split(";")[0]!.split("=")[1]!, "base64url").toString("latin1")).not.toContain(player.password);
  });

  it("the code signs in with the sealed credentials, lands on redirectTo and clears the step", async () => {
    const player = twoFactorPlayer();
    const { cookie } = await firstStep(player, "/ru");
    logins.length = 0;
    const done = await codePost(cookie, { code: codeOf(player.login) }, "/ru");
    expect(done.status).toBe(302);
    expect(done.location).toBe("/ru/promotions");
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ login: player.login, password: player.password, code: expect.stringMatching(/^\d{6}$/) });
    expect(done.headers.getSetCookie()).toContain(`${TWO_FACTOR_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    const flash = await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", done.headers) } }));
    expect(flash.toast).toMatchObject({ type: "success", key: "auth.toasts.signedIn" });
  });

  it("a step whose cookie is gone, altered or sealed under another secret starts over with its own message", async () => {
    const player = twoFactorPlayer();
    const { cookie } = await firstStep(player);
    const altered = cookie.replace(/auth_2fa=([^;]{10})/, "auth_2fa=AAAAAAAAAA");
    for (const sent of ["", altered]) {
      const answer = await codePost(sent, { code: "123456" });
      expect(answer.status).toBe(400);
      expect((answer.body as Body).twoFactor).toBeNull();
      expect((answer.body as Body).result.error?.[""]).toEqual(["auth.twoFactor.stepExpired"]);
    }
  });
});

describe("each two-factor answer of spec §8 gets its own text and next step (issue 11.3)", () => {
  it("a malformed code (12ab) keeps the code step with the 6-digit error beside the code; the platform is not asked", async () => {
    const player = twoFactorPlayer();
    const { cookie } = await firstStep(player);
    received.length = 0;
    const answer = await codePost(cookie, { code: "12ab" });
    expect(answer.status).toBe(400);
    expect((answer.body as Body).twoFactor).toEqual({ notice: null, resendTime: 0 });
    expect((answer.body as Body).result.error?.code).toEqual(['wrongCode|{"length":6}']);
    expect(received.filter((call) => call.method === "auth.login")).toEqual([]);
  });

  it("'The code must contain 6 digits' from the platform: the same 6-digit error beside the code", async () => {
    const player = twoFactorPlayer();
    const { cookie } = await firstStep(player);
    platformAnswers({ error: { type: "AuthorizationException", message: "The code must contain 6 digits" } }, 401);
    const answer = await codePost(cookie, { code: "123456" });
    expect(answer.status).toBe(400);
    expect((answer.body as Body).twoFactor).not.toBeNull();
    expect((answer.body as Body).result.error?.code).toEqual(['wrongCode|{"length":6}']);
  });

  it("'The code is invalid': the step stays with the wrong-code text beside the code", async () => {
    const player = twoFactorPlayer();
    const { cookie } = await firstStep(player);
    const wrong = codeOf(player.login) === "000000" ? "111111" : "000000";
    const answer = await codePost(cookie, { code: wrong });
    expect(answer.status).toBe(400);
    expect((answer.body as Body).twoFactor).not.toBeNull();
    expect((answer.body as Body).result.error?.code).toEqual(["auth.twoFactor.invalid"]);
  });

  it("'Time expired': the step stays with the expired text; 'send a new code' sends one, which signs in", async () => {
    const player = twoFactorPlayer();
    const { cookie } = await firstStep(player);
    const code = codeOf(player.login);
    getDb().prepare("UPDATE codes SET created_at = created_at - 11 * 60000 WHERE purpose = '2fa-login' AND target = ?").run(player.login);
    const expired = await codePost(cookie, { code });
    expect(expired.status).toBe(400);
    expect((expired.body as Body).twoFactor).not.toBeNull();
    expect((expired.body as Body).result.error?.code).toEqual(["auth.twoFactor.expired"]);

    const resent = await codePost(cookie, { intent: "resend", code: "" });
    expect(resent.status).toBe(200);
    expect((resent.body as Body).twoFactor).toEqual({ notice: "resent", resendTime: 60 });
    const fresh = codeOf(player.login);
    const done = await codePost(withCookies(cookie, resent.headers), { code: fresh });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/promotions");
  });

  it("'already enabled' starts the step with its notice; 'Resend time' alone says when a new code may be asked for", async () => {
    const player = twoFactorPlayer();
    const { body, cookie } = await firstStep(player);
    expect(body.twoFactor?.notice).toBe("enabled");
    platformAnswers({ error: { type: "AuthorizationException", message: "Resend time: 42", resend_time: 42 } }, 401);
    const early = await codePost(cookie, { intent: "resend" });
    expect(early.status).toBe(200);
    expect((early.body as Body).twoFactor).toEqual({ notice: "resendWait", resendTime: 42 });
  });

  it("a platform that refuses the credentials meanwhile starts over; a busy one keeps the step", async () => {
    const player = twoFactorPlayer();
    const { cookie } = await firstStep(player);
    platformAnswers({ error: { type: "TooManyRequestsException", message: "Slow down" } }, 429);
    const busy = await codePost(cookie, { code: "123456" });
    expect(busy.status).toBe(429);
    expect((busy.body as Body).twoFactor).not.toBeNull();
    expect((busy.body as Body).result.error?.[""]).toEqual(["auth.errors.tooManyRequests"]);
    platformAnswers({ error: { type: "AuthorizationException", message: "Wrong login or password" } }, 401);
    const refused = await codePost(cookie, { code: "123456" });
    expect(refused.status).toBe(400);
    expect((refused.body as Body).twoFactor).toBeNull();
    expect((refused.body as Body).result.error?.[""]).toEqual(["auth.errors.wrongCredentials"]);
  });
});
