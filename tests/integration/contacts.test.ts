import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import type { ConfirmationActionData, ContactsActionData, UnsubscribeActionData } from "~/features/profile/contacts/contacts.server";
import { action as confirmationAction, loader as confirmationLoader } from "~/routes/confirmation";
import { loader as withdrawLoader } from "~/routes/cashier.withdraw";
import { action as contactsAction, loader as contactsLoader } from "~/routes/profile.contacts";
import { action as notificationAction } from "~/routes/profile.notification";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe";
import { getDb, latestCodeFor } from "../../mocks/db/store";
import { CONTACT_RESEND_SECONDS, contactMailLinks, unsubscribeToken } from "../../mocks/handlers/account";
import { SCENARIO_COOKIE } from "../../mocks/scenario";
import { formPost, routeArgs, sandboxPlayer, settle } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { platform, received } = recordingPlatform();

/** A player with one unconfirmed e-mail (their login), unsubscribed. */
function newPlayer() {
  return sandboxPlayer({ confirmed: false });
}

function contactRow(uid: number, contact: string) {
  return getDb().prepare("SELECT type, is_confirmed, is_subscribed, phone_country_code FROM contacts WHERE uid = ? AND contact = ?").get(uid, contact) as
    | { type: string; is_confirmed: number; is_subscribed: number; phone_country_code: string | null }
    | undefined;
}

/** The next platform call of `method` fails once with `type` (the sandbox's fault scenario). */
function failing(cookie: string, type: string, method: string) {
  return `${cookie}; ${SCENARIO_COOKIE}=${encodeURIComponent(`fail:${type}:${method}:${type}-${Math.random()}`)}`;
}

/** The platform answers `method` with something other than 1 (spec §7: a refusal). */
function answering(method: string, value: unknown) {
  platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/${method}`, () => HttpResponse.json({ data: value })));
}

const body = <T,>(answer: { body: unknown }) => answer.body as T;

describe("adding a contact (account.addcontact)", () => {
  it("adds an e-mail and goes on to its confirmation, which returns to the contacts page", async () => {
    const player = newPlayer();
    const answer = await settle(() => contactsAction(formPost("/ru/profile/contacts", player.cookie, { intent: "add-email", email: " Second@Omad.test " })));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/ru/confirmation?from=${encodeURIComponent("/ru/profile/contacts")}&contact=second%40omad.test`);
    expect(contactRow(player.uid, "second@omad.test")).toMatchObject({ type: "email", is_confirmed: 0 });
  });

  it("adds a phone with the country the player chose from the platform's phone settings", async () => {
    const player = newPlayer();
    const settings = await settle(() => contactsLoader(routeArgs("/profile/contacts", { headers: { cookie: player.cookie } })));
    expect(body<{ countries: Array<{ code: string; dialCode: string }> }>(settings).countries.map((c) => `${c.code}+${c.dialCode}`)).toEqual(["UZ+998", "KZ+7", "RU+7", "TJ+992"]);
    const answer = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "add-phone", country: "TJ", phone: "93 123 4567" })));
    expect(answer.status).toBe(303);
    const call = received.find((item) => item.method === "account.addcontact");
    expect(call).toBeDefined();
    expect(contactRow(player.uid, "992931234567")).toMatchObject({ type: "phone", phone_country_code: "TJ" });
  });

  it("refuses a malformed e-mail or phone with 400 beside its field, what was typed kept, and asks the platform nothing", async () => {
    const player = newPlayer();
    const email = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "add-email", email: "no at sign" })));
    expect(email.status).toBe(400);
    expect(body<ContactsActionData>(email).result.error).toEqual({ email: ["wrongEmailAddress"] });
    expect(body<ContactsActionData>(email).result.initialValue).toMatchObject({ email: "no at sign" });
    const phone = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "add-phone", country: "UZ", phone: "90 123" })));
    expect(phone.status).toBe(400);
    expect(body<ContactsActionData>(phone).result.error).toEqual({ phone: ["wrongPhoneFormat"] });
    expect(body<ContactsActionData>(phone).result.initialValue).toMatchObject({ country: "UZ", phone: "90 123" });
    expect(received.filter((item) => item.method === "account.addcontact")).toEqual([]);
  });

  it("shows the platform's refusal (an answer other than 1) as wrongEmailAddress or wrongPhoneFormat (§8), with 400", async () => {
    const player = newPlayer();
    // The sandbox refuses a contact the account already has.
    const email = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "add-email", email: player.login })));
    expect(email.status).toBe(400);
    expect(body<ContactsActionData>(email).result.error).toEqual({ email: ["validation.wrongEmailAddress"] });
    expect(body<ContactsActionData>(email).result.initialValue).toMatchObject({ email: player.login });
    answering("account.addcontact", "0");
    const phone = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "add-phone", country: "UZ", phone: "90 123 45 67" })));
    expect(phone.status).toBe(400);
    expect(body<ContactsActionData>(phone).result.error).toEqual({ phone: ["validation.wrongPhoneFormat"] });
  });

  it("a platform fault is a 4xx message, never a 500; a ban is the ban's system page", async () => {
    const player = newPlayer();
    const busy = await settle(() => contactsAction(formPost("/profile/contacts", failing(player.cookie, "TooManyRequests", "account.addcontact"), { intent: "add-email", email: "x1@omad.test" })));
    expect(busy.status).toBe(429);
    expect(body<ContactsActionData>(busy).result.error).toEqual({ "": ["auth.errors.tooManyRequests"] });
    const invalid = await settle(() => contactsAction(formPost("/profile/contacts", failing(player.cookie, "InvalidParameter", "account.addcontact"), { intent: "add-email", email: "x2@omad.test" })));
    expect(invalid.status).toBe(400);
    expect(body<ContactsActionData>(invalid).result.error).toEqual({ "": ["profile.contacts.errors.failed"] });
    const banned = await settle(() => contactsAction(formPost("/profile/contacts", failing(player.cookie, "UserBanned", "account.addcontact"), { intent: "add-email", email: "x3@omad.test" })));
    expect(banned.status).toBe(403);
    expect(banned.body).toMatchObject({ type: "user-banned" });
  });
});

