import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_TOKEN_COOKIE, contentAuthApi } from "~/content/auth.server";
import { ContentError, contentRequest } from "~/content/content.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { getAccountInfo } from "~/platform/account.server";
import { loader as rootLoader } from "~/root";
import { action as signInAction } from "~/routes/forms.sign_in";
import { action as signUpAction } from "~/routes/forms.sign_up";
import { loader as oauthCallbackLoader } from "~/routes/oauth.callback";
import { loader as oauthInitLoader } from "~/routes/oauth.init";
import { action as settingsAction } from "~/routes/profile.settings";
import { action as logoutAction } from "~/routes/resources/logout";
import { getDb, latestCodes } from "../../mocks/db/store";
import { createHandlers } from "../../mocks/handlers";
import { issueAccessToken, socialContentUser } from "../../mocks/handlers/content-auth";
import { formPost, routeArgs, settle, withCookies } from "./cashier-support";

// The content-backend variant for this whole file (decision 038); the env is read once, on first use.
vi.hoisted(() => {
  process.env.SANDBOX = "1";
  process.env.AUTH_BACKEND = "content";
});

const CONTENT = `${SANDBOX_PLATFORM_URL}/content/api`;
const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
beforeAll(() => platform.listen({ onUnhandledRequest: "error" }));
afterEach(() => platform.resetHandlers());
afterAll(() => platform.close());

const fresh = (tag: string) => `cb-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@omad.test`;
type Reply = { result: { error?: Record<string, string[] | null> | null } };
const errorsOf = (body: unknown) => (body as Reply).result.error ?? {};
const tokenOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith(`${CONTENT_TOKEN_COOKIE}=`));
const jwtOf = (headers: Headers) => decodeURIComponent(tokenOf(headers)!.split(";")[0]!.split("=")[1]!);
const toastOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast?.key;

async function signUp(login: string, password = "Secret123", path = "/forms/sign_up", extra: Record<string, string> = {}) {
  return settle(() => signUpAction(formPost(path, "", { login, password, terms: "on", currency: "UZS", ...extra })));
}

/** The account the site reads with a cookie header, and the Set-Cookie lines that read left. */
async function accountWith(cookie: string) {
  const args = routeArgs("/", { headers: { cookie } });
  const account = await getAccountInfo(args.request, args.context);
  return { account, setCookies: args.context.responseHeaders.getSetCookie() };
}

