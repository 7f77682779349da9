import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { action as completeAction, loader as completeLoader } from "~/routes/forms.complete_registration";
import { action as signInAction } from "~/routes/forms.sign_in";
import { action as signUpAction } from "~/routes/forms.sign_up";
import { readFlashToast } from "~/features/toasts/flash.server";
import { loader as oauthCallbackLoader } from "~/routes/oauth.callback";
import { loader as oauthDoneLoader } from "~/routes/oauth.done";
import { loader as oauthInitLoader } from "~/routes/oauth.init";
import { createSession, findPlayerByLogin, getDb, latestCodes, verifyPassword } from "../../mocks/db/store";
import { SESSION_COOKIE } from "../../mocks/handlers/context";
import { createHandlers } from "../../mocks/handlers";
import { formPost, routeArgs, sandboxPlayer, settle } from "./cashier-support";

const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
beforeAll(() => platform.listen({ onUnhandledRequest: "error" }));
afterAll(() => platform.close());

const restoreCode = (login: string) => latestCodes(getDb(), 50).find((code) => code.purpose === "restore" && code.target === login && !code.used)?.code;

describe("restore password (auth.restore)", () => {
  it("refuses a bad login with a 400 and sends nothing", async () => {
    const before = latestCodes(getDb(), 1)[0]?.created_at ?? 0;
    const { status, body } = await settle(() => signInAction(formPost("/forms/sign_in?restore=1", "", { intent: "restore", login: "12ab" })));
    expect(status).toBe(400);
    expect((body as { result: { error: Record<string, string[]> } }).result.error.login).toEqual(["wrongPhoneFormat"]);
    expect(latestCodes(getDb(), 1)[0]?.created_at ?? 0).toBe(before);
  });

  it("sends a code to the login, tells where (masked), then sets the new password with it", async () => {
    const { login } = sandboxPlayer();
    const asked = await settle(() => signInAction(formPost("/ru/forms/sign_in?restore=1", "", { intent: "restore", login })));
    expect(asked.status).toBe(200);
    expect((asked.body as { sent: { channel: string; masked: string } }).sent).toMatchObject({ channel: "email", masked: expect.stringMatching(/^ca\*+@omad\.test$/) });
    const code = restoreCode(login);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await settle(() => signInAction(formPost("/ru/forms/sign_in?restore=1", "", { intent: "reset", login, code: code === "000000" ? "111111" : "000000", password: "NewSecret1", passwordRepeat: "NewSecret1" })));
    expect(wrong.status).toBe(400);
    expect((wrong.body as { result: { error: Record<string, string[]> } }).result.error.code).toEqual(["auth.errors.wrongCode"]);

    const done = await settle(() => signInAction(formPost("/ru/forms/sign_in?restore=1", "", { intent: "reset", login, code: code!, password: "NewSecret1", passwordRepeat: "NewSecret1", back: "/ru/forms/sign_in" })));
    expect(done.status).toBe(302);
    expect(done.location).toBe("/ru/forms/sign_in");
    expect(verifyPassword("NewSecret1", findPlayerByLogin(getDb(), login)!.password_hash)).toBe(true);
  });

  it("answers the same for an unknown login (no account probing), and a filled honeypot sends nothing", async () => {
    const unknown = await settle(() => signInAction(formPost("/forms/sign_in?restore=1", "", { intent: "restore", login: "nobody-here@omad.test" })));
    expect(unknown.status).toBe(200);
    expect(restoreCode("nobody-here@omad.test")).toBeUndefined();
    const { login } = sandboxPlayer();
    const bot = await settle(() => signInAction(formPost("/forms/sign_in?restore=1", "", { intent: "restore", login, website: "spam" })));
    expect(bot.status).toBe(400);
    expect(restoreCode(login)).toBeUndefined();
  });
});

