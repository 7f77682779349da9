import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { loader as rootLoader } from "~/root";
import { loader as gamehallLoader } from "~/routes/gamehall";
import { action as cashbackSeen } from "~/routes/resources/cashback-seen";
import { loader as sidebarLoader } from "~/routes/resources/sidebar";
import { action as bonusesAction, loader as bonusesLoader } from "~/routes/profile.bonuses";
import { action as cashbackAction, loader as cashbackLoader } from "~/routes/profile.cashback";
import { getDb, toMinor } from "../../mocks/db/store";
import { createHandlers } from "../../mocks/handlers";
import { formPost, routeArgs, sandboxPlayer, settle } from "./cashier-support";

/**
 * Issue 16's last items (docs/decisions/036): the menu and hall banners, the unseen-cashback dialog decided by the
 * server after a sign-in and stored on the platform when closed, and the bonuses and cashback lists paged by 50.
 */
const msw = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
beforeAll(() => msw.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => msw.close());

type Banner = { id: string; title: string; link: string | null; image: string | null; imageMobile: string | null };
type AfterLogin = { cashback: { id: string; title: string | null; amount: { amount: number } | null } | null; popup: { sysname: string } | null } | null;
type Root = { menuBanners: Banner[] | null; session: { afterLogin: AfterLogin } | null };

const storedSeen = (uid: number) =>
  (getDb().prepare("SELECT value FROM storage WHERE uid = ? AND key = 'already_seen_cashback_id'").get(uid) as { value: string } | undefined)?.value ?? null;

/** The first page after a sign-in: the sign-in's flash toast comes along. */
async function firstPageAfterLogin(cookie: string, path = "/providers") {
  const flash = (await flashToastHeader({ type: "success", key: "auth.toasts.signedIn" })).split(";")[0]!;
  const page = await settle(() => rootLoader(routeArgs(path, { headers: { cookie: `${cookie}; ${flash}` } })));
  expect(page.status).toBe(200);
  return (page.body as Root).session!.afterLogin;
}

describe("the menu and hall banners (banners.get by position)", () => {
  it("the side menu's banners: read by the root only with ?sidebar=1, else from their resource, in the page's language", async () => {
    expect(((await settle(() => rootLoader(routeArgs("/providers")))).body as Root).menuBanners).toBeNull();
    const opened = ((await settle(() => rootLoader(routeArgs("/ru/providers?sidebar=1")))).body as Root).menuBanners;
    // The sandbox's menu banner names no link: the button leads to the offers index (the component's fallback).
    expect(opened).toEqual([{ id: "4", position: "menu", title: "Предложения для вас", link: null, image: "/sandbox/media/banner/4.svg", imageMobile: "/sandbox/media/banner/4-m.svg" }]);
    const resource = (await sidebarLoader(routeArgs("/_resources/sidebar"))) as Response;
    expect(resource.headers.get("cache-control")).toBe("private, max-age=60");
    expect(((await resource.json()) as { banners: Banner[] }).banners.map((banner) => [banner.id, banner.title])).toEqual([["4", "Siz uchun takliflar"]]);
  });

  it("the hall shows its own banners (position gamehall), with both pictures; a failing read shows none", async () => {
    const hall = await settle(() => gamehallLoader(routeArgs("/gamehall")));
    expect((hall.body as { banners: Banner[] }).banners).toEqual([
      { id: "5", position: "gamehall", title: "Yangi o‘yinlar", link: "/gamehall?category=2", image: "/sandbox/media/banner/5.svg", imageMobile: "/sandbox/media/banner/5-m.svg" },
    ]);
    const failing = await settle(() => gamehallLoader(routeArgs("/gamehall", { headers: { cookie: `sandbox_scenario=${encodeURIComponent(`fail:InvalidRequest:banners.get:hall-${Math.random()}`)}` } })));
    expect(failing.status).toBe(200);
    expect((failing.body as { banners: Banner[]; games: unknown[] }).banners).toEqual([]);
    expect((failing.body as { games: unknown[] }).games.length).toBeGreaterThan(0);
  });
});

