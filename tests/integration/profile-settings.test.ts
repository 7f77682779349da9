import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import type { SettingsActionData, SettingsLoaderData } from "~/features/settings/settings.server";
import { loader as homeLoader } from "~/routes/profile._index";
import { loader as layoutLoader } from "~/routes/profile";
import { action, loader } from "~/routes/profile.settings";
import { credit, getDb, getPlayer, toMinor } from "../../mocks/db/store";
import { SESSION_COOKIE } from "../../mocks/handlers/context";
import { formPost, routeArgs, sandboxPlayer, settle } from "./cashier-support";
import { recordingPlatform } from "./harness";
import { CookieJar, apiFor } from "./journey";

const { platform, received } = recordingPlatform();

const goodProfile = {
  intent: "profile",
  first_name: "Aziza",
  last_name: "Karimova",
  sex: "2",
  birth_date: "21.03.1990",
  region: "Toshkent viloyati",
  home_town: "Chirchiq",
  address: "Amir Temur 12/3",
  postcode: "100000",
  document_number: "123.456.789-09",
};

function profileOf(uid: number) {
  return JSON.parse(getPlayer(getDb(), uid)!.profile) as Record<string, unknown>;
}

/** The platform client of a signed-in sandbox player, to see what the platform keeps or refuses. */
function platformAs(cookie: string) {
  const jar = new CookieJar();
  jar.set(SESSION_COOKIE, cookie.split("=")[1]!);
  return apiFor(SANDBOX_PLATFORM_URL, jar);
}

function answerOf(result: { body: unknown }) {
  return result.body as SettingsActionData;
}

const sent = (method: string) => received.filter((call) => call.method === method);

/** The form bodies the platform received per method (the harness records queries only). */
const bodies: Array<{ method: string; body: Promise<URLSearchParams> }> = [];
platform.events.on("request:start", ({ request }) => {
  const method = /\/api\/(.+)$/.exec(new URL(request.url).pathname)?.[1];
  if (method && request.method === "POST") bodies.push({ method, body: request.clone().formData().then((form) => new URLSearchParams([...form].map(([key, value]) => [key, String(value)]))) });
});
async function bodyOf(method: string): Promise<URLSearchParams | undefined> {
  return bodies.filter((item) => item.method === method).at(-1)?.body;
}