describe("social sign-in", () => {
  it("/oauth/init sends a configured provider to the platform's OAuth start, coming back through /oauth/callback", async () => {
    const { status, location } = await settle(() => oauthInitLoader(routeArgs("/oauth/init?service=google&redirect_url=%2Fru%2Fgamehall&type_auth=register")));
    expect(status).toBe(302);
    const target = new URL(location!, "http://localhost");
    expect(target.pathname).toBe("/sandbox/oauth/google");
    expect(target.searchParams.get("type_auth")).toBe("register");
    expect(target.searchParams.get("locale")).toBe("ru");
    expect(target.searchParams.get("redirect_url")).toBe("http://localhost/oauth/callback?redirect_url=%2Fru%2Fgamehall");
  });

  it("refuses unknown providers and foreign return addresses", async () => {
    const unknown = await settle(() => oauthInitLoader(routeArgs("/oauth/init?service=myspace&redirect_url=%2Fpromotions&type_auth=login")));
    expect(unknown.location).toBe("/promotions");
    const foreign = await settle(() => oauthInitLoader(routeArgs("/oauth/init?service=google&redirect_url=https%3A%2F%2Fevil.example%2F&type_auth=login")));
    expect(new URL(foreign.location!, "http://localhost").searchParams.get("redirect_url")).toBe("http://localhost/oauth/callback?redirect_url=%2F");
  });

  it("the callback lands on redirect_url with the signed-in toast, or an error toast when not signed in", async () => {
    const { cookie } = sandboxPlayer();
    const signedIn = await settle(() => oauthCallbackLoader(routeArgs("/oauth/callback?redirect_url=%2Fru%2Fgamehall", { headers: { cookie } })));
    expect(signedIn.location).toBe("/ru/gamehall");
    expect(signedIn.headers.get("set-cookie")).toMatch(/^flash=/);
    const guest = await settle(() => oauthCallbackLoader(routeArgs("/oauth/callback?redirect_url=%2F%2Fevil.example")));
    expect(guest.location).toBe("/");
  });

  it("a brand-new account is greeted as a registration, an older one with welcome back (decision 011)", async () => {
    const toastAfter = async (regTime: number) => {
      const { uid, cookie } = sandboxPlayer();
      getDb().prepare("UPDATE players SET reg_time = ? WHERE uid = ?").run(regTime, uid);
      const answer = await settle(() => oauthCallbackLoader(routeArgs("/oauth/callback?redirect_url=%2Fru", { headers: { cookie } })));
      expect(answer.location).toBe("/ru");
      return (await readFlashToast(new Request("http://localhost/", { headers: { cookie: answer.headers.getSetCookie()[0]!.split(";")[0]! } }))).toast;
    };
    expect(await toastAfter(Math.floor(Date.now() / 1000) - 5)).toEqual({ type: "success", key: "auth.toasts.registered" });
    expect(await toastAfter(Math.floor(Date.now() / 1000) - 86_400)).toEqual({ type: "success", key: "auth.toasts.signedIn" });
  });

  it("the popup's last page tells its opener (same origin) and carries the CSP nonce", async () => {
    const response = (await oauthDoneLoader(routeArgs("/ru/oauth/done"))) as Response;
    const html = await response.text();
    expect(html).toContain('<script nonce="test-nonce">');
    expect(html).toContain('postMessage({type:"oauth:done"},location.origin)');
    expect(html).toContain('lang="ru"');
  });
});