describe("the unseen-cashback dialog after a sign-in (spec §4)", () => {
  it("is decided by the server on the first page after a sign-in, then once: closing stores the id on the platform", async () => {
    const { cookie, uid } = sandboxPlayer();
    // Not on a page without the sign-in's flash.
    expect(((await settle(() => rootLoader(routeArgs("/providers", { headers: { cookie } })))).body as Root).session!.afterLogin).toBeNull();
    const first = await firstPageAfterLogin(cookie);
    expect(first).toMatchObject({ cashback: { title: "15000 so‘m keshbek", amount: { amount: 15_000 } }, popup: { sysname: "welcome-back" } });
    const id = first!.cashback!.id;

    // The no-JavaScript close: a 303 back, with the queue's campaign popup next by query; twice stores the same.
    for (let i = 0; i < 2; i++) {
      const closed = await settle(() => cashbackSeen(formPost("/_actions/cashback-seen", cookie, { cashback_id: id, redirectTo: "/ru/gamehall?category=2", next_popup: "welcome-back" })));
      expect(closed).toMatchObject({ status: 303, location: "/ru/gamehall?category=2&popup=welcome-back" });
    }
    expect(storedSeen(uid)).toBe(id);
    const again = await firstPageAfterLogin(cookie);
    expect(again).toMatchObject({ cashback: null, popup: { sysname: "welcome-back" } });

    // A newer active cashback is unseen again; the enhanced dialog's post answers JSON.
    getDb().prepare("INSERT INTO cashbacks (uid, status, amount, end_date, receiving_expired_at, paid_out_at, created_at) VALUES (?, 'active', ?, ?, NULL, NULL, ?)").run(uid, toMinor(7_000), Date.now() + 86_400_000, Date.now() + 60_000);
    const newer = (await firstPageAfterLogin(cookie, "/cashier/deposit"))!;
    expect(newer.cashback!.id).not.toBe(id);
    // No campaign popup on the deposit page.
    expect(newer.popup).toBeNull();
    const enhanced = (await cashbackSeen(formPost("/_actions/cashback-seen", cookie, { cashback_id: newer.cashback!.id }))) as Response;
    expect(enhanced.status).toBe(200);
    expect(await enhanced.json()).toEqual({ stored: true });
    expect(storedSeen(uid)).toBe(newer.cashback!.id);
  });

  it("a paid-out cashback without a receiving deadline shows whatever was stored (the rule as the spec words it)", async () => {
    const { cookie, uid } = sandboxPlayer();
    getDb().prepare("UPDATE cashbacks SET status = 'paid_out', paid_out_at = ?, receiving_expired_at = NULL WHERE uid = ?").run(Date.now(), uid);
    const shown = (await firstPageAfterLogin(cookie))!.cashback!;
    await settle(() => cashbackSeen(formPost("/_actions/cashback-seen", cookie, { cashback_id: shown.id, redirectTo: "/" })));
    expect((await firstPageAfterLogin(cookie))!.cashback!.id).toBe(shown.id);
    getDb().prepare("UPDATE cashbacks SET receiving_expired_at = ? WHERE uid = ?").run(Date.now() - 1000, uid);
    expect((await firstPageAfterLogin(cookie))!.cashback).toBeNull();
  });

  it("a forged id is a translated 400; a popup name or a return address from elsewhere is not followed", async () => {
    const { cookie, uid } = sandboxPlayer();
    const forged = (await cashbackSeen(formPost("/_actions/cashback-seen", cookie, { cashback_id: "1 OR 1", redirectTo: "/ru/providers" }))) as Response;
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe("Не удалось определить кешбэк. Обновите страницу и попробуйте ещё раз.");
    expect(storedSeen(uid)).toBeNull();
    const away = await settle(() => cashbackSeen(formPost("/_actions/cashback-seen", cookie, { cashback_id: "3", redirectTo: "https://evil.example/x", next_popup: "<x>" })));
    expect(away).toMatchObject({ status: 303, location: "/" });
    // A guest stores nothing and is sent back.
    const guest = await settle(() => cashbackSeen(formPost("/_actions/cashback-seen", "", { cashback_id: "3", redirectTo: "/game/x", next_popup: "welcome-back" })));
    expect(guest).toMatchObject({ status: 303, location: "/game/x" });
  });
});

