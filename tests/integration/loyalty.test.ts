import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { action as loyaltyAction, loader as loyaltyLoader } from "~/routes/loyalty._index";
import { loader as programLoader } from "~/routes/loyalty.$sysname";
import { action as shopAction, loader as shopLoader } from "~/routes/loyalty.shop";
import { action as profileAction, loader as profileLoader } from "~/routes/profile.loyalty";
import { loader as noticesLoader } from "~/routes/resources/loyalty-notices";
import { loader as notificationsLoader } from "~/routes/resources/loyalty-notifications";
import { getDb, getPlayer } from "../../mocks/db/store";
import { spin } from "../../mocks/handlers/games";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

const site = sandboxSite();
const { platform, received } = recordingPlatform({ site });

type Status = { pointsText: string; pointsLabel: string; level: string | null; next: string | null; percent: number; toNextText: string | null; character: { id: string; name: string } | null };
type StatusPage = { status: Status | null; withCharacter: boolean; characterStep: { step: string; characters?: unknown[]; character?: { id: string; name: string } } | null; notifications: Array<{ trigger: string; shownAs: string; title: string; message: string; amount: string | null }>; programs: Array<{ sysname: string; name: string }>; notices: Array<{ text: string }> };
type ShopPage = { status: Status | null; products: Array<{ id: string; priceText: string }> | null; dialog: { kind: string; key?: string; points?: string; product: { id: string } } | null };

/** A fresh player with `points` spendable and earned points, its register notification already seen. */
function player(points = 950) {
  const made = sandboxPlayer();
  getDb().prepare("UPDATE players SET loyalty_points = ?, loyalty_earned = ? WHERE uid = ?").run(points, points, made.uid);
  getDb().prepare("UPDATE notifications SET seen = 1 WHERE uid = ?").run(made.uid);
  return made;
}

const view = async (cookie: string, path: string) => {
  const loader = path.includes("/profile/") ? profileLoader : path.includes("/shop") ? shopLoader : loyaltyLoader;
  return settle(() => loader(routeArgs(path, { headers: { cookie } })));
};
const flashOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast;
const purchases = (uid: number) => getDb().prepare("SELECT product_id FROM loyalty_purchases WHERE uid = ?").all(uid) as Array<{ product_id: string }>;