describe("content-backend sign-up, sign-out and sign-in through the site's forms", () => {
  it("signs up with an e-mail: the jwt in an HttpOnly cookie, users/me makes the header's player", async () => {
    const login = fresh("up");
    const done = await signUp(login, "Secret123", "/ru/forms/sign_up", { redirectTo: "/ru/gamehall" });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/ru/gamehall?register=success");
    expect(tokenOf(done.headers)).toMatch(/^content_jwt=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    expect(await toastOf(done.headers)).toBe("auth.toasts.registered");

    const cookie = withCookies("", done.headers);
    const { account } = await accountWith(cookie);
    expect(account).toMatchObject({ uid: expect.any(Number), login, fakename: null, is_registration_completed: true });
    expect(account.uid).toBeGreaterThan(0);
    const root = (await rootLoader(routeArgs("/", { headers: { cookie } }) as never)) as { player: { login: string; total: { amount: number } } | null };
    expect(root.player).toMatchObject({ login, total: { amount: 0 } });
  });

  it("signs up with a phone; the same login again is refused beside the field (400), a bad one by our own check", async () => {
    const phone = `99890${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    expect((await signUp(phone)).status).toBe(302);
    const me = await contentAuthApi(null).signIn({ identifier: phone, password: "Secret123" });
    expect(me.user).toMatchObject({ mobileContact: phone, emailContact: null });

    const again = await signUp(phone);
    expect(again.status).toBe(400);
    expect(errorsOf(again.body).login).toEqual(["auth.errors.exists"]);
    expect(tokenOf(again.headers)).toBeUndefined();

    const bad = await signUp("not a login");
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body).login).toEqual(["wrongPhoneFormat"]);
  });

  it("signs out (the token forgotten), refuses a wrong password with its message (400), signs in with the right one", async () => {
    const login = fresh("in");
    const up = await signUp(login);
    const out = await settle(() => logoutAction(formPost("/resources/logout", withCookies("", up.headers), { locale: "ru" })));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/ru");
    expect(tokenOf(out.headers)).toBe(`${CONTENT_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    expect(await toastOf(out.headers)).toBe("auth.toasts.signedOut");

    const wrong = await settle(() => signInAction(formPost("/forms/sign_in", "", { login, password: "Wrong1234" })));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)[""]).toEqual(["auth.errors.wrongCredentials"]);
    expect(tokenOf(wrong.headers)).toBeUndefined();

    const right = await settle(() => signInAction(formPost("/forms/sign_in", "", { login, password: "Secret123", redirectTo: "/promotions" })));
    expect(right.status).toBe(302);
    expect(right.location).toBe("/promotions");
    expect(await toastOf(right.headers)).toBe("auth.toasts.signedIn");
    expect((await accountWith(withCookies("", right.headers))).account.login).toBe(login);

    const foreign = await settle(() => signInAction(formPost("/forms/sign_in", "", { login, password: "Secret123", redirectTo: "https://evil.example/" })));
    expect(foreign.location).toBe("/");
  });

  it("a sign-in the backend cannot answer is a 503 with the translated text, never a 500", async () => {
    platform.use(http.post(`${CONTENT}/auth/local`, () => new HttpResponse(null, { status: 500 })));
    const down = await settle(() => signInAction(formPost("/forms/sign_in", "", { login: fresh("down"), password: "Secret123" })));
    expect(down.status).toBe(503);
    expect(errorsOf(down.body)[""]).toEqual(["auth.errors.unknown"]);
  });
});