describe("the bonuses and cashback lists past 50 items", () => {
  const addBonuses = (uid: number, count: number) => {
    const insert = getDb().prepare("INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, 'casino', 'available', ?, 20, ?, ?, ?)");
    for (let i = 1; i <= count; i++) insert.run(uid, toMinor(1000 * i), JSON.stringify({ uz: `QA ${i}`, ru: `QA ${i}` }), Date.now() + 86_400_000, Date.now() + i);
  };
  type BonusPage = { bonuses: Array<{ id: string; kind: string }>; casinoPage: number; casinoPages: number; bettingPage: number; bettingPages: number };

  it("pages the casino list by 50 with casino_page (the betting list keeps its own page), and keeps the page through an action", async () => {
    const { cookie, uid } = sandboxPlayer();
    addBonuses(uid, 60); // 61 casino bonuses with the welcome one.
    const first = (await settle(() => bonusesLoader(routeArgs("/profile/bonuses", { headers: { cookie } })))).body as BonusPage;
    expect(first.bonuses.filter((bonus) => bonus.kind === "casino")).toHaveLength(50);
    expect(first).toMatchObject({ casinoPage: 1, casinoPages: 2, bettingPage: 1, bettingPages: 1 });
    const second = (await settle(() => bonusesLoader(routeArgs("/profile/bonuses?casino_page=2", { headers: { cookie } })))).body as BonusPage;
    const casino = second.bonuses.filter((bonus) => bonus.kind === "casino");
    expect(casino).toHaveLength(11);
    expect(second.bonuses.filter((bonus) => bonus.kind === "betting")).toHaveLength(1);
    expect(new Set([...first.bonuses, ...second.bonuses].filter((bonus) => bonus.kind === "casino").map((bonus) => bonus.id)).size).toBe(61);
    // Past the end: the last page.
    expect(await settle(() => bonusesLoader(routeArgs("/ru/profile/bonuses?status=available&casino_page=9", { headers: { cookie } })))).toMatchObject({
      status: 302,
      location: "/ru/profile/bonuses?status=available&casino_page=2",
    });
    const removed = await settle(() => bonusesAction(formPost("/profile/bonuses", cookie, { intent: "remove", kind: "casino", bonus_id: casino[0]!.id, status: "all", casino_page: "2", betting_page: "1" })));
    expect(removed).toMatchObject({ status: 302, location: "/profile/bonuses?casino_page=2" });
  });

  it("pages the cashbacks by 50 with page, within the filter and the order", async () => {
    const { cookie, uid } = sandboxPlayer();
    const insert = getDb().prepare("INSERT INTO cashbacks (uid, status, amount, end_date, receiving_expired_at, paid_out_at, created_at) VALUES (?, 'paid_out', ?, ?, ?, ?, ?)");
    for (let i = 1; i <= 55; i++) insert.run(uid, toMinor(100 * i), Date.now() - 86_400_000, Date.now() - 3_600_000, Date.now() - 3_600_000, Date.now() - i * 1000);
    type CashbackPage = { cashbacks: Array<{ id: string; amount: string }>; listPage: number; listPages: number };
    const read = async (query: string) => (await settle(() => cashbackLoader(routeArgs(`/profile/cashback${query}`, { headers: { cookie } })))).body as CashbackPage;
    const first = await read("");
    expect(first).toMatchObject({ listPage: 1, listPages: 2 });
    expect(first.cashbacks).toHaveLength(50);
    const second = await read("?page=2");
    expect(second.cashbacks).toHaveLength(6);
    const paidOut = await read("?status=paid_out&sort=-amount&page=2");
    expect(paidOut.cashbacks.map((item) => item.amount)).toEqual(["500 so‘m", "400 so‘m", "300 so‘m", "200 so‘m", "100 so‘m"]);
    expect(await settle(() => cashbackLoader(routeArgs("/profile/cashback?status=paid_out&page=3", { headers: { cookie } })))).toMatchObject({
      status: 302,
      location: "/profile/cashback?status=paid_out&page=2",
    });
    const removed = await settle(() => cashbackAction(formPost("/profile/cashback", cookie, { intent: "remove", cashback_id: second.cashbacks[0]!.id, status: "all", sort: "-created_at", page: "2" })));
    expect(removed).toMatchObject({ status: 302, location: "/profile/cashback?page=2" });
  });
});