describe("settings: personal data (getPersonalDataFields + getprofileinfo → saveProfileInfo)", () => {
  it("shows every field with the player's values; the country is read-only", async () => {
    const player = sandboxPlayer();
    getDb().prepare("UPDATE players SET profile = ? WHERE uid = ?").run(JSON.stringify({ first_name: "Aziza", birth_date: "1990-03-21", sex: 2, document_number: "111" }), player.uid);
    const page = await settle(() => loader(routeArgs("/profile/settings", { headers: { cookie: player.cookie } })));
    expect(page.status).toBe(200);
    const body = page.body as SettingsLoaderData;
    expect(body.personal?.fields.map((field) => `${field.name}:${field.type}${field.required ? "!" : ""}${field.readOnly ? " ro" : ""}`)).toEqual([
      "first_name:name!",
      "last_name:name!",
      "sex:sex!",
      "birth_date:date!",
      "country:text ro",
      "region:text",
      "home_town:text",
      "address:address",
      "postcode:postcode",
      "document_number:text",
    ]);
    expect(body.personal?.values).toMatchObject({ first_name: "Aziza", birth_date: "21.03.1990", sex: "2", country: "Oʻzbekiston", document_number: "111", last_name: "" });
    expect(body.currencies).toEqual(["UZS", "USD"]);
    expect(body.toastType).toBeNull();
  });

  it("refuses each kind of bad input beside its field with 400, keeps what was typed and sends nothing", async () => {
    const player = sandboxPlayer();
    const bad = {
      intent: "profile",
      first_name: "Aziza1",
      last_name: "O'Brien",
      birth_date: "31.02.1990",
      address: "Amir Temur #12",
      postcode: "12ab",
      region: "x".repeat(101),
      document_number: "",
    };
    const answer = await settle(() => action(formPost("/ru/profile/settings", player.cookie, bad)));
    expect(answer.status).toBe(400);
    const { intent, result } = answerOf(answer);
    expect(intent).toBe("profile");
    expect(result.error).toEqual({
      first_name: ["name"],
      last_name: ["name"],
      sex: ["required"],
      birth_date: ["date"],
      address: ["address"],
      postcode: ["wrongField"],
      region: ['maxLength|{"max":100}'],
    });
    expect(result.initialValue).toMatchObject({ first_name: "Aziza1", last_name: "O'Brien", birth_date: "31.02.1990", postcode: "12ab" });
    expect(sent("account.saveProfileInfo")).toEqual([]);
  });

  it("refuses an empty required name, a birth date of a minor, a two-digit year and a date with letters", async () => {
    const player = sandboxPlayer();
    const minor = new Date();
    const young = `${String(minor.getDate()).padStart(2, "0")}.${String(minor.getMonth() + 1).padStart(2, "0")}.${minor.getFullYear() - 17}`;
    for (const [birth_date, first_name] of [[young, ""], ["21.03.90", "Aziza"], ["21 mart 1990", "Aziza"]] as const) {
      const answer = await settle(() => action(formPost("/profile/settings", player.cookie, { ...goodProfile, birth_date, first_name })));
      expect(answer.status).toBe(400);
      expect(answerOf(answer).result.error).toEqual({ birth_date: ["date"], ...(first_name ? {} : { first_name: ["required"] }) });
    }
    expect(sent("account.saveProfileInfo")).toEqual([]);
  });

  it("saves every editable field (the date as yyyy-mm-dd, the cpf as document_number), never the read-only country", async () => {
    const player = sandboxPlayer();
    const answer = await settle(() => action(formPost("/profile/settings", player.cookie, { ...goodProfile, country: "Narnia" })));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/profile/settings");
    expect(answer.headers.get("set-cookie")).toContain("flash=");
    const save = await bodyOf("account.saveProfileInfo");
    expect(Object.fromEntries(save!)).toEqual({
      first_name: "Aziza",
      last_name: "Karimova",
      sex: "2",
      birth_date: "1990-03-21",
      region: "Toshkent viloyati",
      home_town: "Chirchiq",
      address: "Amir Temur 12/3",
      postcode: "100000",
      document_number: "123.456.789-09",
    });
    expect(profileOf(player.uid)).toEqual({
      first_name: "Aziza",
      last_name: "Karimova",
      sex: 2,
      birth_date: "1990-03-21",
      region: "Toshkent viloyati",
      home_town: "Chirchiq",
      address: "Amir Temur 12/3",
      postcode: "100000",
      document_number: "123.456.789-09",
    });
    const profile = await platformAs(player.cookie).account.getProfileInfo();
    expect(profile.document).toMatchObject({ type: "cpf", number: "123.456.789-09" });
    expect(profile.country).toBe("UZ");

    // An emptied optional field clears it.
    await settle(() => action(formPost("/profile/settings", player.cookie, { ...goodProfile, postcode: "", region: "" })));
    expect(profileOf(player.uid)).toMatchObject({ postcode: "", region: "" });
  });

  it("any answer other than 1 is a failure shown above the form (400), the values kept", async () => {
    const player = sandboxPlayer();
    for (const answer of [0, "ok", null]) {
      platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/account.saveProfileInfo`, () => HttpResponse.json({ data: answer })));
      const result = await settle(() => action(formPost("/profile/settings", player.cookie, goodProfile)));
      expect(result.status).toBe(400);
      expect(answerOf(result).result.error).toEqual({ "": ["profile.settings.errors.notSaved"] });
      expect(answerOf(result).result.initialValue).toMatchObject({ first_name: "Aziza", postcode: "100000" });
    }
  });

  it("the sandbox refuses what the site lets through only when crafted: bad values (answer 0) and read-only changes", async () => {
    const player = sandboxPlayer();
    const api = platformAs(player.cookie);
    await expect(api.account.saveProfileInfo({ first_name: "R2D2" })).rejects.toThrow(/did not accept/);
    await expect(api.account.saveProfileInfo({ birth_date: "2020-01-01" })).rejects.toThrow(/did not accept/);
    await expect(api.account.saveProfileInfo({ postcode: "123456789" })).rejects.toThrow(/did not accept/);
    await expect(api.account.saveProfileInfo({ country: "Narnia" })).rejects.toMatchObject({ type: "InvalidParameter", details: { errors: { country: ["READ_ONLY"] } } });
    // The same value back (a plain form posts it) is no change.
    await expect(api.account.saveProfileInfo({ country: "UZ", first_name: "Aziza" })).resolves.toBeUndefined();
    expect(profileOf(player.uid)).toEqual({ first_name: "Aziza" });
  });

  it("a verified player's identity fields are read-only: shown, not sent, unchanged", async () => {
    const player = sandboxPlayer();
    getDb().prepare("UPDATE players SET is_verified = 1, profile = ? WHERE uid = ?").run(JSON.stringify({ first_name: "Aziza", last_name: "Karimova", birth_date: "1990-03-21", document_number: "1" }), player.uid);
    const page = await settle(() => loader(routeArgs("/profile/settings", { headers: { cookie: player.cookie } })));
    const readOnly = (page.body as SettingsLoaderData).personal?.fields.filter((field) => field.readOnly).map((field) => field.name);
    expect(readOnly).toEqual(["first_name", "last_name", "birth_date", "country", "document_number"]);
    const answer = await settle(() => action(formPost("/profile/settings", player.cookie, { ...goodProfile, first_name: "Boshqa", birth_date: "bad" })));
    expect(answer.status).toBe(303);
    expect(profileOf(player.uid)).toMatchObject({ first_name: "Aziza", birth_date: "1990-03-21", document_number: "1", sex: 2 });
    const save = await bodyOf("account.saveProfileInfo");
    expect([...save!.keys()].filter((key) => ["first_name", "last_name", "birth_date", "document_number", "country"].includes(key))).toEqual([]);
    await expect(platformAs(player.cookie).account.saveProfileInfo({ first_name: "Boshqa" })).rejects.toMatchObject({ details: { errors: { first_name: ["READ_ONLY"] } } });
  });

  it("from the fill-profile confirmation: the toast of its toastType, and back to `from` after the save (never off the site)", async () => {
    const player = sandboxPlayer();
    const page = await settle(() => loader(routeArgs("/ru/profile/settings?from=%2Fru%2Fcashier%2Fwithdraw%3Famount%3D20000&toastType=withdraw", { headers: { cookie: player.cookie } })));
    expect(page.body).toMatchObject({ from: "/ru/cashier/withdraw?amount=20000", toastType: "withdraw" });
    const evil = await settle(() => loader(routeArgs("/profile/settings?from=%2F%2Fevil.example&toastType=nonsense", { headers: { cookie: player.cookie } })));
    expect(evil.body).toMatchObject({ from: null, toastType: null });

    const refused = await settle(() => action(formPost("/ru/profile/settings?from=%2Fru%2Fcashier%2Fwithdraw&toastType=withdraw", player.cookie, { ...goodProfile, first_name: "" })));
    expect(refused.status).toBe(400);
    const saved = await settle(() => action(formPost("/ru/profile/settings?from=%2Fru%2Fcashier%2Fwithdraw%3Famount%3D20000&toastType=withdraw", player.cookie, goodProfile)));
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/ru/cashier/withdraw?amount=20000");
    const offSite = await settle(() => action(formPost("/profile/settings?from=https%3A%2F%2Fevil.example&toastType=profile", player.cookie, goodProfile)));
    expect(offSite.location).toBe("/profile/settings");
  });

  it("a fatal platform answer is its system page; the platform's own failure (a 5xx type) is a 400 \"try again later\" beside the form (issue 38), never a 500", async () => {
    const player = sandboxPlayer();
    platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/account.saveProfileInfo`, () => HttpResponse.json({ error: { type: "UserBannedException" } }, { status: 403 })));
    const banned = await settle(() => action(formPost("/profile/settings", player.cookie, goodProfile)));
    expect(banned.status).toBe(403);
    expect(banned.body).toMatchObject({ type: "user-banned" });
    platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/account.saveProfileInfo`, () => HttpResponse.json({ error: { type: "InternalServerErrorException" } }, { status: 500 })));
    const broken = await settle(() => action(formPost("/profile/settings", player.cookie, goodProfile)));
    expect(broken.status).toBe(400);
    expect(answerOf(broken).result.error).toEqual({ "": ["profile.settings.errors.unavailable"] });
  });
});

describe("settings: fake name (changefakename)", () => {
  it("refuses a short name and forbidden characters beside the field, then saves a good one", async () => {
    const player = sandboxPlayer();
    const short = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "fakename", fakename: "abc" })));
    expect(short.status).toBe(400);
    expect(answerOf(short).result.error).toEqual({ fakename: ['minCountSymbolsFakename|{"min":4}'] });
    const spaced = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "fakename", fakename: "lucky_star-1" })));
    expect(answerOf(spaced).result.error).toEqual({ fakename: ["specialSymbolsFakename"] });
    expect(sent("account.changefakename")).toEqual([]);
    const good = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "fakename", fakename: "LuckyStar" })));
    expect(good.status).toBe(303);
    expect(getPlayer(getDb(), player.uid)?.fakename).toBe("LuckyStar");
  });

  it("a name another player has is refused as taken; an answer other than 1 as not saved", async () => {
    const other = sandboxPlayer();
    getDb().prepare("UPDATE players SET fakename = 'Sherzod' WHERE uid = ?").run(other.uid);
    const player = sandboxPlayer();
    const taken = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "fakename", fakename: "sherzod" })));
    expect(taken.status).toBe(400);
    expect(answerOf(taken).result.error).toEqual({ fakename: ["profile.settings.fakename.taken"] });
    await expect(platformAs(player.cookie).account.changeFakename("a b c d")).rejects.toMatchObject({ details: { errors: { fakename: ["INVALID"] } } });
    platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/account.changefakename`, () => HttpResponse.json({ data: 0 })));
    const zero = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "fakename", fakename: "Sherzod2" })));
    expect(zero.status).toBe(400);
    expect(answerOf(zero).result.error).toEqual({ "": ["profile.settings.errors.notSaved"] });
  });
});

