import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL as PLATFORM } from "~/env.server";
import { AnswerNotAcceptedError, PlatformError, platformErrorTypes } from "~/platform/errors";
import { getDb, latestCodeFor, ledgerMismatches } from "../../mocks/db/store";
import { sandboxMethods } from "../../mocks/handlers";
import { SCENARIO_COOKIE, formatScenario } from "../../mocks/scenario";
import { recordingPlatform, sandboxSite } from "./harness";
import { CookieJar, apiFor, playerJourney, submitForm } from "./journey";

// Stands in for the site: in process, the fake pages are mounted on the site's own origin.
const site = sandboxSite();
recordingPlatform({ site });

describe("the sandbox platform in process", () => {
  it("registers, deposits through the payment page, spins the demo slot; balances add up", async () => {
    const { uid } = await playerJourney(PLATFORM, site.url);
    expect(ledgerMismatches(getDb(), uid)).toEqual([]);
  });

  it("answers every method of spec §7", () => {
    const spec = [
      "account.getContactPhoneSettings", "account.getcurrencyrates", "account.getDepositLimit", "account.getInfo", "account.getBalance", "account.getPersonalDataFields", "account.getprofileinfo",
      "auth.logout", "banners.get", "BettingBonuses.get", "bonuses.get", "campaigns.getoffers", "cashbacks.get",
      "cashier.getbanks", "cashier.getdepositinfo", "cashier.getdepositsettings", "cashier.gethistory", "cashier.getwithdrawsettings", "freespins.get",
      "games.get", "games.getLikes", "games.getCategories", "games.getProviders", "games.getHistory", "games.gethistoryexportrequest",
      "Jackpots.get", "Jackpots.getWinners", "leaderboard.get",
      "loyalty.getcharacters", "loyalty.getinfo", "loyalty.getnotifications", "loyalty.getproducts", "loyalty.getPrograms", "loyalty.getProgram",
      "metadata.get", "metadata.getgeneralinfo", "popups.get", "storage.get", "storage.getKeys", "support.getsettings", "tournaments.get", "events.handle",
      "account.addcontact", "account.changefakename", "account.changelocale", "account.changepassword", "account.changeSubscription", "account.changeTwoFactorAuth", "account.confirmContact", "account.confirmTwoFactorAuth", "account.saveProfileInfo", "account.sendconfirmationtocontact", "account.setUserOnVerification", "account.setCurrency", "account.unsubscribe",
      "auth.login", "auth.restore", "auth.register", "BettingBonuses.activate", "BettingBonuses.remove", "bonuses.activate", "bonuses.deactivate", "bonuses.remove",
      "campaigns.activateOffer", "campaigns.checkPromocode", "campaigns.takepromotions", "cashbacks.payout", "cashbacks.remove", "cashier.cancelwithdrawal", "cashier.makedeposit", "cashier.makewithdrawal",
      "games.addLike", "games.removeLike", "games.createhistoryexportrequest", "loyalty.buyproduct", "loyalty.setcharacter", "storage.set", "Support.sendFeedback", "tournaments.participate",
      "verification.createApplicant", "verification.getAccessToken", "chat.storeEvent",
    ];
    const served = new Set(sandboxMethods());
    expect(spec.filter((method) => !served.has(method))).toEqual([]);
  });

  it("serves a bilingual lobby of 300+ games over 12+ providers and 8+ categories", async () => {
    const api = apiFor(PLATFORM, new CookieJar(), "ru");
    const lobby = await api.games.get({ count: 1000 });
    expect(lobby.total).toBeGreaterThanOrEqual(300);
    expect(new Set(lobby.items.map((g) => g.provider)).size).toBeGreaterThanOrEqual(12);
    expect((await api.games.getCategories()).length).toBeGreaterThanOrEqual(8);
    expect((await api.games.getCategories())[0]?.name).toBe("Популярные");
    expect((await apiFor(PLATFORM, new CookieJar(), "uz").games.getCategories())[0]?.name).toBe("Ommabop");
    const thumb = await fetch(`${site.url}${lobby.items[0]!.image_url}`);
    expect(thumb.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect(await thumb.text()).toMatch(/^<svg/);
    const slots = await api.games.get({ types: ["live"], count: 5 });
    expect(slots.items.every((g) => g.type === "live")).toBe(true);
  });

  it("keeps one transaction per idempotency key, and a withdrawal can be cancelled", async () => {
    const jar = new CookieJar();
    const api = apiFor(PLATFORM, jar);
    await api.auth.login({ login: "demo@omad.test", password: "demo1234" });
    const before = (await api.account.getInfo()).balance_main.amount;
    const [a, b] = await Promise.all([
      api.cashier.makeWithdrawal({ method: "uzcard", amount: 50_000, idempotencyKey: "w-1" }),
      api.cashier.makeWithdrawal({ method: "uzcard", amount: 50_000, idempotencyKey: "w-1" }),
    ]);
    expect(a.id).toBe(b.id);
    expect((await api.account.getInfo()).balance_main.amount).toBe(before - 50_000);
    await api.cashier.cancelWithdrawal(a.id);
    expect((await api.account.getInfo()).balance_main.amount).toBe(before);
    const uid = (await api.account.getInfo()).uid;
    expect(ledgerMismatches(getDb(), uid)).toEqual([]);
  });

  it("returns a declined or cancelled Russian deposit to the right pay result page", async () => {
    const jar = new CookieJar();
    const api = apiFor(PLATFORM, jar, "ru");
    await api.auth.register({ login: "998907770011", password: "secret12" });
    for (const [outcome, route] of [["fail", "payfail"], ["cancel", "paycancel"], ["pending", "paypending"]] as const) {
      const order = await api.cashier.makeDeposit({ method: "payme", amount: 20_000, idempotencyKey: `d-${outcome}`, returnUrl: "https://site.example/any" });
      const back = await submitForm(new URL(order.redirect_url!, site.url).href, { outcome });
      expect(back).toBe(`https://site.example/ru/cashier/${route}/${order.id}`);
    }
    expect((await api.account.getInfo()).balance_main.amount).toBe(0);
  });

  it("never lets one visitor's session reach another", async () => {
    const player = apiFor(PLATFORM, new CookieJar());
    await player.auth.login({ login: "demo@omad.test", password: "demo1234" });
    expect((await player.account.getInfo()).uid).toBeGreaterThan(0);
    expect((await apiFor(PLATFORM, new CookieJar()).account.getInfo()).uid).toBe(0);
  });

  it("signs in with two factors, the code readable from the sandbox", async () => {
    const jar = new CookieJar();
    const api = apiFor(PLATFORM, jar);
    const first = await api.auth.login({ login: "+998901112233", password: "demo1234" });
    expect(first.step).toBe("two-factor");
    expect((await api.account.getInfo()).uid).toBe(0);
    const code = latestCodeFor(getDb(), "998901112233")!;
    await expect(api.auth.login({ login: "998901112233", password: "demo1234", code: "000000" === code ? "111111" : "000000" })).rejects.toMatchObject({ type: "Authorization" });
    expect((await api.auth.login({ login: "998901112233", password: "demo1234", code })).step).toBe("done");
    expect((await api.account.getInfo()).uid).toBeGreaterThan(0);
    await api.auth.logout();
    expect((await api.account.getInfo()).uid).toBe(0);
  });

  it("confirms a contact with its code and refuses a wrong one with an answer other than 1", async () => {
    const jar = new CookieJar();
    const api = apiFor(PLATFORM, jar);
    await api.auth.register({ login: "contact.flow@omad.test", password: "secret12" });
    await api.account.addContact("+998 90 555 44 33", "UZ");
    await api.account.sendConfirmationToContact("998905554433");
    await expect(api.account.confirmContact("998905554433", "999999")).rejects.toBeInstanceOf(AnswerNotAcceptedError);
    await api.account.confirmContact("998905554433", latestCodeFor(getDb(), "998905554433")!);
    const profile = await api.account.getProfileInfo();
    expect(profile.contacts.find((c) => c.contact === "998905554433")?.is_confirmed).toBe(true);
    await expect(api.account.addContact("not an email")).rejects.toBeInstanceOf(AnswerNotAcceptedError);
  });

  it("runs bonuses, cashback, loyalty, favourites, tournaments and promo codes over the wallet", async () => {
    const jar = new CookieJar();
    const api = apiFor(PLATFORM, jar);
    await api.auth.register({ login: "features@omad.test", password: "secret12" });
    const bonus = (await api.bonuses.get()).items[0]!;
    await api.bonuses.activate(bonus.id);
    expect((await api.account.getInfo()).balance_bonus.amount).toBe(50_000);
    const cashback = (await api.cashbacks.get()).items[0]!;
    await api.cashbacks.payout(cashback.id);
    expect((await api.account.getInfo()).balance_main.amount).toBe(15_000);
    await api.games.addLike("sandbox-golden-samarkand");
    expect(await api.games.getLikes()).toEqual(["sandbox-golden-samarkand"]);
    await api.tournaments.participate(1);
    expect((await api.tournaments.get({ ids: [1] })).items[0]?.user_info?.is_participant).toBe(true);
    expect((await api.leaderboard.get({ tournamentId: 1 })).items.some((row) => row.is_current_user)).toBe(true);
    expect(await api.campaigns.checkPromocode("NOPE")).toMatchObject({ validity: false, message: "NOT_FOUND" });
    expect(await api.campaigns.checkPromocode("betboost")).toMatchObject({ validity: true });
    await api.campaigns.activateOffer("BETBOOST");
    expect((await api.bettingBonuses.get()).items.length).toBe(2);
    await expect(api.loyalty.buyProduct(1, "purchase-1")).rejects.toBeInstanceOf(PlatformError);
    getDb().prepare("UPDATE players SET loyalty_points = 1000 WHERE uid = ?").run((await api.account.getInfo()).uid);
    const points = (await api.loyalty.getInfo()).points;
    await api.loyalty.buyProduct(1, "purchase-1");
    expect((await api.loyalty.getInfo()).points).toBe(points - 300);
    expect((await api.freespins.get()).reduce((sum, pack) => sum + pack.remaining_count, 0)).toBe(20);
    expect(ledgerMismatches(getDb(), (await api.account.getInfo()).uid)).toEqual([]);
    const limitBefore = await api.account.getDepositLimit();
    expect(limitBefore.period).toBe("none");
    await api.account.setDepositLimit({ limit_amount: 30_000, period: "day" });
    await expect(api.cashier.makeDeposit({ method: "payme", amount: 40_000, idempotencyKey: "over" })).rejects.toMatchObject({ type: "BillingDepositLimitExceeded" });
  });

  it("applies the QA scenarios per request", async () => {
    const jar = new CookieJar();
    const api = apiFor(PLATFORM, jar);
    jar.set(SCENARIO_COOKIE, "maintenance");
    await expect(api.account.getInfo()).rejects.toMatchObject({ type: "ApplicationDisabled", status: 503 });
    jar.set(SCENARIO_COOKIE, "banned");
    await expect(api.account.getInfo()).rejects.toMatchObject({ type: "UserBanned", status: 403 });
    jar.set(SCENARIO_COOKIE, "forbidden");
    await expect(api.account.getInfo()).rejects.toMatchObject({ type: "AccessDenied", status: 403 });
    jar.set(SCENARIO_COOKIE, "empty");
    expect((await api.games.get()).items).toEqual([]);
    jar.set(SCENARIO_COOKIE, "huge");
    expect((await api.games.get({ count: 1 })).total).toBe(5000);
    jar.set(SCENARIO_COOKIE, encodeURIComponent("slow:150"));
    const started = Date.now();
    await api.account.getInfo();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    for (const type of platformErrorTypes) {
      // A POST: never retried, so the one-shot fault is what the caller sees.
      jar.set(SCENARIO_COOKIE, encodeURIComponent(formatScenario({ fail: { type, method: "auth.restore", token: `t-${type}` } })));
      await api.account.getInfo();
      await expect(api.auth.restore("nobody@omad.test")).rejects.toMatchObject({ type });
      await expect(api.auth.restore("nobody@omad.test")).resolves.toBe(1);
    }
    jar.set(SCENARIO_COOKIE, "flaky:1");
    await expect(api.account.getInfo()).rejects.toMatchObject({ type: "ApplicationUnavailable", status: 503 });
  });

  it("the panel sets the scenario cookie with a plain form", async () => {
    const panel = await fetch(`${site.url}/sandbox`);
    expect(panel.status).toBe(200);
    const html = await panel.text();
    expect(html).not.toMatch(/<script/);
    const response = await fetch(`${site.url}/sandbox/scenario`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ maintenance: "1", slowMs: "300", failType: "UserNeedDeposit", failMethod: "cashier.makedeposit", action: "apply" }), redirect: "manual" });
    expect(response.status).toBe(303);
    const cookie = decodeURIComponent(response.headers.get("set-cookie") ?? "");
    expect(cookie).toMatch(/^sandbox_scenario=maintenance,slow:300,fail:UserNeedDeposit:cashier\.makedeposit:[0-9a-f]+;/);
  });

  it("serves content pages, SEO records and generic collections", async () => {
    process.env.SANDBOX ??= "1";
    const { getSeoRecord, getDomainSeoSettings } = await import("~/content/seo.server");
    const { contentCollection, getContentPage } = await import("~/content/content.server");
    expect((await getContentPage("about", "ru"))?.title).toBe("О нас");
    expect((await getSeoRecord("/ru/gamehall/", "ru"))?.title).toBe("Игровой зал — Omad");
    expect((await getSeoRecord("/game/x", "uz", { routeSeoUrl: "/game" }))?.title).toBe("O‘yinlar — {brand}");
    // No canonical url in the sandbox (it answers on any port: canonicals take the request's origin, decision 025).
    expect((await getDomainSeoSettings("omad.example", "uz"))?.replacements).toContainEqual({ find: "{brand}", replace: "Omad" });
    const notes = contentCollection<{ id: number; text: string }>("notes");
    const created = await notes.create({ text: "a" });
    expect((await notes.update(created.id, { text: "b" })).text).toBe("b");
    expect((await notes.find({ filters: { text: { $eq: "b" } } })).length).toBe(1);
    await notes.delete(created.id);
    expect(await notes.find()).toEqual([]);
  });
});
