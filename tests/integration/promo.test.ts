import { describe, expect, it } from "vitest";
import { readFlashToast } from "~/features/toasts/flash.server";
import { action as promoCodeAction } from "~/routes/resources/promo-code";
import { action as offerAction, loader as offerLoader } from "~/routes/offers.$id";
import { action as offersAction, loader as offersLoader } from "~/routes/offers._index";
import { action as promotionAction, loader as promotionLoader } from "~/routes/promotions.$id";
import { loader as promotionsLoader } from "~/routes/promotions._index";
import { loader as homeLoader } from "~/routes/_index";
import { createPlayer, createSession, getDb } from "../../mocks/db/store";
import { SESSION_COOKIE } from "../../mocks/handlers/context";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { received } = recordingPlatform();

type OffersPage = { title: string; signedIn: boolean; offers: Array<{ id: string; title: string; action: string | null; image: string | null }> };
type OfferPage = { param: string; offer: { id: string; action: string }; promotions: Array<{ id: string }> };
type PromotionsPage = { promotions: Array<{ id: string; title: string; finished: boolean; image: string | null }> };
type PromotionPage = { param: string; finished: boolean; offer: { id: string; action: string } | null; promotion: { terms: string; cta: { link: string | null } | null } };

const DAY = 86_400_000;
const withParams = (params: Record<string, string>) => ({ params });
const load = <T,>(loader: (args: never) => unknown, url: string, cookie = "", params: Record<string, string> = {}) =>
  settle(() => loader({ ...routeArgs(url, { headers: { cookie } }), ...withParams(params) } as never)) as Promise<{ status: number; body: T; location: string | null; headers: Headers }>;