describe("sending and confirming (account.sendconfirmationtocontact, account.confirmContact)", () => {
  it("sends a code, refuses a resend before the platform's resend time with how long is left, and confirms with the code", async () => {
    const player = newPlayer();
    const from = "/ru/cashier/withdraw?method=click&amount=25000";
    const url = `/ru/confirmation?from=${encodeURIComponent(from)}&contact=${encodeURIComponent(player.login)}`;
    const page = await settle(() => confirmationLoader(routeArgs(url, { headers: { cookie: player.cookie } })));
    expect(page.body).toMatchObject({ guest: false, from, selected: { contact: player.login, confirmed: false } });

    const sent = await settle(() => confirmationAction(formPost(url, player.cookie, { intent: "send", contact: player.login })));
    expect(sent.status).toBe(200);
    expect(body<ConfirmationActionData>(sent).sent).toMatchObject({ contact: player.login, seconds: CONTACT_RESEND_SECONDS });
    // The confirm-sent marker for the server's hints, this player's (decision 013).
    expect(sent.headers.get("set-cookie")).toBe(`confirm_contact_sent=${player.uid}; Path=/; Max-Age=432000; HttpOnly; SameSite=Lax`);

    const early = await settle(() => confirmationAction(formPost(url, player.cookie, { intent: "send", contact: player.login })));
    expect(early.status).toBe(429);
    const wait = body<ConfirmationActionData>(early);
    expect(wait.result.error?.[""]?.[0]).toMatch(/^profile\.contacts\.confirmation\.resendWait\|\{"seconds":(60|59)\}$/);
    expect(wait.sent?.seconds).toBeGreaterThanOrEqual(59);

    const wrong = await settle(() => confirmationAction(formPost(url, player.cookie, { intent: "confirm", contact: player.login, code: "000000" === latestCodeFor(getDb(), player.login) ? "111111" : "000000", from, resendAt: String(wait.sent!.resendAt) })));
    expect(wrong.status).toBe(400);
    expect(body<ConfirmationActionData>(wrong).result.error).toEqual({ code: ["auth.errors.wrongCode"] });
    expect(body<ConfirmationActionData>(wrong).sent?.contact).toBe(player.login);
    expect(contactRow(player.uid, player.login)?.is_confirmed).toBe(0);

    const short = await settle(() => confirmationAction(formPost(url, player.cookie, { intent: "confirm", contact: player.login, code: "12a", from })));
    expect(short.status).toBe(400);
    expect(body<ConfirmationActionData>(short).result.error).toEqual({ code: ['wrongCode|{"length":6}'] });
    expect(body<ConfirmationActionData>(short).result.initialValue).toMatchObject({ code: "12a" });

    const code = latestCodeFor(getDb(), player.login)!;
    const done = await settle(() => confirmationAction(formPost(url, player.cookie, { intent: "confirm", contact: player.login, code, from })));
    expect(done.status).toBe(303);
    expect(done.location).toBe(from);
    expect(contactRow(player.uid, player.login)?.is_confirmed).toBe(1);

    // Confirmed: asking for another code is refused as already confirmed, not a crash.
    const again = await settle(() => confirmationAction(formPost(url, player.cookie, { intent: "send", contact: player.login })));
    expect(again.status).toBe(409);
    expect(body<ConfirmationActionData>(again).result.error).toEqual({ "": ["profile.contacts.errors.alreadyConfirmed"] });
  });

  it("an e-mailed link fills in the code; without a return address the confirmation ends on its success step", async () => {
    const player = newPlayer();
    await settle(() => confirmationAction(formPost("/confirmation", player.cookie, { intent: "send", contact: player.login })));
    const code = latestCodeFor(getDb(), player.login)!;
    const link = `/confirmation?contact=${encodeURIComponent(player.login)}&code=${code}`;
    // The sandbox's e-mail carries exactly that link (docs/decisions/013).
    expect(contactMailLinks(player.login, code, "uz").link).toBe(link);
    const page = await settle(() => confirmationLoader(routeArgs(link, { headers: { cookie: player.cookie } })));
    expect(page.body).toMatchObject({ code, from: null, selected: { contact: player.login } });
    const done = await settle(() => confirmationAction(formPost(link, player.cookie, { intent: "confirm", contact: player.login, code })));
    expect(done.status).toBe(303);
    expect(done.location).toBe("/confirmation/success");
  });

  it("a guest opening the link is asked to sign in and comes back to the same address; a foreign return address is dropped", async () => {
    const guest = await settle(() => confirmationLoader(routeArgs("/ru/confirmation?contact=a%40b.uz&code=123456&from=%2F%2Fevil.example")));
    expect(guest.body).toMatchObject({ guest: true, from: null, signInHref: `/ru?redirectUrl=${encodeURIComponent("/ru/confirmation?contact=a%40b.uz&code=123456&from=%2F%2Fevil.example")}` });
    const player = newPlayer();
    const answer = await settle(() => confirmationAction(formPost("/confirmation", player.cookie, { intent: "confirm", contact: player.login, code: "123456", from: "//evil.example" })));
    expect(answer.status).toBe(400);
  });

  it("each platform refusal of a send or a confirm is a 4xx message (§8); an answer other than 1 is the sms-code message", async () => {
    const player = newPlayer();
    for (const [type, status, key] of [
      ["TooManyRequests", 429, "auth.errors.tooManyRequests"],
      ["InvalidParameter", 400, "profile.contacts.errors.failed"],
      ["Authorization", 401, "profile.contacts.errors.failed"],
    ] as const) {
      const send = await settle(() => confirmationAction(formPost("/confirmation", failing(player.cookie, type, "account.sendconfirmationtocontact"), { intent: "send", contact: player.login })));
      expect([type, send.status]).toEqual([type, status]);
      expect(body<ConfirmationActionData>(send).result.error).toEqual({ "": [key] });
      const confirm = await settle(() => confirmationAction(formPost("/confirmation", failing(player.cookie, type, "account.confirmContact"), { intent: "confirm", contact: player.login, code: "123456" })));
      expect([type, confirm.status]).toEqual([type, status]);
      expect(body<ConfirmationActionData>(confirm).result.error).toEqual({ "": [key] });
    }
    answering("account.confirmContact", { ok: true });
    const odd = await settle(() => confirmationAction(formPost("/confirmation", player.cookie, { intent: "confirm", contact: player.login, code: "123456" })));
    expect(odd.status).toBe(400);
    expect(body<ConfirmationActionData>(odd).result.error).toEqual({ code: ["auth.errors.wrongCode"] });
    expect(contactRow(player.uid, player.login)?.is_confirmed).toBe(0);
  });

  it("the withdraw form starts with the amount carried back, digits only", async () => {
    const player = sandboxPlayer({ balance: 50_000 });
    const back = await settle(() => withdrawLoader(routeArgs("/cashier/withdraw?method=click&amount=25000", { headers: { cookie: player.cookie } })));
    expect(back.body).toMatchObject({ initialAmount: "25000" });
    const junk = await settle(() => withdrawLoader(routeArgs("/cashier/withdraw?method=click&amount=2e5", { headers: { cookie: player.cookie } })));
    expect(junk.body).toMatchObject({ initialAmount: null });
  });
});