describe("completing a social registration", () => {
  function incompletePlayer() {
    const db = getDb();
    const { uid, login } = sandboxPlayer();
    db.prepare("DELETE FROM contacts WHERE uid = ?").run(uid);
    db.prepare("UPDATE players SET is_registration_completed = 0 WHERE uid = ?").run(uid);
    return { uid, login, cookie: `${SESSION_COOKIE}=${createSession(db, uid)}` };
  }

  it("the page is only for an incomplete registration", async () => {
    const complete = sandboxPlayer();
    expect((await settle(() => completeLoader(routeArgs("/forms/complete_registration", { headers: { cookie: complete.cookie } })))).status).toBe(302);
    const player = incompletePlayer();
    expect((await settle(() => completeLoader(routeArgs("/forms/complete_registration", { headers: { cookie: player.cookie } })))).status).toBe(200);
  });

  it("validates, then adds the contact on the platform, which completes the registration", async () => {
    const player = incompletePlayer();
    const refused = await settle(() => completeAction(formPost("/forms/complete_registration", player.cookie, { contact: "abc" })));
    expect(refused.status).toBe(400);
    expect((refused.body as { result: { error: Record<string, string[]> } }).result.error).toEqual({ contact: ["wrongPhoneFormat"], terms: ["uncheckedCheckbox"] });

    const done = await settle(() => completeAction(formPost("/forms/complete_registration", player.cookie, { contact: "+998 90 777 66 55", terms: "on", redirectTo: "/promotions" })));
    expect(done.status).toBe(302);
    expect(done.location).toBe("/promotions");
    const db = getDb();
    expect(db.prepare("SELECT type, contact, phone_country_code FROM contacts WHERE uid = ?").all(player.uid)).toEqual([{ type: "phone", contact: "998907776655", phone_country_code: "UZ" }]);
    expect((db.prepare("SELECT is_registration_completed AS done FROM players WHERE uid = ?").get(player.uid) as { done: number }).done).toBe(1);
  });

  it("sends a phone with the platform's phone country its digits fit, not always Uzbekistan's", async () => {
    const tajik = incompletePlayer();
    const done = await settle(() => completeAction(formPost("/forms/complete_registration", tajik.cookie, { contact: "+992 93 123 4567", terms: "on" })));
    expect(done.status).toBe(302);
    // +7 is Kazakhstan's and Russia's: the first the platform lists.
    const kazakh = incompletePlayer();
    expect((await settle(() => completeAction(formPost("/forms/complete_registration", kazakh.cookie, { contact: "+7 701 123 45 67", terms: "on" })))).status).toBe(302);
    const db = getDb();
    const contacts = db.prepare("SELECT uid, contact, phone_country_code FROM contacts WHERE uid IN (?, ?) ORDER BY uid").all(tajik.uid, kazakh.uid);
    expect(contacts).toEqual([
      { uid: tajik.uid, contact: "992931234567", phone_country_code: "TJ" },
      { uid: kazakh.uid, contact: "77011234567", phone_country_code: "KZ" },
    ]);
  });

  it("a contact the platform refuses reads as a wrong e-mail (spec §8)", async () => {
    const player = incompletePlayer();
    const taken = await settle(() => completeAction(formPost("/forms/complete_registration", player.cookie, { contact: "twice@omad.test", terms: "on" })));
    expect(taken.status).toBe(302);
    getDb().prepare("UPDATE players SET is_registration_completed = 0 WHERE uid = ?").run(player.uid);
    const again = await settle(() => completeAction(formPost("/forms/complete_registration", player.cookie, { contact: "twice@omad.test", terms: "on" })));
    expect(again.status).toBe(400);
    expect((again.body as { result: { error: Record<string, string[]> } }).result.error.contact).toEqual(["validation.wrongEmailAddress"]);
  });
});

describe("character select on sign-up", () => {
  it("sends the chosen character with the registration; refuses one not offered", async () => {
    const login = `hero-${Date.now()}@omad.test`;
    const bad = await settle(() => signUpAction(formPost("/forms/sign_up", "", { login, password: "Secret123", terms: "on", currency: "UZS", character: "999" })));
    expect(bad.status).toBe(400);
    expect((bad.body as { result: { error: Record<string, string[]> } }).result.error.character).toEqual(["wrongField"]);
    const good = await settle(() => signUpAction(formPost("/forms/sign_up", "", { login, password: "Secret123", terms: "on", currency: "UZS", character: "3" })));
    expect(good.status).toBe(302);
    expect(findPlayerByLogin(getDb(), login)?.character_id).toBe("3");
  });
});