describe("loyalty pages (issue 17 items 3–4, decision 031)", () => {
  it("shows the level, the points in the plural form their number takes (the alias only as their heading, decision 057), the progress percent and the character; programmes and notices on /loyalty", async () => {
    const { cookie } = player(950);
    const page = await view(cookie, "/profile/loyalty");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect((page.body as StatusPage).status).toEqual({
      points: 950,
      pointsText: "950 ball",
      pointsLabel: "Ballar",
      level: "Bronza",
      next: "Kumush",
      percent: 95,
      toNextText: "«Kumush» darajasiga yana 50 ball",
      character: { id: "1", name: "Yo‘lbars", image: expect.stringContaining("/sandbox/media/character/tiger.svg") },
    });
    const ru = (await view(cookie, "/ru/loyalty")).body as StatusPage;
    expect(ru.status).toMatchObject({ pointsText: "950 баллов", pointsLabel: "Баллы", level: "Бронза", toNextText: "До уровня «Серебро» осталось 50 баллов" });
    expect(ru.programs).toEqual([{ sysname: "main", name: "Клуб Omad", text: "Играйте, копите баллы и меняйте их в магазине." }]);
    // The notices are the content service's (decision 034), in the page's language and the operator's order.
    expect(ru.notices.map((notice) => notice.text)).toEqual([
      "Двойные баллы в выходные: в субботу и воскресенье за каждую ставку начисляется вдвое больше баллов.",
      "Новинка в магазине: бонус 25,000 сум теперь всего за 500 баллов.",
      "За переход на уровень «Серебро» вы получите бонус 10,000 сум.",
    ]);
    expect(ru.withCharacter).toBe(true);
  });

  it("shows the programme's tiers with their perks on /loyalty, the player's own marked, in uz and ru (issue 29 item 11)", async () => {
    const { cookie } = player(1200);
    type Tiers = { tiers: Array<{ name: string; from: string; reward: string | null; current: boolean }> };
    expect(((await view(cookie, "/loyalty")).body as Tiers).tiers).toEqual([
      { name: "Bronza", from: "0 ball dan", reward: null, current: false },
      { name: "Kumush", from: "1,000 ball dan", reward: "10,000 so‘m", current: true },
      { name: "Oltin", from: "5,000 ball dan", reward: "50,000 so‘m", current: false },
      { name: "Platina", from: "20,000 ball dan", reward: "200,000 so‘m", current: false },
    ]);
    expect(((await view(cookie, "/ru/loyalty")).body as Tiers).tiers).toEqual([
      { name: "Бронза", from: "от 0 баллов", reward: null, current: false },
      { name: "Серебро", from: "от 1,000 баллов", reward: "10,000 сум", current: true },
      { name: "Золото", from: "от 5,000 баллов", reward: "50,000 сум", current: false },
      { name: "Платина", from: "от 20,000 баллов", reward: "200,000 сум", current: false },
    ]);
    // A guest has no standing: no tiers read for them.
    expect(((await view("", "/loyalty")).body as Tiers).tiers).toEqual([]);
  });

  it("a guest sees the programmes and no standing; the programme page names it, an unknown one is a 404", async () => {
    const guest = (await view("", "/loyalty")).body as StatusPage;
    expect(guest.status).toBeNull();
    expect(guest.programs.map((program) => program.sysname)).toEqual(["main"]);
    expect(received.some((call) => call.method === "loyalty.getinfo")).toBe(false);
    const program = await settle(() => programLoader({ ...routeArgs("/loyalty/main"), params: { sysname: "main" } }));
    expect(program.body).toMatchObject({ title: "Sodiqlik dasturi", param: "Omad klubi" });
    expect((await settle(() => programLoader({ ...routeArgs("/loyalty/nope"), params: { sysname: "nope" } }))).status).toBe(404);
  });

  it("the character display mode of the remote config decides where the character shows", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ loyalty: { characterDisplay: "profile" } })));
    const { cookie } = player();
    expect(((await view(cookie, "/loyalty?character=choose")).body as StatusPage)).toMatchObject({ withCharacter: false, characterStep: null });
    expect(((await view(cookie, "/profile/loyalty?character=choose")).body as StatusPage)).toMatchObject({ withCharacter: true, characterStep: { step: "choose" } });
  });

  it("a failing info read leaves the standing out (200)", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/loyalty.getinfo`, () => HttpResponse.json({ error: { type: "InternalServerErrorException", message: "x" } }, { status: 500 })));
    const { cookie } = player();
    const page = await view(cookie, "/profile/loyalty");
    expect(page.status).toBe(200);
    expect((page.body as StatusPage).status).toBeNull();
  });

  it("changes the character through its choice and confirm steps (URL), then the info is read again", async () => {
    const { uid, cookie } = player();
    const choose = (await view(cookie, "/profile/loyalty?character=choose")).body as StatusPage;
    expect(choose.characterStep).toMatchObject({ step: "choose" });
    expect(choose.characterStep?.characters).toHaveLength(4);
    expect(((await view(cookie, "/profile/loyalty?character=2")).body as StatusPage).characterStep).toMatchObject({ step: "confirm", character: { id: "2", name: "Lochin" } });
    // An id that is no character shows the choice again.
    expect(((await view(cookie, "/profile/loyalty?character=99")).body as StatusPage).characterStep).toMatchObject({ step: "choose" });

    const changed = await settle(() => profileAction(formPost("/profile/loyalty?character=2", cookie, { intent: "character", character: "2" })));
    expect(changed.status).toBe(302);
    expect(changed.location).toBe("/profile/loyalty");
    expect(await flashOf(changed.headers)).toEqual({ type: "success", key: "loyalty.toasts.character", values: { name: "Lochin" } });
    expect(getPlayer(getDb(), uid)!.character_id).toBe("2");
    expect(((await view(cookie, "/profile/loyalty")).body as StatusPage).status?.character).toMatchObject({ id: "2", name: "Lochin" });

    const wrong = await settle(() => loyaltyAction(formPost("/ru/loyalty?character=99", cookie, { intent: "character", character: "99" })));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ intent: "character", error: "loyalty.errors.noCharacter" });
    const guest = await settle(() => loyaltyAction(formPost("/ru/loyalty", "", { intent: "character", character: "2" })));
    expect(guest.location).toBe("/ru?redirectUrl=%2Fru%2Floyalty");
  });
});

describe("the loyalty shop (issue 17 item 4, decision 031)", () => {
  it("lists the products with prices in points; ?buy opens the confirm dialog with a purchase key, or the insufficient-funds one", async () => {
    const { cookie } = player(950);
    const page = (await view(cookie, "/loyalty/shop?buy=2")).body as ShopPage;
    expect(page.products?.map((product) => product.priceText)).toEqual(["300 ball", "500 ball", "900 ball", "1,800 ball"]);
    expect(page.dialog).toMatchObject({ kind: "confirm", product: { id: "2" }, key: expect.stringMatching(/^[\w-]{8,80}$/) });
    expect(((await view(cookie, "/ru/loyalty/shop?buy=4")).body as ShopPage).dialog).toMatchObject({ kind: "insufficient", product: { id: "4" }, points: "950 баллов" });
    // A guest has no dialog: the buy link leads to sign-in.
    expect(((await view("", "/loyalty/shop?buy=2")).body as ShopPage).dialog).toBeNull();
    // Without the platform's alias (a guest has no loyalty info) the word takes the number's plural form.
    expect(((await view("", "/ru/loyalty/shop")).body as ShopPage).products?.map((product) => product.priceText)).toEqual(["300 баллов", "500 баллов", "900 баллов", "1,800 баллов"]);
  });

  it("a double submit of one confirm form buys once (twenty posts at once); the points shown are the platform's after it", async () => {
    const { uid, cookie } = player(950);
    const key = (((await view(cookie, "/loyalty/shop?buy=2")).body as ShopPage).dialog!).key!;
    const posts = await Promise.all(Array.from({ length: 20 }, () => settle(() => shopAction(formPost("/loyalty/shop?buy=2", cookie, { intent: "buy", product: "2", idempotencyKey: key })))));
    expect(posts.map((post) => post.status)).toEqual(Array(20).fill(302));
    expect(posts[0]!.location).toBe("/loyalty/shop");
    expect(await flashOf(posts[0]!.headers)).toEqual({ type: "success", key: "loyalty.toasts.boughtLeft", values: { name: "25,000 so‘m bonus", points: "450 ball" } });
    expect(purchases(uid)).toEqual([{ product_id: "2" }]);
    expect(getPlayer(getDb(), uid)!.loyalty_points).toBe(450);
    expect(((await view(cookie, "/loyalty/shop")).body as ShopPage).status?.pointsText).toBe("450 ball");
    // The same key for another product: refused as a spent form, nothing bought.
    const other = await settle(() => shopAction(formPost("/loyalty/shop?buy=1", cookie, { intent: "buy", product: "1", idempotencyKey: key })));
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: "loyalty.errors.staleForm" });
    expect(purchases(uid)).toHaveLength(1);
  });

  it("too few points: the platform's refusal is the insufficient-funds dialog (a form result); no key is a stale form", async () => {
    const { uid, cookie } = player(950);
    const refused = await settle(() => shopAction(formPost("/ru/loyalty/shop?buy=4", cookie, { intent: "buy", product: "4", idempotencyKey: "key-of-a-form-1" })));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ intent: "buy", dialog: { kind: "insufficient", product: { id: "4", name: "Бонус 100,000 сум" }, points: "950 баллов" } });
    const keyless = await settle(() => shopAction(formPost("/loyalty/shop", cookie, { intent: "buy", product: "1" })));
    expect(keyless.status).toBe(409);
    expect(purchases(uid)).toEqual([]);
    expect(getPlayer(getDb(), uid)!.loyalty_points).toBe(950);
  });
});

describe("loyalty notifications (issue 17 item 5)", () => {
  it("a spin that crosses into the next level leaves a level notification with its credit formatted; each is answered once", async () => {
    const { uid, cookie } = player(990);
    // A slot nobody holds free spins on: a 10,000 stake earns 10 points.
    getDb().prepare("UPDATE players SET balance_main = balance_main + ? WHERE uid = ?").run(1_000_000, uid);
    spin(getDb(), uid, "netent-lucky-link", 10_000, { forcedMultiplier: 0 });
    // A Response of its own (issue 29.5), never kept by a cache.
    const items = async (answer: Response) => ((await answer.json()) as { items: unknown[] }).items;
    const answer = await notificationsLoader(routeArgs("/ru/_resources/loyalty-notifications", { headers: { cookie } }));
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await items(answer)).toEqual([
      { id: expect.any(String), trigger: "level", shownAs: "dialog", title: "Новый уровень!", message: "Вы достигли уровня «Серебро».", amount: "+10,000 сум", image: null },
    ]);
    expect(await items(await notificationsLoader(routeArgs("/_resources/loyalty-notifications", { headers: { cookie } })))).toEqual([]);
    expect(((await view(cookie, "/profile/loyalty")).body as StatusPage).status).toMatchObject({ level: "Kumush", points: 1000 });
    // A guest gets none, and the platform is not asked.
    const before = received.filter((call) => call.method === "loyalty.getnotifications").length;
    expect(await items(await notificationsLoader(routeArgs("/_resources/loyalty-notifications")))).toEqual([]);
    expect(received.filter((call) => call.method === "loyalty.getnotifications").length).toBe(before);
  });

  it("a page's loader shows the new notifications too (no JavaScript): a points credit in words, the welcome as news", async () => {
    const made = sandboxPlayer();
    const page = (await view(made.cookie, "/ru/profile/loyalty")).body as StatusPage;
    expect(page.notifications).toEqual([{ id: expect.any(String), trigger: "register", shownAs: "toast", title: "Добро пожаловать!", message: "100 баллов за регистрацию.", amount: "+100 баллов", image: null }]);
    expect(((await view(made.cookie, "/ru/profile/loyalty")).body as StatusPage).notifications).toEqual([]);
  });
});

describe("loyalty notices from the content service (issue 17 item 5, decision 034)", () => {
  const CONTENT = `${SANDBOX_PLATFORM_URL}/content/api/loyalty-notices`;
  const uz = [
    { id: "1", text: "Dam olish kunlari ballar ikki barobar: shanba va yakshanba kunlari har bir tikish uchun ikki barobar ball beriladi." },
    { id: "2", text: "Do‘konda yangilik: 25,000 so‘m bonus endi atigi 500 ball." },
    { id: "3", text: "«Kumush» darajasiga chiqqaningizda 10,000 so‘m bonus olasiz." },
  ];
  const notices = async (path: string) => {
    const response = (await noticesLoader(routeArgs(path))) as Response;
    return { status: response.status, cacheControl: response.headers.get("cache-control"), body: (await response.json()) as { items: Array<{ id: string; text: string }> } };
  };
  /** The content service's requests for the notices during `run`, as the path and query it received. */
  async function asked(run: () => Promise<unknown>) {
    const urls: URL[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/loyalty-notices")) urls.push(url);
    };
    platform.events.on("request:start", listener);
    try {
      await run();
    } finally {
      platform.events.removeListener("request:start", listener);
    }
    return urls.map((url) => `${url.pathname}?${decodeURIComponent(url.searchParams.toString())}`);
  }

  it("the resource answers the page's language in the operator's order, asked with the contract's query; no-store; guests too", async () => {
    let uzAnswer: Awaited<ReturnType<typeof notices>> | undefined;
    const sent = await asked(async () => {
      uzAnswer = await notices("/_resources/loyalty-notices");
    });
    expect(sent).toEqual(["/content/api/loyalty-notices?locale=uz&sort[0]=position:asc&pagination[pageSize]=20"]);
    expect(uzAnswer).toEqual({ status: 200, cacheControl: "no-store", body: { items: uz } });
    const ru = await notices("/ru/_resources/loyalty-notices");
    expect(ru.body.items.map((item) => item.id)).toEqual(["1", "2", "3"]);
    expect(ru.body.items[1]!.text).toBe("Новинка в магазине: бонус 25,000 сум теперь всего за 500 баллов.");
    // The platform is not asked: the notices are the same for every visitor.
    expect(received).toEqual([]);
  });

  it("a malformed item is left out, the rest stays; at most 20 show", async () => {
    const items = [{ id: 9, attributes: { text: "  " } }, { id: 10, attributes: { title: "no text" } }, ...Array.from({ length: 25 }, (_, index) => ({ id: 20 + index, attributes: { text: `Notice ${index}`, position: index } }))];
    platform.use(http.get(CONTENT, () => HttpResponse.json({ data: items, meta: {} })));
    const answer = await notices("/_resources/loyalty-notices");
    expect(answer.body.items).toHaveLength(20);
    expect(answer.body.items[0]).toEqual({ id: "20", text: "Notice 0" });
  });

  it.each([
    ["a 500 with a body", () => HttpResponse.json({ data: null, error: { status: 500, name: "InternalServerError", message: "down" } }, { status: 500 })],
    ["a 502 page", () => new HttpResponse("<html>502 Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } })],
    ["no list", () => HttpResponse.json({ data: { notices: "none" } })],
    ["a network error", () => HttpResponse.error()],
  ])("the content service failing (%s): logged, no notices, 200 — the resource and the page", async (_kind, failure) => {
    platform.use(http.get(CONTENT, failure));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await notices("/ru/_resources/loyalty-notices")).toEqual({ status: 200, cacheControl: "no-store", body: { items: [] } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[read] loyalty notices failed"), expect.any(String));
    const page = await view("", "/loyalty");
    expect(page.status).toBe(200);
    expect((page.body as StatusPage).notices).toEqual([]);
    expect((page.body as StatusPage).programs).toHaveLength(1);
  });

  it("the sandbox honours exactly the contract (400 otherwise), and its QA switch makes the collection fail for everyone until cleared", async () => {
    const get = async (query: string) => {
      const response = await fetch(`${CONTENT}${query}`);
      return { status: response.status, body: (await response.json()) as { data: Array<{ id: number; attributes: { text: string; position: number } }> | null; error?: { name: string } } };
    };
    const ok = await get("?locale=ru&sort[0]=position:desc&pagination[pageSize]=2");
    expect(ok.status).toBe(200);
    expect(ok.body.data?.map((item) => [item.id, item.attributes.position])).toEqual([[3, 3], [2, 2]]);
    for (const wrong of ["", "?locale=en", "?locale=uz&sort[0]=id:asc", "?locale=uz&pagination[pageSize]=0", "?locale=uz&pagination[pageSize]=101"]) {
      const refused = await get(wrong);
      expect([wrong, refused.status, refused.body.error?.name]).toEqual([wrong, 400, "ValidationError"]);
    }

    // The QA panel's switch (a plain form), for every visitor until cleared.
    const setFault = (collection: string) => fetch(`${site.url}/sandbox/content-faults`, { method: "POST", body: new URLSearchParams({ collection }), redirect: "manual" });
    expect((await setFault("../pages")).status).toBe(400);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const set = await setFault("loyalty-notices");
      expect([set.status, set.headers.get("location")]).toEqual([303, "/sandbox"]);
      expect(await (await fetch(`${site.url}/sandbox`)).text()).toContain("Failing now: <code>loyalty-notices</code>");
      expect((await get("?locale=uz")).status).toBe(500);
      expect((await notices("/_resources/loyalty-notices")).body.items).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("[read] loyalty notices failed"), expect.stringContaining("500"));
      // Other collections answer as before.
      expect((await fetch(`${SANDBOX_PLATFORM_URL}/content/api/pages?locale=uz`)).status).toBe(200);
    } finally {
      expect((await setFault("")).status).toBe(303);
    }
    expect((await notices("/_resources/loyalty-notices")).body.items).toEqual(uz);
  });
});