describe("users/me", () => {
  it("no token: a guest, nothing asked and nothing cleared", async () => {
    const { account, setCookies } = await accountWith("");
    expect(account.uid).toBe(0);
    expect(setCookies).toEqual([]);
  });

  it("a refused token (forged, or the backend failing) is cleared and the visitor is a guest", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const forged = await accountWith(`${CONTENT_TOKEN_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged`);
    expect(forged.account.uid).toBe(0);
    expect(forged.setCookies).toEqual([`${CONTENT_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);

    const up = await signUp(fresh("me"));
    platform.use(http.get(`${CONTENT}/users/me`, () => HttpResponse.json({ error: { status: 503, name: "ServiceUnavailable", message: "down" } }, { status: 503 })));
    const failing = await accountWith(withCookies("", up.headers));
    expect(failing.account.uid).toBe(0);
    expect(failing.setCookies).toEqual([`${CONTENT_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`]);
    expect(warn).toHaveBeenCalled();
  });

  it("names the player by the profile's first name, else the e-mail, else the phone", async () => {
    const user = socialContentUser(getDb(), "google", "new");
    const token = issueAccessToken(getDb(), "google", user.id);
    const { jwt } = await contentAuthApi(null).providerCallback("google", token);
    const root = (await rootLoader(routeArgs("/", { headers: { cookie: `${CONTENT_TOKEN_COOKIE}=${jwt}` } }) as never)) as { player: { login: string } | null; registrationIncomplete: boolean };
    expect(root.player?.login).toBe("Google Yangi");
    expect(root.registrationIncomplete).toBe(false);
  });
});

describe("content-backend restore password (forgot → reset)", () => {
  const restoreCode = (login: string) => latestCodes(getDb(), 50).find((code) => code.purpose === "content-restore" && code.target === login && !code.used)?.code;

  it("sends a code (shown on /sandbox/codes.json), refuses a wrong one beside the field, and the right one signs in", async () => {
    const login = fresh("restore");
    const up = await signUp(login);
    const oldCookie = withCookies("", up.headers);
    const asked = await settle(() => signInAction(formPost("/ru/forms/sign_in?restore=1", "", { intent: "restore", login })));
    expect(asked.status).toBe(200);
    expect((asked.body as { sent: { channel: string; masked: string } }).sent).toMatchObject({ channel: "email", masked: expect.stringMatching(/^cb\*+@omad\.test$/) });
    const code = restoreCode(login);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await settle(() => signInAction(formPost("/ru/forms/sign_in?restore=1", "", { intent: "reset", login, code: code === "000000" ? "111111" : "000000", password: "NewSecret1", passwordRepeat: "NewSecret1" })));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body).code).toEqual(["auth.errors.wrongCode"]);

    const done = await settle(() => signInAction(formPost("/ru/forms/sign_in?restore=1", "", { intent: "reset", login, code: code!, password: "NewSecret1", passwordRepeat: "NewSecret1" })));
    expect(done.status).toBe(302);
    expect(done.location).toBe("/ru");
    expect(await toastOf(done.headers)).toBe("auth.restore.doneSignedIn");
    expect((await accountWith(withCookies("", done.headers))).account.login).toBe(login);
    // The old token ended with the old password.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await accountWith(oldCookie)).account.uid).toBe(0);
    await expect(contentAuthApi(null).signIn({ identifier: login, password: "NewSecret1" })).resolves.toMatchObject({ jwt: expect.any(String) });
  });

  it("answers the same for an unknown login (no probing) and sends nothing", async () => {
    const login = fresh("nobody");
    const asked = await settle(() => signInAction(formPost("/forms/sign_in?restore=1", "", { intent: "restore", login })));
    expect(asked.status).toBe(200);
    expect(restoreCode(login)).toBeUndefined();
  });
});

describe("content-backend change password (profile settings)", () => {
  it("refuses a wrong current password beside it (400), changes it with the right one and replaces the token", async () => {
    const login = fresh("change");
    const up = await signUp(login);
    const cookie = withCookies("", up.headers);
    const wrong = await settle(() => settingsAction(formPost("/profile/settings", cookie, { intent: "password", oldPassword: "Nope12345", password: "Changed123", passwordRepeat: "Changed123" })));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body).oldPassword).toEqual(["profile.settings.password.wrongOld"]);

    const done = await settle(() => settingsAction(formPost("/profile/settings", cookie, { intent: "password", oldPassword: "Secret123", password: "Changed123", passwordRepeat: "Changed123" })));
    expect(done.status).toBe(303);
    expect(await toastOf(done.headers)).toBe("profile.settings.toasts.passwordChanged");
    const renewed = withCookies(cookie, done.headers);
    expect(jwtOf(done.headers)).not.toBe(jwtOf(up.headers));
    expect((await accountWith(renewed)).account.login).toBe(login);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await accountWith(cookie)).account.uid).toBe(0);
  });

  it("a guest is sent home (the guard reads users/me)", async () => {
    const guest = await settle(() => settingsAction(formPost("/profile/settings", "", { intent: "password", oldPassword: "a", password: "Changed123", passwordRepeat: "Changed123" })));
    expect(guest.status).toBe(302);
    expect(guest.location).toBe("/?redirectUrl=%2Fprofile%2Fsettings");
  });
});

describe("content-backend social sign-in", () => {
  it("/oauth/init sends the browser to connect/{provider} with the site's callback", async () => {
    const { status, location } = await settle(() => oauthInitLoader(routeArgs("/oauth/init?service=google&redirect_url=%2Fru%2Fgamehall&type_auth=login")));
    expect(status).toBe(302);
    const target = new URL(location!, "http://localhost");
    expect(target.pathname).toBe("/sandbox/content-connect/google");
    expect(target.searchParams.get("callback")).toBe("http://localhost/oauth/callback?provider=google&redirect_url=%2Fru%2Fgamehall");
    const unknown = await settle(() => oauthInitLoader(routeArgs("/oauth/init?service=myspace&redirect_url=%2Fpromotions&type_auth=login")));
    expect(unknown.location).toBe("/promotions");
  });

  it("the callback exchanges access_token for a jwt once; a spent or missing one lands with the failure toast", async () => {
    const user = socialContentUser(getDb(), "google", "returning");
    const token = issueAccessToken(getDb(), "google", user.id);
    const url = `/oauth/callback?provider=google&redirect_url=%2Fru%2Fgamehall&access_token=${token}`;
    const signedIn = await settle(() => oauthCallbackLoader(routeArgs(url)));
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/ru/gamehall");
    expect(await toastOf(signedIn.headers)).toBe("auth.toasts.signedIn");
    expect((await accountWith(withCookies("", signedIn.headers))).account.uid).toBe(user.id);

    vi.spyOn(console, "warn").mockImplementation(() => {});
    const spent = await settle(() => oauthCallbackLoader(routeArgs(url)));
    expect(spent.location).toBe("/ru/gamehall");
    expect(tokenOf(spent.headers)).toBeUndefined();
    expect(await toastOf(spent.headers)).toBe("auth.socialAuth.failed");

    const otherProvider = issueAccessToken(getDb(), "google", user.id);
    const mismatch = await settle(() => oauthCallbackLoader(routeArgs(`/oauth/callback?provider=facebook&redirect_url=%2F&access_token=${otherProvider}`)));
    expect(tokenOf(mismatch.headers)).toBeUndefined();
    const denied = await settle(() => oauthCallbackLoader(routeArgs("/oauth/callback?provider=google&redirect_url=%2F&error=access_denied")));
    expect(await toastOf(denied.headers)).toBe("auth.socialAuth.failed");
  });
});

describe("the sandbox's content backend honours exactly decision 038's contract", () => {
  const refusedWith = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof ContentError) return error;
      throw error;
    }
    throw new Error("expected a refusal");
  };

  it("refuses unknown or missing keys, a second contact, and calls without a token", async () => {
    const extra = await refusedWith(() => contentRequest("auth/local", { method: "POST", body: { identifier: "a@b.uz", password: "x", remember: "1" } }));
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({ error: { name: "ValidationError", details: { errors: [{ path: ["remember"] }] } } });
    const email = fresh("strict");
    const both = await refusedWith(() => contentRequest("auth/local/register", { method: "POST", body: { username: email, email, phone: "998901234567", password: "Secret123", locale: "uz" } }));
    expect(both.status).toBe(400);
    const noLocale = await refusedWith(() => contentRequest("auth/local/register", { method: "POST", body: { username: email, email, password: "Secret123" } }));
    expect(noLocale.status).toBe(400);
    expect((await refusedWith(() => contentAuthApi(null).me())).status).toBe(401);
    expect((await refusedWith(() => contentAuthApi(null).changePassword({ currentPassword: "a", password: "b", passwordConfirmation: "b" }))).status).toBe(401);
    const callbackQuery = await refusedWith(() => contentRequest("auth/google/callback", { query: { access_token: "x", id_token: "y" } }));
    expect(callbackQuery.status).toBe(400);
  });

  it("connect/{provider} is a browser page: the sandbox's provider page, the callback passed on", async () => {
    const callback = "http://localhost:3000/oauth/callback?provider=google&redirect_url=%2F";
    const answer = await fetch(`${CONTENT}/connect/google?${new URLSearchParams({ callback })}`, { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/sandbox/content-connect/google?${new URLSearchParams({ callback })}`);
  });

  it("send-email-confirmation: a code for an unconfirmed e-mail, the same answer for an unknown one", async () => {
    const login = fresh("confirm");
    await signUp(login);
    await expect(contentAuthApi(null).sendEmailConfirmation(login)).resolves.toEqual({ ok: true });
    expect(latestCodes(getDb(), 50).some((code) => code.purpose === "content-email" && code.target === login)).toBe(true);
    await expect(contentAuthApi(null).sendEmailConfirmation(fresh("unknown"))).resolves.toEqual({ ok: true });
  });
});
