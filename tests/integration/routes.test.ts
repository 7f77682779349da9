import type { AppLoadContext } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearRemoteConfigCache } from "~/content/config.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { createLoadContext } from "~/load-context";
import { loader as splatLoader } from "~/routes/$";
import { loader as cashierIndexLoader } from "~/routes/cashier._index";
import { loader as billingLoader } from "~/routes/cashier.billing";
import { loader as gamehallIdLoader } from "~/routes/gamehall.$id";
import { loader as profileBetsLoader } from "~/routes/profile.bets._index";
import { loader as profileIndexLoader } from "~/routes/profile._index";
import { action as localeAction } from "~/routes/resources/locale-switch";

/** Route modules called the way Remix calls them: a real Request, params, a fresh load context. */
function args(url: string, params: Record<string, string> = {}, init?: RequestInit) {
  return {
    request: new Request(new URL(url, "http://localhost"), init),
    params,
    context: createLoadContext("test-nonce") as unknown as AppLoadContext,
  };
}

/** The same, for a signed-in player: the request's account read is already answered with a uid. */
function playerArgs(url: string, params: Record<string, string> = {}) {
  const base = args(url, params);
  base.context.memo.set("account.getInfo", Promise.resolve({ uid: 7 }));
  return base;
}

/** Runs a loader and returns what it answered or threw (Remix treats both as the response). */
async function answer(run: () => unknown): Promise<{ status: number; location: string | null; body?: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  const single = result as { type?: string; init?: { status?: number }; data?: unknown };
  if (single?.type === "DataWithResponseInit") return { status: single.init?.status ?? 200, location: null, body: single.data };
  throw new Error(`unexpected answer ${JSON.stringify(result)}`);
}

describe("the splat route: locale reset or a real 404", () => {
  it.each([
    ["/uz/gamehall", "/gamehall"],
    // A language code as the first segment is dropped.
    ["/de/such/page", "/such/page"],
    ["/ru/uz/gamehall?category=2", "/gamehall?category=2"],
    ["/ru/ru/cashier/deposit", "/ru/cashier/deposit"],
    ["/en/promotions/4", "/promotions/4"],
  ])("redirects %s to %s", async (url, target) => {
    const { status, location } = await answer(() => splatLoader(args(url)));
    expect(status).toBe(302);
    expect(location).toBe(target);
  });

  it.each(["/nothing/here/at-all?x=1", "/ru/nothing/here/at-all?x=1", "/tv/guide/now", "/ru/qa/x"])("answers 404 for %s with the spec's message", async (url) => {
    const { status, body } = await answer(() => splatLoader(args(url)));
    expect(status).toBe(404);
    expect(body).toEqual({ message: `Page Not Found: ${url}`, path: url });
  });
});

describe("redirecting routes keep the locale", () => {
  // The bets pages exist while the remote configuration's functionalSettings enable them (decision 012).
  const config = setupServer(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ functionalSettings: { betHistory: true } })));
  beforeAll(() => {
    vi.stubEnv("SANDBOX", "1");
    clearRemoteConfigCache();
    config.listen({ onUnhandledRequest: "bypass" });
  });
  afterAll(() => {
    config.close();
    clearRemoteConfigCache();
    vi.unstubAllEnvs();
  });

  it.each([
    ["/gamehall/7", "7", "/gamehall?category=7"],
    ["/ru/gamehall/7", "7", "/ru/gamehall?category=7"],
    ["/gamehall/live%20casino", "live casino", "/gamehall?category=live%20casino"],
  ])("%s → %s", async (url, id, target) => {
    const { status, location } = await answer(() => gamehallIdLoader(args(url, { id })));
    expect(status).toBe(301);
    expect(location).toBe(target);
  });

  it.each([
    ["/cashier", "/cashier/deposit", cashierIndexLoader],
    ["/ru/cashier", "/ru/cashier/deposit", cashierIndexLoader],
    ["/profile/bets", "/profile/bets/history", profileBetsLoader],
    ["/ru/profile/bets", "/ru/profile/bets/history", profileBetsLoader],
  ] as const)("%s → %s", async (url, target, loader) => {
    const { status, location } = await answer(() => loader(playerArgs(url)));
    expect(status).toBe(302);
    expect(location).toBe(target);
  });

  it.each([
    ["/cashier", cashierIndexLoader],
    ["/ru/profile", profileIndexLoader],
    ["/profile/bets", profileBetsLoader],
    ["/cashier/billing?sysname=uzcard", billingLoader],
  ] as const)("%s sends a guest home with the full path as redirectUrl instead", async (url, loader) => {
    const guest = args(url);
    guest.context.memo.set("account.getInfo", Promise.resolve({ uid: 0 }));
    const { status, location } = await answer(() => loader(guest));
    expect(status).toBe(302);
    expect(location).toBe(`${url.startsWith("/ru") ? "/ru" : "/"}?redirectUrl=${encodeURIComponent(url)}`);
  });

  it.each([
    ["/cashier/billing", "/cashier/deposit"],
    ["/ru/cashier/billing", "/ru/cashier/deposit"],
    ["/cashier/billing?amount=50000", "/cashier/deposit?amount=50000"],
    // Spec §2: unless the visitor is on a deposit method: then to that method.
    ["/cashier/billing?sysname=uzcard", "/cashier/deposit/uzcard"],
    ["/ru/cashier/billing?sysname=humo&amount=1", "/ru/cashier/deposit/humo?amount=1"],
    ["/cashier/billing?sysname=a%2Fb", "/cashier/deposit/a%2Fb"],
  ])("billing %s → %s", async (url, target) => {
    const { status, location } = await answer(() => billingLoader(playerArgs(url)));
    expect(status).toBe(302);
    expect(location).toBe(target);
  });
});