const post = (action: (args: never) => unknown, url: string, cookie: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
  settle(() => action({ ...formPost(url, cookie, fields), ...withParams(params) } as never));
const flashOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast;

/** A player registered `daysAgo` days ago, signed in. */
function playerRegistered(daysAgo: number) {
  const db = getDb();
  const login = `promo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@omad.test`;
  const uid = createPlayer(db, { login, password: "demo1234", now: Date.now() - daysAgo * DAY });
  return { uid, cookie: `${SESSION_COOKIE}=${createSession(db, uid)}` };
}
const count = (table: string, uid: number) => (getDb().prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE uid = ?`).get(uid) as { n: number }).n;

describe("offers (issue 16 item 2, decision 028)", () => {
  it("a guest sees every offer with its description object read, each with its call to action; an unknown id is a 404", async () => {
    const page = await load<OffersPage>(offersLoader, "/offers");
    expect(page.status).toBe(200);
    expect(page.body.signedIn).toBe(false);
    expect(page.body.offers.map((offer) => [offer.id, offer.title, offer.action])).toEqual([
      ["101", "Birinchi depozitga 100%", "deposit"],
      ["102", "Promokod bo‘yicha 50 bepul aylantirish", "promo_code"],
      ["103", "Sport tikish uchun 50,000 so‘m bonus", "promo_code"],
      ["104", "Ro‘yxatdan o‘tganlarga sovg‘a", "take"],
    ]);
    expect(page.body.offers[0]!.image).toBe("/sandbox/media/promo/welcome.svg");
    const one = await load<OfferPage>(offerLoader, "/ru/offers/102", "", { id: "102" });
    expect(one.body).toMatchObject({ param: "50 фриспинов по промокоду", offer: { id: "102", action: "promo_code" }, promotions: [{ id: "3" }] });
    expect((await load(offerLoader, "/offers/3", "", { id: "3" })).status).toBe(404);
  });

  it("a player sees the offers whose trigger they satisfy: the registration gift only in the first 30 days", async () => {
    const fresh = playerRegistered(1);
    expect((await load<OffersPage>(offersLoader, "/offers", fresh.cookie)).body.offers.map((offer) => offer.id)).toEqual(["101", "102", "103", "104"]);
    const old = playerRegistered(31);
    expect((await load<OffersPage>(offersLoader, "/offers", old.cookie)).body.offers.map((offer) => offer.id)).toEqual(["101", "102", "103"]);
    expect((await load(offerLoader, "/offers/104", old.cookie, { id: "104" })).status).toBe(404);
  });

  it("taking the registration gift gives one bonus, however many times it is posted", async () => {
    const player = playerRegistered(0);
    const before = count("bonuses", player.uid);
    const first = await post(offerAction, "/offers/104", player.cookie, { intent: "take" }, { id: "104" });
    expect(first).toMatchObject({ status: 303, location: "/offers/104" });
    expect(await flashOf(first.headers)).toMatchObject({ type: "success", key: "offers.toasts.taken", values: { title: "Ro‘yxatdan o‘tganlarga sovg‘a" } });
    const again = await post(offersAction, "/offers?index", player.cookie, { intent: "take", offer_id: "104" });
    expect(await flashOf(again.headers)).toMatchObject({ key: "offers.toasts.alreadyTaken" });
    expect(count("bonuses", player.uid)).toBe(before + 1);
    expect(received.filter((call) => call.method === "campaigns.takepromotions")).toHaveLength(2);
  });

  it("an offer that is not taken with one button is refused without asking the platform; a guest is sent to sign in", async () => {
    const player = playerRegistered(0);
    const refused = await post(offerAction, "/offers/101", player.cookie, { intent: "take" }, { id: "101" });
    expect(await flashOf(refused.headers)).toMatchObject({ type: "error", key: "offers.toasts.notAvailable" });
    expect(received.map((call) => call.method)).not.toContain("campaigns.takepromotions");
    expect((await post(offerAction, "/ru/offers/104", "", { intent: "take" }, { id: "104" })).location).toBe("/ru?redirectUrl=%2Fru%2Foffers%2F104");
  });
});

describe("the promo-code action (issue 16 item 3)", () => {
  const submit = (cookie: string, code: string, redirectTo = "/ru/offers?x=1") => post(promoCodeAction, "/_actions/promo-code", cookie, { promo_code: code, redirectTo });

  it("refusals come back to the form's page with the first error code, and a code not found is reported", async () => {
    const { cookie } = sandboxPlayer();
    expect((await submit(cookie, "NOPE")).location).toBe("/ru/offers?x=1&promo_error=NOT_FOUND&promo_code=NOPE#promo-code");
    const events = received.filter((call) => call.method === "events.handle");
    expect(events).toHaveLength(1);
    expect(events[0]!.params.get("event_name")).toBe("promocode_not_found");
    expect(JSON.parse(events[0]!.params.get("event_params") ?? "{}")).toMatchObject({ promo_code: "NOPE" });
    expect((await submit(cookie, "EXPIRED2023")).location).toBe("/ru/offers?x=1&promo_error=EXPIRED&promo_code=EXPIRED2023#promo-code");
    expect((await submit(cookie, "usedup")).location).toBe("/ru/offers?x=1&promo_error=ALREADY_USED&promo_code=usedup#promo-code");
    expect(received.filter((call) => call.method === "events.handle")).toHaveLength(1);
    expect(received.map((call) => call.method)).not.toContain("campaigns.activateOffer");
    expect((await submit(cookie, "  ")).location).toBe("/ru/offers?x=1&promo_error=INVALID#promo-code");
  });

  it("a valid code activates its offer once: the dialog's flag on the way back; a repeat is 'already used' and gives nothing twice", async () => {
    const { uid, cookie } = sandboxPlayer();
    const before = count("freespins", uid);
    expect((await submit(cookie, "FREESPINS50", "/profile/bonuses")).location).toBe("/profile/bonuses?promo_activated=FREESPINS50");
    expect(count("freespins", uid)).toBe(before + 1);
    expect((await submit(cookie, "FREESPINS50", "/profile/bonuses?promo_activated=FREESPINS50")).location).toBe("/profile/bonuses?promo_error=ALREADY_USED&promo_code=FREESPINS50#promo-code");
    expect(count("freespins", uid)).toBe(before + 1);
  });

  it("a guest is taken to the sign-up form with the code; another site is never the way back", async () => {
    expect((await submit("", "BETBOOST", "/ru/offers")).location).toBe("/ru/forms/sign_up?promo_code=BETBOOST");
    const { cookie } = sandboxPlayer();
    expect((await submit(cookie, "NOPE", "//evil.example/x")).location).toBe("/offers?promo_error=NOT_FOUND&promo_code=NOPE#promo-code");
  });
});

describe("promotions (issue 16 item 1)", () => {
  it("lists the content service's promotions, running ones first, the finished one marked", async () => {
    const page = await load<PromotionsPage>(promotionsLoader, "/ru/promotions");
    expect(page.body.promotions.map((promotion) => [promotion.id, promotion.finished])).toEqual([
      ["1", false],
      ["2", false],
      ["3", false],
      ["4", false],
      ["5", false],
      ["6", true],
    ]);
    expect(page.body.promotions[0]).toMatchObject({ title: "Приветственный бонус 100%", image: "/sandbox/media/promo/welcome.svg" });
  });

  it("one promotion: terms, its offer when it is taken with one button; unknown ids are a 404", async () => {
    const player = playerRegistered(0);
    const before = count("bonuses", player.uid);
    const five = await load<PromotionPage>(promotionLoader, "/promotions/5", player.cookie, { id: "5" });
    expect(five.body).toMatchObject({ param: "Ikki barobar ballar", finished: false, offer: { id: "104", action: "take" } });
    expect(five.body.promotion.terms).toContain("30 kun");
    expect((await load<PromotionPage>(promotionLoader, "/promotions/2", "", { id: "2" })).body).toMatchObject({ offer: null, promotion: { cta: { link: "/gamehall" } } });
    expect((await load<PromotionPage>(promotionLoader, "/promotions/6", "", { id: "6" })).body.finished).toBe(true);
    expect((await load(promotionLoader, "/promotions/99", "", { id: "99" })).status).toBe(404);
    const taken = await post(promotionAction, "/promotions/5", player.cookie, { intent: "take" }, { id: "5" });
    expect(await flashOf(taken.headers)).toMatchObject({ key: "offers.toasts.taken" });
    expect(count("bonuses", player.uid)).toBe(before + 1);
  });
});

describe("banners (issue 16 item 4)", () => {
  it("the home page shows the main banners of banners.get (count 10), pictures re-keyed by the configured map, finished ones hidden", async () => {
    const home = await load<{ banners: Array<Record<string, unknown>> }>(homeLoader, "/ru");
    expect(home.body.banners.map((banner) => banner.id)).toEqual(["1", "2", "3"]);
    expect(home.body.banners[0]).toEqual({
      id: "1",
      position: "main",
      title: "100% на первый депозит",
      link: "/promotions/1",
      image: "/sandbox/media/banner/1.svg",
      imageMobile: "/sandbox/media/banner/1-m.svg",
    });
    const call = received.find((entry) => entry.method === "banners.get");
    expect(call?.params.get("count")).toBe("10");
  });
});
