import { describe, expect, it, vi } from "vitest";
import { clearRemoteConfigCache, getRemoteConfig } from "~/content/config.server";
import { ContentError, contentCollection, encodeContentQuery, flattenContent } from "~/content/content.server";
import { getDomainSeoSettings, getSeoRecord, seoUrlOf } from "~/content/seo.server";
import { createSwrCache } from "~/lib/swr-cache.server";

process.env.SANDBOX ??= "1";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("remote config cache", () => {
  it("loads a key once for concurrent readers", async () => {
    const cache = createSwrCache<number>({ ttlMs: 1000 });
    const gate = deferred<number>();
    const load = vi.fn(() => gate.promise);
    const readers = Promise.all([cache.get("uz", load), cache.get("uz", load), cache.get("uz", load)]);
    gate.resolve(7);
    expect(await readers).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart", async () => {
    const cache = createSwrCache<string>({ ttlMs: 1000 });
    expect(await cache.get("uz", async () => "uz")).toBe("uz");
    expect(await cache.get("ru", async () => "ru")).toBe("ru");
  });

  it("serves a stale value while one refresh runs, then the new one", async () => {
    let clock = 0;
    const cache = createSwrCache<number>({ ttlMs: 100, now: () => clock });
    await cache.get("k", async () => 1);
    clock = 500;
    const gate = deferred<number>();
    const load = vi.fn(() => gate.promise);
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    gate.resolve(2);
    await gate.promise;
    // The refresh lands a few promise hops after its load resolves (the cache's own bookkeeping).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("k", load)).toBe(2);
  });

  it("keeps serving the last good value when a refresh fails, and reports the failure", async () => {
    let clock = 0;
    const onError = vi.fn();
    const cache = createSwrCache<number>({ ttlMs: 100, now: () => clock, onError });
    await cache.get("k", async () => 1);
    clock = 500;
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).toHaveBeenCalledWith("k", expect.any(Error));
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe(1);
  });

  it("rejects the first load when it fails, and tries again on the next read", async () => {
    const cache = createSwrCache<number>({ ttlMs: 100 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 3)).toBe(3);
  });

  it("getRemoteConfig runs on defaults when the platform never answered", async () => {
    clearRemoteConfigCache();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async () => new Response("no", { status: 500 })));
    try {
      const config = await getRemoteConfig("uz");
      expect(config.siteName).toBe("Omad");
      expect(config.functionalSettings.balanceUpdate.countSecondsForInterval).toBe(10);
      expect(warn).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      clearRemoteConfigCache();
    }
  });

  it("getRemoteConfig asks once for many concurrent pages", async () => {
    clearRemoteConfigCache();
    const fetchFn = vi.fn(async () => Response.json({ siteName: "Test" }));
    vi.stubGlobal("fetch", fetchFn);
    try {
      const configs = await Promise.all(Array.from({ length: 20 }, () => getRemoteConfig("ru")));
      expect(new Set(configs.map((c) => c.siteName))).toEqual(new Set(["Test"]));
      expect(fetchFn).toHaveBeenCalledTimes(1);
      expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toMatch(/\/nfx\/cms-config\/ru$/);
    } finally {
      vi.unstubAllGlobals();
      clearRemoteConfigCache();
    }
  });
});

describe("content flattening", () => {
  it("lifts attributes, unwraps data and reduces media to its url", () => {
    const raw = {
      data: [
        {
          id: 1,
          attributes: {
            title: "T",
            image: { data: { id: 9, attributes: { url: "/uploads/a.png", mime: "image/png", formats: {} } } },
            gallery: { data: [{ id: 2, attributes: { url: "/b.png", mime: "image/png" } }] },
            author: { data: { id: 3, attributes: { name: "A" } } },
            empty: { data: null },
          },
        },
      ],
      meta: { pagination: { total: 1 } },
    };
    expect(flattenContent(raw)).toEqual([{ id: 1, title: "T", image: "/uploads/a.png", gallery: ["/b.png"], author: { id: 3, name: "A" }, empty: null }]);
  });

  it("leaves plain values alone", () => {
    expect(flattenContent({ a: 1, b: [1, "x"], c: { d: true } })).toEqual({ a: 1, b: [1, "x"], c: { d: true } });
    expect(flattenContent(null)).toBeNull();
  });
});

