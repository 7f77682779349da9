import { beforeEach, describe, expect, it, vi } from "vitest";
import { platformApi } from "~/platform/api/index.server";
import { PlatformClient, onlySiteCookies } from "~/platform/client.server";
import { readOr } from "~/platform/read.server";
import { createSharedCache, endsSharedAnswer, guestAnswers } from "~/platform/shared-cache.server";

/**
 * Decision 033: what the platform answers every guest alike is cached per upstream URL (locale and parameters
 * included), parsed once; it is shared only between requests the platform could not tell apart.
 */

interface Seen {
  url: string;
  cookie: string | null;
}

/** A fake platform: answers games.getCategories with a list naming who asked, counting every call. */
function platform(answer: (seen: Seen, n: number) => Response = (seen) => json([{ id: 1, name: `for ${seen.cookie ?? "guest"}` }])) {
  const calls: Seen[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const seen = { url: String(input), cookie: headers.get("cookie") };
    calls.push(seen);
    return answer(seen, calls.length);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

function json(data: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify({ data }), { ...init, headers: { "content-type": "application/json", ...(init.headers ?? {}) } });
}

function api(fetch: typeof globalThis.fetch, cookie: string | null, locale: "uz" | "ru" = "uz") {
  return platformApi(new PlatformClient({ baseUrl: "http://platform.test", locale, cookie, framed: false, timeoutMs: 2000, fetch }));
}

beforeEach(() => {
  guestAnswers.clear();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("the guest answers cache", () => {
  it("asks the platform once for every guest of a locale, and hands each the same parsed, frozen answer", async () => {
    const { calls, fetch } = platform();
    const first = await api(fetch, null).games.getCategories();
    const second = await api(fetch, "i18n_locale=uz; i18n_redirected=uz; analytics_consent=none").games.getCategories();
    expect(calls).toHaveLength(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(first[0]!.name).toBe("for guest");
    // The other locale is another answer.
    await api(fetch, null, "ru").games.getCategories();
    expect(calls.map((call) => new URL(call.url).searchParams.get("locale"))).toEqual(["uz", "ru"]);
  });

  it("keeps a QA scenario's answers to that visitor: never stored, never served to guests", async () => {
    const { calls, fetch } = platform();
    const empty = await api(fetch, "sandbox_scenario=empty").games.getCategories();
    expect(empty[0]!.name).toBe("for sandbox_scenario=empty");
    const guest = await api(fetch, null).games.getCategories();
    expect(guest[0]!.name).toBe("for guest");
    // And a cached guest answer is not what the scenario's visitor gets either: it gets its own, kept for its own
    // cookies (decision 054), so the platform is not asked again.
    const again = await api(fetch, "sandbox_scenario=empty").games.getCategories();
    expect(again[0]!.name).toBe("for sandbox_scenario=empty");
    expect(calls.map((call) => call.cookie)).toEqual(["sandbox_scenario=empty", null]);
  });

  it("never serves a player's answer to a guest or to another player, nor a guest's to a player", async () => {
    const { calls, fetch } = platform();
    expect((await api(fetch, "session=alice").games.getCategories())[0]!.name).toBe("for session=alice");
    expect((await api(fetch, "session=bob").games.getCategories())[0]!.name).toBe("for session=bob");
    expect((await api(fetch, null).games.getCategories())[0]!.name).toBe("for guest");
    // The site's own cookies do not make another session: alice gets her own kept answer (decision 054), nobody else's.
    expect((await api(fetch, "i18n_locale=uz; session=alice").games.getCategories())[0]!.name).toBe("for session=alice");
    expect(calls.map((call) => call.cookie)).toEqual(["session=alice", "session=bob", null]);
  });

  it("does not keep a failure as an answer: the page degrades (decision 009) and the next guest asks again", async () => {
    const { calls, fetch } = platform((_seen, n) =>
      n <= 2 ? json(null, { status: 500 }) : n === 3 ? json([{ id: { not: "an id" } }]) : json([{ id: 7, name: "Slots" }]),
    );
    // A 500 (retried once) and then a wrong-shaped answer: each logged and left out.
    expect(await readOr([], api(fetch, null).games.getCategories())).toEqual([]);
    expect(await readOr([], api(fetch, null).games.getCategories())).toEqual([]);
    expect(calls).toHaveLength(3);
    expect((await api(fetch, null).games.getCategories())[0]!.name).toBe("Slots");
    await api(fetch, null).games.getCategories();
    expect(calls).toHaveLength(4);
  });

  it("does not store an answer that sets a cookie: it is relayed to its own request only", async () => {
    const cookies: string[] = [];
    const { calls, fetch } = platform((_seen, n) => json([{ id: n, name: `answer ${n}` }], n === 1 ? { headers: { "set-cookie": "guest_id=1; Path=/" } } : {}));
    const client = new PlatformClient({ baseUrl: "http://platform.test", locale: "uz", cookie: null, framed: false, timeoutMs: 2000, fetch, onSetCookie: (cookie) => cookies.push(cookie) });
    expect((await platformApi(client).games.getCategories())[0]!.name).toBe("answer 1");
    expect(cookies).toEqual(["guest_id=1; Path=/"]);
    expect((await api(fetch, null).games.getCategories())[0]!.name).toBe("answer 2");
    expect((await api(fetch, null).games.getCategories())[0]!.name).toBe("answer 2");
    expect(calls).toHaveLength(2);
  });

  it("shares nothing that is one game's launch, and answers requests arriving together with one call", async () => {
    const { calls, fetch } = platform(() => json({ items: [{ sysname: "slot", launch_url: "https://game.test/?token=x" }], total: 1 }));
    await api(fetch, null).games.getOne("slot", "demo");
    await api(fetch, null).games.getOne("slot", "demo");
    expect(calls).toHaveLength(2);
    await Promise.all([api(fetch, null).games.get({ count: 6 }), api(fetch, null).games.get({ count: 6 }), api(fetch, null).games.get({ count: 6 })]);
    expect(calls).toHaveLength(3);
  });

  it("tells the site's own cookies from any other", () => {
    expect(onlySiteCookies(null)).toBe(true);
    expect(onlySiteCookies("i18n_locale=ru; embedded=1; flash=x")).toBe(true);
    expect(onlySiteCookies("i18n_locale=ru; _ga=GA1.1")).toBe(false);
    expect(onlySiteCookies("sandbox_scenario=huge")).toBe(false);
  });
});

describe("stale-while-revalidate, bounded", () => {
  it("serves a stale answer while one refresh runs, keeps it when the refresh fails, and drops it when too old", async () => {
    let clock = 1_000;
    const cache = createSharedCache({ max: 2, maxStaleMs: 500, now: () => clock });
    let version = 0;
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error("down");
      version += 1;
      return { value: version, shareable: true };
    });
    const onError = vi.fn();
    expect(await cache.get("k", 100, load, onError)).toBe(1);
    clock += 150; // stale: the old answer now, a refresh behind it
    expect(await cache.get("k", 100, load, onError)).toBe(1);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get("k", 100, load, onError)).toBe(2);
    clock += 150;
    fail = true;
    expect(await cache.get("k", 100, load, onError)).toBe(2);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    clock += 700; // past the stale bound: a miss, and the failure reaches the caller
    await expect(cache.get("k", 100, load, onError)).rejects.toThrow("down");
    // Bounded: the least recently used key goes first.
    fail = false;
    await cache.get("a", 100, load);
    await cache.get("b", 100, load);
    await cache.get("c", 100, load);
    expect(cache.size).toBe(2);
    expect(cache.has("a")).toBe(false);
  });

  it("drops a stale answer when its refresh finds the platform in maintenance: the next guest gets that page", async () => {
    let clock = 1_000;
    let maintenance = false;
    const { calls, fetch } = platform(() =>
      maintenance
        ? new Response(JSON.stringify({ error: { type: "ApplicationDisabledException" } }), { status: 503, headers: { "content-type": "application/json" } })
        : json([{ id: 1, name: "Slots" }]),
    );
    const cache = createSharedCache({ now: () => clock, dropOn: endsSharedAnswer });
    const spy = vi.spyOn(guestAnswers, "get").mockImplementation((key, ttl, load, onError) => cache.get(key, ttl, load, onError));
    try {
      expect((await api(fetch, null).games.getCategories()).map((category) => category.name)).toEqual(["Slots"]);
      maintenance = true;
      clock += 61_000; // stale: served once more while the refresh runs, which finds the maintenance
      expect((await api(fetch, null).games.getCategories()).map((category) => category.name)).toEqual(["Slots"]);
      await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
      await vi.waitFor(async () => {
        const read = await readOr("degraded", api(fetch, null).games.getCategories().then(() => "served")).catch(
          (error: unknown) => (error as { init?: { status?: number } }).init?.status ?? "thrown",
        );
        expect(read).toBe(503);
      });
    } finally {
      spy.mockRestore();
    }
  });

  it("keeps a stale answer when its refresh fails otherwise (a slow or broken read degrades, it does not end the answer)", () => {
    expect(endsSharedAnswer(new Error("socket hang up"))).toBe(false);
  });
});
