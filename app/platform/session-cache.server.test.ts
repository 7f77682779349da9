import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { accountApi } from "./account.server";
import { Caller, SHARED_TTL } from "./api/shared.server";
import { PlatformClient, SITE_OWN_COOKIES } from "./client.server";
import { createSessionCache, sessionAnswers, sessionKeyOf } from "./session-cache.server";

process.env.SANDBOX ??= "1";

/** A platform that answers every GET with its call number and counts the calls per method. */
function countingPlatform() {
  const calls: string[] = [];
  const fetchFn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = url.pathname.replace("/api/", "");
    calls.push(`${init.method ?? "GET"} ${method}`);
    if (init.method === "POST") return new Response(JSON.stringify({ data: 1 }), { headers: { "content-type": "application/json" } });
    const data = method === "account.getprofileinfo" ? { first_name: `read ${calls.length}`, contacts: [] } : [{ id: calls.length, name: `read ${calls.length}` }];
    return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

const client = (fetchFn: typeof fetch, cookie: string | null) =>
  new PlatformClient({ baseUrl: "http://platform.test", locale: "uz", cookie, framed: false, timeoutMs: 1000, fetch: fetchFn });

const list = z.array(z.object({ id: z.number(), name: z.string() }));

afterEach(() => {
  sessionAnswers.clear();
  vi.useRealTimers();
});

describe("the session key (decision 054)", () => {
  it("is the cookies other than the site's own, whatever their order; none is no session", () => {
    const a = sessionKeyOf("platform_session=abc; i18n_locale=uz", SITE_OWN_COOKIES);
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(sessionKeyOf("i18n_redirected=ru; platform_session=abc; flash=x", SITE_OWN_COOKIES)).toBe(a);
    expect(sessionKeyOf("platform_session=abd", SITE_OWN_COOKIES)).not.toBe(a);
    expect(sessionKeyOf("platform_session=abc; sandbox_scenario=empty", SITE_OWN_COOKIES)).not.toBe(a);
    expect(sessionKeyOf("i18n_locale=uz; analytics_consent=1", SITE_OWN_COOKIES)).toBeNull();
    expect(sessionKeyOf("", SITE_OWN_COOKIES)).toBeNull();
    expect(sessionKeyOf(null, SITE_OWN_COOKIES)).toBeNull();
  });
});

describe("the session answer cache", () => {
  it("keeps an answer for its session only, for its time, and drops everything of a session on demand", async () => {
    let now = 1_000;
    const cache = createSessionCache({ now: () => now });
    let reads = 0;
    const load = async () => ({ value: ++reads, keep: true });
    expect(await cache.get("A", "k", 5_000, load)).toBe(1);
    expect(await cache.get("A", "k", 5_000, load)).toBe(1);
    // Another session never gets A's answer.
    expect(await cache.get("B", "k", 10_000, load)).toBe(2);
    now += 5_000;
    expect(await cache.get("A", "k", 5_000, load)).toBe(3);
    cache.drop("A");
    expect(cache.has("A", "k")).toBe(false);
    expect(await cache.get("A", "k", 5_000, load)).toBe(4);
    expect(await cache.get("B", "k", 10_000, load)).toBe(2);
  });

  it("asks once for reads arriving together; keeps no failure and no answer bound to its request", async () => {
    const cache = createSessionCache();
    let reads = 0;
    const slow = () => new Promise<{ value: number; keep: boolean }>((resolve) => setTimeout(() => resolve({ value: ++reads, keep: true }), 5));
    expect(await Promise.all([cache.get("A", "k", 5_000, slow), cache.get("A", "k", 5_000, slow)])).toEqual([1, 1]);
    await expect(cache.get("A", "fails", 5_000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.has("A", "fails")).toBe(false);
    expect(await cache.get("A", "fails", 5_000, async () => ({ value: "up", keep: true }))).toBe("up");
    expect(await cache.get("A", "cookie", 5_000, async () => ({ value: "mine", keep: false }))).toBe("mine");
    expect(cache.has("A", "cookie")).toBe(false);
  });

  it("holds a bounded number of answers per session, the oldest going first", async () => {
    const cache = createSessionCache({ maxPerSession: 2 });
    for (const key of ["a", "b", "c"]) await cache.get("A", key, 5_000, async () => ({ value: key, keep: true }));
    expect([cache.has("A", "a"), cache.has("A", "b"), cache.has("A", "c")]).toEqual([false, true, true]);
  });
});

describe("the platform client with the session cache", () => {
  it("a player's catalogue list is read once per session, parsed once (frozen), never shared with another player or a guest's cache", async () => {
    const platform = countingPlatform();
    const first = await new Caller(client(platform.fetch, "platform_session=p1")).get("games.getCategories", list, undefined, { shared: SHARED_TTL.lists });
    const again = await new Caller(client(platform.fetch, "platform_session=p1; i18n_locale=uz")).get("games.getCategories", list, undefined, { shared: SHARED_TTL.lists });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const other = await new Caller(client(platform.fetch, "platform_session=p2")).get("games.getCategories", list, undefined, { shared: SHARED_TTL.lists });
    expect(other[0]!.name).toBe("read 2");
    expect(platform.calls).toEqual(["GET games.getCategories", "GET games.getCategories"]);
  });

  it("a teaser (moves with every stake) and an unmarked read are never kept for a player", async () => {
    const platform = countingPlatform();
    for (let i = 0; i < 2; i++) {
      const caller = new Caller(client(platform.fetch, "platform_session=p1"));
      await caller.get("Jackpots.get", list, undefined, { shared: SHARED_TTL.teaser });
      await caller.get("cashier.gethistory", z.unknown());
    }
    expect(platform.calls).toEqual(["GET Jackpots.get", "GET cashier.gethistory", "GET Jackpots.get", "GET cashier.gethistory"]);
  });

  it("the profile is kept a few seconds for its session, and a change of the profile drops it: the next view reads the new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const platform = countingPlatform();
    const view = () => accountApi(client(platform.fetch, "platform_session=p1")).getProfileInfo();
    const before = await view();
    expect(await view()).toBe(before);
    expect(platform.calls).toEqual(["GET account.getprofileinfo"]);
    // Another player's profile is theirs.
    expect((await accountApi(client(platform.fetch, "platform_session=p2")).getProfileInfo()).first_name).toBe("read 2");
    await accountApi(client(platform.fetch, "platform_session=p1")).saveProfileInfo({ first_name: "Aziz" });
    const after = await view();
    expect(after.first_name).toBe("read 4");
    expect(platform.calls).toEqual(["GET account.getprofileinfo", "GET account.getprofileinfo", "POST account.saveProfileInfo", "GET account.getprofileinfo"]);
    // Kept a few seconds, then asked again.
    expect(await view()).toBe(after);
    vi.setSystemTime(Date.now() + 5_001);
    expect((await view()).first_name).toBe("read 5");
  });

  it("any write of the session drops its kept lists too; another session's stay", async () => {
    const platform = countingPlatform();
    const read = (cookie: string) => new Caller(client(platform.fetch, cookie)).get("banners.get", list, undefined, { shared: SHARED_TTL.lists });
    await read("platform_session=p1");
    await read("platform_session=p2");
    await new Caller(client(platform.fetch, "platform_session=p1")).post("account.changelocale", z.unknown(), { locale: "ru" });
    await read("platform_session=p1");
    await read("platform_session=p2");
    expect(platform.calls).toEqual(["GET banners.get", "GET banners.get", "POST account.changelocale", "GET banners.get"]);
  });
});