describe("subscriptions (account.changeSubscription) and unsubscribing (account.unsubscribe)", () => {
  it("subscribes and unsubscribes one contact, back on the same page with its toast", async () => {
    const player = newPlayer();
    const on = await settle(() => notificationAction(formPost("/ru/profile/notification", player.cookie, { intent: "subscription", contact: player.login, subscribe: "1" })));
    expect(on.status).toBe(303);
    expect(on.location).toBe("/ru/profile/notification");
    expect(contactRow(player.uid, player.login)?.is_subscribed).toBe(1);
    const off = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "subscription", contact: player.login, subscribe: "0" })));
    expect(off.status).toBe(303);
    expect(contactRow(player.uid, player.login)?.is_subscribed).toBe(0);
  });

  it("refuses with a 4xx message: an answer other than 1, an unknown contact, a platform fault", async () => {
    const player = newPlayer();
    const unknown = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "subscription", contact: "nobody@omad.test", subscribe: "1" })));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ contact: "nobody@omad.test", result: { error: { "": ["profile.contacts.errors.unknownContact"] } } });
    const busy = await settle(() => contactsAction(formPost("/profile/contacts", failing(player.cookie, "TooManyRequests", "account.changeSubscription"), { intent: "subscription", contact: player.login, subscribe: "1" })));
    expect(busy.status).toBe(429);
    answering("account.changeSubscription", 0);
    const refused = await settle(() => contactsAction(formPost("/profile/contacts", player.cookie, { intent: "subscription", contact: player.login, subscribe: "1" })));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ result: { error: { "": ["profile.contacts.errors.failed"] } } });
    expect(contactRow(player.uid, player.login)?.is_subscribed).toBe(0);
  });

  it("a link's contact and token unsubscribe that address without signing in; a made-up token is refused", async () => {
    const player = newPlayer();
    getDb().prepare("UPDATE contacts SET is_subscribed = 1 WHERE uid = ?").run(player.uid);
    const link = `/unsubscribe?contact=${encodeURIComponent(player.login)}&token=${unsubscribeToken(player.login)}`;
    const page = await settle(() => unsubscribeLoader(routeArgs(link)));
    expect(page.body).toMatchObject({ done: false, signedIn: false, link: { contact: player.login, token: unsubscribeToken(player.login) } });
    // Opening the link changes nothing (mail scanners open links): the player's POST does.
    expect(contactRow(player.uid, player.login)?.is_subscribed).toBe(1);

    const forged = await settle(() => unsubscribeAction(formPost(link, "", { contact: player.login, token: unsubscribeToken("someone@else.test") })));
    expect(forged.status).toBe(400);
    expect(body<UnsubscribeActionData>(forged)).toEqual({ messageKey: "profile.contacts.unsubscribe.invalidLink" });
    expect(contactRow(player.uid, player.login)?.is_subscribed).toBe(1);

    const done = await settle(() => unsubscribeAction(formPost(`/ru${link}`, "", { contact: player.login, token: unsubscribeToken(player.login) })));
    expect(done.status).toBe(303);
    expect(done.location).toBe("/ru/unsubscribe?done=1");
    expect(contactRow(player.uid, player.login)?.is_subscribed).toBe(0);
    const shown = await settle(() => unsubscribeLoader(routeArgs("/ru/unsubscribe?done=1")));
    expect(shown.body).toMatchObject({ done: true, title: "Вы отписались от рассылки" });
  });

  it("signed in without a link, every contact; a guest without one is asked to sign in; refusals are 4xx", async () => {
    const player = newPlayer();
    getDb().prepare("UPDATE contacts SET is_subscribed = 1 WHERE uid = ?").run(player.uid);
    const guest = await settle(() => unsubscribeAction(formPost("/unsubscribe", "", {})));
    expect(guest.status).toBe(401);
    expect(body<UnsubscribeActionData>(guest)).toEqual({ messageKey: "profile.contacts.unsubscribe.guest" });

    answering("account.unsubscribe", 0);
    const refused = await settle(() => unsubscribeAction(formPost("/unsubscribe", player.cookie, {})));
    expect(refused.status).toBe(400);
    expect(body<UnsubscribeActionData>(refused)).toEqual({ messageKey: "profile.contacts.errors.failed" });
    platform.resetHandlers();

    const busy = await settle(() => unsubscribeAction(formPost("/unsubscribe", failing(player.cookie, "TooManyRequests", "account.unsubscribe"), {})));
    expect(busy.status).toBe(429);
    const done = await settle(() => unsubscribeAction(formPost("/unsubscribe", player.cookie, {})));
    expect(done.status).toBe(303);
    expect(contactRow(player.uid, player.login)?.is_subscribed).toBe(0);
  });
});