describe("settings: password (changepassword)", () => {
  it("refuses a wrong old password, a short or mismatched new one, never echoing passwords; then the new one signs in and the old does not", async () => {
    const player = sandboxPlayer();
    const mismatch = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "password", oldPassword: "demo1234", password: "newpass1", passwordRepeat: "newpass2" })));
    expect(mismatch.status).toBe(400);
    expect(answerOf(mismatch).result.error).toEqual({ passwordRepeat: ["passwordsNotEqual"] });
    expect(answerOf(mismatch).result.initialValue).not.toHaveProperty("password");
    const short = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "password", oldPassword: "demo1234", password: "abc", passwordRepeat: "abc" })));
    expect(answerOf(short).result.error).toEqual({ password: ['shortPassword|{"min":6}'] });
    const spaced = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "password", oldPassword: "demo1234", password: "new pass", passwordRepeat: "new pass" })));
    expect(answerOf(spaced).result.error).toEqual({ password: ['notWalidPassword|{"symbols":"␠"}'] });
    expect(sent("account.changepassword")).toEqual([]);

    const wrongOld = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "password", oldPassword: "notmine1", password: "newpass1", passwordRepeat: "newpass1" })));
    expect(wrongOld.status).toBe(400);
    expect(answerOf(wrongOld).result.error).toEqual({ oldPassword: ["profile.settings.password.wrongOld"] });
    expect(answerOf(wrongOld).result.initialValue).toEqual({ intent: "password" });

    const good = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "password", oldPassword: "demo1234", password: "newpass1", passwordRepeat: "newpass1" })));
    expect(good.status).toBe(303);
    expect(Object.fromEntries((await bodyOf("account.changepassword"))!)).toMatchObject({ old_password: "demo1234", password: "newpass1", repeat_password: "newpass1" });
    const guest = apiFor(SANDBOX_PLATFORM_URL, new CookieJar());
    await expect(guest.auth.login({ login: player.login, password: "demo1234" })).rejects.toMatchObject({ type: expect.any(String) });
    await expect(guest.auth.login({ login: player.login, password: "newpass1" })).resolves.toEqual({ step: "done" });
  });

  it("the sandbox refuses a mismatched repeat and characters outside the allowed set", async () => {
    const player = sandboxPlayer();
    const api = platformAs(player.cookie);
    await expect(api.account.changePassword({ old_password: "demo1234", password: "newpass1", repeat_password: "other11" })).rejects.toMatchObject({ details: { errors: { repeat_password: ["NOT_EQUAL"] } } });
    await expect(api.account.changePassword({ old_password: "demo1234", password: "new pass1" })).rejects.toMatchObject({ details: { errors: { password: ["INVALID"] } } });
    await expect(api.account.changePassword({ old_password: "demo1234", password: "a".repeat(21) })).rejects.toMatchObject({ details: { errors: { password: ["LENGTH"] } } });
  });
});