describe("the language switch action", () => {
  const received: Array<{ method: string; url: URL; body?: string }> = [];
  let uid = 0;
  const platform = setupServer(
    http.get(`${SANDBOX_PLATFORM_URL}/api/account.getInfo`, ({ request }) => {
      received.push({ method: "account.getInfo", url: new URL(request.url) });
      return HttpResponse.json({ data: { uid, login: uid ? "player" : null } });
    }),
    http.post(`${SANDBOX_PLATFORM_URL}/api/account.changelocale`, async ({ request }) => {
      received.push({ method: "account.changelocale", url: new URL(request.url), body: await request.text() });
      return HttpResponse.json({ data: 1 });
    }),
  );

  beforeAll(() => {
    vi.stubEnv("SANDBOX", "1");
    platform.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => {
    received.length = 0;
    uid = 0;
    platform.resetHandlers();
  });
  afterAll(() => {
    platform.close();
    vi.unstubAllEnvs();
  });

  /** `cookie`: the platform's session cookie the browser carries (the site reads the account only with one). */
  function post(fields: Record<string, string>, cookie?: string) {
    return args("/_actions/locale", {}, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
  }

  it("sets both locale cookies for a year, SameSite Lax, and lands on the same page in the chosen locale", async () => {
    const response = (await localeAction(post({ locale: "ru", redirectTo: "/gamehall?category=2" }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ru/gamehall?category=2");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const name of ["i18n_redirected", "i18n_locale"]) {
      const cookie = cookies.find((item) => item.startsWith(`${name}=`));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(new RegExp(`^${name}=ru;`));
      expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Path=/");
    }
  });

  it.each([
    ["uz", "/ru/gamehall?category=2#top", "/gamehall?category=2#top"],
    ["uz", "/ru", "/"],
    ["ru", "/", "/ru"],
    ["ru", "/ru/promotions", "/ru/promotions"],
  ])("to %s from %s lands on %s", async (locale, redirectTo, target) => {
    const response = (await localeAction(post({ locale, redirectTo }))) as Response;
    expect(response.headers.get("location")).toBe(target);
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "never follows %s off the site",
    async (redirectTo) => {
      const response = (await localeAction(post({ locale: "ru", redirectTo }))) as Response;
      expect(response.headers.get("location")).toBe("/ru");
    },
  );

  it("refuses an unknown locale without setting cookies", async () => {
    const response = (await localeAction(post({ locale: "en", redirectTo: "/" }))) as Response;
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("does not tell the platform about a guest's choice", async () => {
    // No cookie but the site's own: a guest, without asking the platform (decision 039).
    await localeAction(post({ locale: "ru", redirectTo: "/" }, "i18n_locale=uz"));
    expect(received.map((call) => call.method)).toEqual([]);
    // A session cookie the platform no longer knows: asked, a guest, and nothing else.
    await localeAction(post({ locale: "ru", redirectTo: "/" }, "sid=expired"));
    expect(received.map((call) => call.method)).toEqual(["account.getInfo"]);
  });

  it("tells the platform a signed-in player's new language", async () => {
    uid = 42;
    await localeAction(post({ locale: "ru", redirectTo: "/" }, "sid=player"));
    expect(received.map((call) => call.method)).toEqual(["account.getInfo", "account.changelocale"]);
    expect(new URLSearchParams(received[1]?.body).get("locale")).toBe("ru");
  });

  it("still switches when the platform is down (the cookies carry the choice)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/account.getInfo`, () => HttpResponse.json({ error: { type: "InternalServerErrorException" } }, { status: 500 })));
    const response = (await localeAction(post({ locale: "ru", redirectTo: "/winners" }, "sid=player"))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ru/winners");
    expect(response.headers.getSetCookie()).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
  });
});