describe("content service", () => {
  it("encodes nested queries in bracket syntax and drops nulls", () => {
    const query = encodeContentQuery({ filters: { url: { $eq: "/x" }, gone: null }, populate: "deep", sort: ["a", "b"] });
    expect(decodeURIComponent(query.toString())).toBe("filters[url][$eq]=/x&populate=deep&sort[0]=a&sort[1]=b");
  });

  it("finds, creates, updates with a data wrapper and deletes", async () => {
    const fetchFn = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json({ data: { id: 1, attributes: { name: "n" } } }));
    const items = contentCollection("things", { fetch: fetchFn as unknown as typeof fetch, token: "jwt" });
    expect(await items.findOne(1)).toEqual({ id: 1, name: "n" });
    await items.find({ filters: { name: { $eq: "n" } } });
    await items.create({ name: "n" });
    await items.update(1, { name: "m" });
    await items.delete(1);
    const seen = fetchFn.mock.calls.map(([url, init]) => [init?.method, String(url).replace(/^.*\/api\//, ""), init?.body]);
    expect(seen).toEqual([
      ["GET", "things/1", undefined],
      ["GET", "things?filters%5Bname%5D%5B%24eq%5D=n", undefined],
      ["POST", "things", JSON.stringify({ data: { name: "n" } })],
      ["PUT", "things/1", JSON.stringify({ data: { name: "m" } })],
      ["DELETE", "things/1", undefined],
    ]);
    expect(new Headers(fetchFn.mock.calls[0]![1]?.headers).get("authorization")).toBe("Bearer jwt");
  });

  it("rethrows an error body as it came, else an UnknownError 500", async () => {
    const withBody = contentCollection("x", { fetch: (async () => Response.json({ error: { status: 400, name: "ValidationError" } }, { status: 400 })) as typeof fetch });
    await expect(withBody.find()).rejects.toMatchObject({ status: 400, body: { error: { name: "ValidationError" } } });
    const bare = contentCollection("x", { fetch: (async () => new Response("", { status: 502 })) as typeof fetch });
    const error = await bare.find().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ status: 500, body: { error: { name: "UnknownError" } } });
  });
});

describe("SEO lookups", () => {
  it("files a page under its path without locale prefix and trailing slash", () => {
    expect(seoUrlOf("/ru/gamehall/")).toBe("/gamehall");
    expect(seoUrlOf("/ru")).toBe("/");
    expect(seoUrlOf("/")).toBe("/");
    expect(seoUrlOf("/promotions/5")).toBe("/promotions/5");
  });

  it("asks by the path and by the route's SEO url; the first match wins", async () => {
    const fetchFn = vi.fn(async (url: string | URL | Request) => {
      const wanted = new URL(String(url)).searchParams.get("filters[url][$eq]");
      const items = wanted === "/game" ? [{ id: 2, attributes: { url: "/game", title: "Game" } }] : [];
      return Response.json({ data: items });
    });
    const record = await getSeoRecord("/ru/game/book-of-ra/", "ru", { routeSeoUrl: "/game", fetch: fetchFn as unknown as typeof fetch });
    expect(record).toMatchObject({ title: "Game" });
    const urls = fetchFn.mock.calls.map(([url]) => new URL(String(url)).searchParams);
    expect(urls.map((q) => q.get("filters[url][$eq]"))).toEqual(["/game/book-of-ra", "/game"]);
    expect(urls[0]!.get("locale")).toBe("ru");
    expect(urls[0]!.get("populate")).toBe("deep");
  });

  it("prefers the exact path, and falls back to null on failure", async () => {
    const fetchFn = (async () => Response.json({ data: [{ id: 1, attributes: { title: "Exact" } }] })) as typeof fetch;
    expect(await getSeoRecord("/jackpots", "uz", { routeSeoUrl: "/jackpots", fetch: fetchFn })).toMatchObject({ title: "Exact" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await getSeoRecord("/x", "uz", { fetch: (async () => new Response("", { status: 500 })) as typeof fetch })).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("reads domain SEO settings by host and locale", async () => {
    const fetchFn = vi.fn(async () => Response.json({ data: [{ id: 1, attributes: { host: "site.uz", canonicalUrl: "https://site.uz" } }] }));
    expect(await getDomainSeoSettings("site.uz", "uz", { fetch: fetchFn as unknown as typeof fetch })).toMatchObject({ canonicalUrl: "https://site.uz" });
    const url = new URL(String((fetchFn.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toMatch(/\/api\/domain-seo-settings$/);
    expect(url.searchParams.get("host")).toBe("site.uz");
    expect(url.searchParams.get("locale")).toBe("uz");
  });
});