describe("settings: language (changelocale) and currency (setCurrency)", () => {
  it("changes the language on the platform, sets both locale cookies and lands on the same page in it", async () => {
    const player = sandboxPlayer();
    const bad = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "locale", locale: "en" })));
    expect(bad.status).toBe(400);
    expect(answerOf(bad).result.error).toEqual({ locale: ["wrongField"] });
    const good = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "locale", locale: "ru" })));
    expect(good.status).toBe(303);
    expect(good.location).toBe("/ru/profile/settings");
    const cookies = good.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/i18n_redirected=ru; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(cookies).toMatch(/i18n_locale=ru; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(getPlayer(getDb(), player.uid)?.locale).toBe("ru");
    const back = await settle(() => action(formPost("/ru/profile/settings", player.cookie, { intent: "locale", locale: "uz" })));
    expect(back.location).toBe("/profile/settings");
    platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/account.changelocale`, () => HttpResponse.json({ error: { type: "InvalidParameterException" } }, { status: 400 })));
    const refused = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "locale", locale: "ru" })));
    expect(refused.status).toBe(400);
    expect(answerOf(refused).result.error).toEqual({ "": ["profile.settings.errors.notSaved"] });
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it("takes only a currency of available_currencies, and none once money has moved", async () => {
    const player = sandboxPlayer();
    const euro = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "currency", currency: "EUR" })));
    expect(euro.status).toBe(400);
    expect(answerOf(euro).result.error).toEqual({ currency: ["wrongField"] });
    expect(sent("account.setCurrency")).toEqual([]);
    await expect(platformAs(player.cookie).account.setCurrency("EUR")).rejects.toMatchObject({ details: { errors: { currency: ["NOT_AVAILABLE"] } } });

    const usd = await settle(() => action(formPost("/profile/settings", player.cookie, { intent: "currency", currency: "USD" })));
    expect(usd.status).toBe(303);
    expect((await platformAs(player.cookie).account.getInfo()).balance_main.currency).toBe("USD");

    const paid = sandboxPlayer();
    getDb().prepare("INSERT INTO transactions (uid, type, method, amount, currency, status, created_at, updated_at) VALUES (?, 'deposit', 'uzcard', ?, 'UZS', 'success', ?, ?)").run(paid.uid, toMinor(20_000), Date.now(), Date.now());
    credit(getDb(), paid.uid, "main", toMinor(20_000), "qa", null);
    const locked = await settle(() => action(formPost("/profile/settings", paid.cookie, { intent: "currency", currency: "USD" })));
    expect(locked.status).toBe(400);
    expect(answerOf(locked).result.error).toEqual({ currency: ["profile.settings.currency.locked"] });
    expect(getPlayer(getDb(), paid.uid)?.currency).toBe("UZS");
  });
});

describe("profile home and navigation", () => {
  it("shows the account at a glance: login, fake name, four balances, verification, contacts and their state", async () => {
    const player = sandboxPlayer({ balance: 25_000 });
    getDb().prepare("UPDATE players SET fakename = 'LuckyStar', is_on_verification = 1 WHERE uid = ?").run(player.uid);
    getDb().prepare("INSERT INTO contacts (uid, type, contact, phone_country_code) VALUES (?, 'phone', '998901234567', 'UZ')").run(player.uid);
    const page = await settle(() => homeLoader(routeArgs("/ru/profile", { headers: { cookie: player.cookie } })));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      login: player.login,
      fakename: "LuckyStar",
      verification: "pending",
      balances: [
        { name: "balance_main", text: "25,000 сум" },
        { name: "balance_bonus", text: "0 сум" },
        { name: "balance_betting_bonus", text: "0 сум" },
        { name: "balance_fun", text: "10,000 сум" },
      ],
      contacts: [
        { type: "email", contact: player.login, confirmed: true },
        { type: "phone", contact: "998901234567", confirmed: false },
      ],
    });
    // The child pages are the area's tabs (the layout's loader): the home no longer lists them again (issue 29 item 11).
    expect(page.body).not.toHaveProperty("children");
  });

  it("the navigation shows only the children functionalSettings enable", async () => {
    const player = sandboxPlayer();
    platform.use(
      http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () =>
        HttpResponse.json({ functionalSettings: { twoFactorAuth: false, identityVerification: true, betHistory: false, responsibleGaming: false } }),
      ),
    );
    const layout = await settle(() => layoutLoader(routeArgs("/profile/settings", { headers: { cookie: player.cookie } })));
    expect((layout.body as { tabs: Array<{ to: string }> }).tabs.map((tab) => tab.to)).toEqual([
      "/profile",
      "/profile/settings",
      "/profile/contacts",
      "/profile/verification",
      "/profile/bonuses",
      "/profile/cashback",
      "/profile/loyalty",
      "/profile/notification",
    ]);
  });

  it("guests are sent home with redirectUrl", async () => {
    const guest = await settle(() => homeLoader(routeArgs("/ru/profile")));
    expect(guest.status).toBe(302);
    expect(guest.location).toBe("/ru?redirectUrl=%2Fru%2Fprofile");
  });
});
