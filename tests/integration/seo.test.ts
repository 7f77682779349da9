import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { clearSeoSettingsCache } from "~/content/seo.server";
import { clearSitemapCache } from "~/content/sitemap.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { siteInProcess } from "./site";

// Issue 18 (docs/decisions/025): every page's SEO through the layouts' loader and withSeo, the robots rules,
// the sitemap and the redirect list, against the sandbox's content service.

const site = siteInProcess();
const CONTENT = `${SANDBOX_PLATFORM_URL}/content/api`;

afterEach(() => {
  clearSeoSettingsCache();
  clearSitemapCache();
});

function get(pathname: string) {
  return fetch(`${site.url}${pathname}`, { redirect: "manual" });
}

/** The head's SEO tags of a page, as a crawler reads them. */
async function head(pathname: string) {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  const attr = (re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  return {
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    og: Object.fromEntries([...html.matchAll(/<meta property="(og:[^"]*)" content="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    jsonLd: all(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/g).map((text) => JSON.parse(text!) as Record<string, unknown>),
    titles: all(/<title>/g).length,
  };
}

/** The content service answering with these SEO records and this SEO config instead of the sandbox's. */
function content(records: Array<Record<string, unknown>>, settings: Record<string, unknown> | null, seen: string[] = []) {
  site.platform.use(
    http.get(`${CONTENT}/seos`, ({ request }) => {
      const url = new URL(request.url).searchParams.get("filters[url][$eq]") ?? "";
      seen.push(url);
      return HttpResponse.json({ data: records.filter((r) => r.url === url).map((attributes, id) => ({ id, attributes })) });
    }),
    http.get(`${CONTENT}/domain-seo-settings`, () => HttpResponse.json({ data: settings ? [{ id: 1, attributes: settings }] : [] })),
  );
  return seen;
}

describe("per-page SEO (spec §3, §7, §9)", { timeout: 30_000 }, () => {
  it("home in uz: the record's title and description with replacements, canonical, alternates, Open Graph, one title", async () => {
    const page = await head("/");
    expect(page.titles).toBe(1);
    expect(page.title).toBe("Onlayn kazino va sport tikishlari — Omad");
    expect(page.description).toBe("Slotlar, jonli kazino, sport tikish, turnirlar va bonuslar: Omad Toshkentdagi o‘yinchilar uchun.");
    expect(page.robots).toBe("index, follow");
    expect(page.canonical).toBe(`${site.url}/`);
    expect(page.alternates).toEqual({ uz: `${site.url}/`, ru: `${site.url}/ru`, "x-default": `${site.url}/` });
    expect(page.og).toMatchObject({ "og:title": "Onlayn kazino va sport tikishlari — Omad", "og:type": "website", "og:url": `${site.url}/`, "og:locale": "uz_UZ", "og:site_name": "Omad", "og:image": `${site.url}/icons/icon-512.png` });
    expect(page.html).toContain('<meta name="keywords" content="kazino, slotlar, sport"/>');
    // The site settings' favicons.
    expect(page.html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" type="image/png" sizes="180x180"/>');
    expect(page.html).toContain('<link rel="icon" href="/icons/icon-512.png" type="image/png" sizes="512x512"/>');
  });

  it("home in ru: the Russian record, its replacements, canonical without a trailing slash", async () => {
    const page = await head("/ru/");
    expect(page.title).toBe("Онлайн-казино и ставки на спорт — Omad");
    expect(page.description).toBe("Слоты, живое казино, ставки на спорт, турниры и бонусы: Omad для игроков из Ташкента.");
    expect(page.canonical).toBe(`${site.url}/ru`);
    expect(page.og["og:locale"]).toBe("ru_RU");
  });

  it("a game page: canonical and alternates with /platform after the locale; the /game record's description, the page's own title", async () => {
    const uz = await head("/game/sandbox-golden-samarkand");
    expect(uz.canonical).toBe(`${site.url}/platform/game/sandbox-golden-samarkand`);
    expect(uz.title).toMatch(/Golden Samarkand/);
    expect(uz.description).toBe("Slotni bepul demo rejimda yoki pulga o‘ynang.");
    expect(uz.robots).toBe("index, follow");
    const ru = await head("/ru/game/sandbox-golden-samarkand/");
    expect(ru.canonical).toBe(`${site.url}/ru/platform/game/sandbox-golden-samarkand`);
    expect(ru.alternates).toEqual({
      uz: `${site.url}/platform/game/sandbox-golden-samarkand`,
      ru: `${site.url}/ru/platform/game/sandbox-golden-samarkand`,
      "x-default": `${site.url}/platform/game/sandbox-golden-samarkand`,
    });
  });

  it("lookup order: the page's own path first, then its route-configured SEO url; the first match wins", async () => {
    const seen = content([{ url: "/promotions/2", title: "Own record" }, { url: "/promotions", title: "List record", description: "List description" }], {});
    expect((await head("/ru/promotions/2/")).title).toBe("Own record");
    expect(seen.slice(0, 2).sort()).toEqual(["/promotions", "/promotions/2"]);
    const other = await head("/promotions/3");
    // Found through the route-configured url: its description; the page keeps its own (translated) title.
    expect(other.description).toBe("List description");
    expect(other.title).not.toBe("List record");
    expect(other.title).toMatch(/— Omad$/);
  });

  it("a path under a robots.txt Disallow rule gets noindex, follow, whatever its record says", async () => {
    // The default rules keep the player's pages out (a guest is sent away from them; the robots.txt test reads them).
    content([{ url: "/winners", title: "Winners", robots: "index, follow" }], { robotsTxt: "User-agent: *\nDisallow: /win*$" });
    expect((await head("/winners")).robots).toBe("noindex, follow");
    expect((await head("/providers")).robots).toBeNull();
  });

  it("the SEO config: canonical url, replacements on the page's own title, meta list and Open Graph of the record", async () => {
    content(
      [{ url: "/winners", description: "{brand} winners", meta: [{ charset: "utf-8" }, { name: "author", content: "{brand} team" }, { httpEquiv: "content-language", content: "uz" }], openGraph: { ogType: "article", ogImage: "/w.png" } }],
      { canonicalUrl: "https://site.example/", replacements: [{ find: "{brand}", replace: "Brand" }, { find: "Omad", replace: "Brand" }] },
    );
    const page = await head("/winners/");
    expect(page.canonical).toBe("https://site.example/winners");
    expect(page.alternates.ru).toBe("https://site.example/ru/winners");
    expect(page.description).toBe("Brand winners");
    expect(page.title).toMatch(/— Brand$/);
    expect(page.html).toContain('<meta name="author" content="Brand team"/>');
    expect(page.html).toContain('<meta http-equiv="content-language" content="uz"/>');
    expect(page.og).toMatchObject({ "og:type": "article", "og:image": "https://site.example/w.png", "og:url": "https://site.example/winners" });
  });

  it("failures fall back to defaults: no record, no config, the content service down — the page still renders", async () => {
    site.platform.use(
      http.get(`${CONTENT}/seos`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${CONTENT}/domain-seo-settings`, () => HttpResponse.error()),
    );
    const page = await head("/ru/gamehall");
    expect(page.title).toBe("Игровой зал — Omad");
    // The page's own lead, translated.
    expect(page.description).toBe("Сотни игр: слоты, живое казино, настольные и быстрые игры.");
    expect(page.canonical).toBe(`${site.url}/ru/gamehall`);
    expect(page.alternates["x-default"]).toBe(`${site.url}/gamehall`);
    expect(page.og["og:title"]).toBe("Игровой зал — Omad");
  });
});

describe("structured data (spec §9)", { timeout: 30_000 }, () => {
  it("home: website, FAQ, organization and product, nonce'd like the page's scripts", async () => {
    const page = await head("/");
    const types = page.jsonLd.map((item) => item["@type"]);
    expect(types).toEqual(["WebSite", "FAQPage", "Organization", "Product"]);
    expect(page.jsonLd[1]).toMatchObject({ mainEntity: [{ "@type": "Question", name: "Qanday depozit qilaman?", acceptedAnswer: { "@type": "Answer", text: "Kassa sahifasida usulni tanlang." } }] });
    expect(page.jsonLd[2]).toMatchObject({ name: "Omad", contactPoint: { "@type": "ContactPoint", telephone: "+998 71 200 00 00" } });
    expect(page.jsonLd[3]).toMatchObject({ name: "Omad", brand: { "@type": "Brand", name: "Omad" } });
    const response = await get("/");
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
  });

  it("an article where the record has one; none of the home's on another page", async () => {
    const page = await head("/ru/promotions");
    expect(page.jsonLd.map((item) => item["@type"])).toEqual(["Article"]);
    expect(page.jsonLd[0]).toMatchObject({ headline: "Акции — Omad", datePublished: "2026-01-15", image: `${site.url}/icons/icon-512.png` });
  });

  it("a record's text cannot close the script element", async () => {
    content([{ url: "/", schemaFaq: [{ question: "</script><script>alert(1)</script>", answer: "a" }] }], {});
    const page = await head("/");
    expect(page.html).not.toContain("<script>alert(1)");
    expect(page.jsonLd[1]).toMatchObject({ mainEntity: [{ name: "</script><script>alert(1)</script>" }] });
  });
});

describe("robots.txt and sitemap.xml", { timeout: 30_000 }, () => {
  it("robots.txt keeps the player's pages out and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("User-agent: *\nDisallow: /cashier\nDisallow: /ru/cashier\nDisallow: /profile\nDisallow: /ru/profile\nDisallow: /responsible-game\nDisallow: /ru/responsible-game\n");
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it("the sitemap lists public pages, games, promotions, tournaments and content pages in both locales, with alternates", async () => {
    // Promotions come from the content service (decision 028), never through the offers: the platform is not asked.
    const offersAsked: string[] = [];
    site.platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/campaigns.getoffers`, ({ request }) => void offersAsked.push(request.url)));
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.slice(site.url.length));
    for (const path of ["/", "/ru", "/gamehall", "/ru/gamehall", "/platform/game/sandbox-golden-samarkand", "/ru/platform/game/sandbox-golden-samarkand", "/promotions/1", "/ru/promotions/3", "/ru/tournaments/1"]) {
      expect(locs, path).toContain(path);
    }
    for (const path of ["/about", "/ru/about", "/terms", "/ru/privacy"]) expect(locs, path).toContain(path);
    // Every running promotion of the content service (2 takes part in no offer), the finished one (6) left out.
    expect(locs.filter((loc) => loc.startsWith("/promotions/"))).toEqual(["/promotions/1", "/promotions/2", "/promotions/3", "/promotions/4", "/promotions/5"]);
    expect(offersAsked).toEqual([]);
    // Nothing a guest is sent home from (spec §2 guards).
    expect(locs.filter((loc) => /^(?:\/ru)?\/(?:cashier|profile|responsible-game|bets)(?:\/|$)/.test(loc))).toEqual([]);
    expect(xml).toContain(`<url><loc>${site.url}/gamehall</loc><xhtml:link rel="alternate" hreflang="uz" href="${site.url}/gamehall"/><xhtml:link rel="alternate" hreflang="ru" href="${site.url}/ru/gamehall"/></url>`);
  });
});

describe("the redirect list (spec §2)", { timeout: 30_000 }, () => {
  it("a wildcard rule, permanent by default, in the request's language, query kept", async () => {
    const response = await get("/ru/old-promo-2024/?utm_source=x&a=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/ru/promotions?utm_source=x&a=1");
  });

  it("what the wildcard caught fills the target; a temporary rule answers 302; an external one leaves the site", async () => {
    expect((await get("/casino/sandbox-golden-samarkand")).headers.get("location")).toBe("/game/sandbox-golden-samarkand");
    const slots = await get("/ru/slots?sort=new");
    expect(slots.status).toBe(302);
    expect(slots.headers.get("location")).toBe("/ru/gamehall?sort=new");
    const external = await get("/telegram?ref=site");
    expect(external.status).toBe(302);
    expect(external.headers.get("location")).toBe("https://t.me/omad_example?ref=site");
  });

  it("chains are followed; loops and bad targets are refused (the page answers as without the rule)", async () => {
    content([], {
      redirects: [
        { from_url: "/a", to_url: "/b" },
        { from_url: "/b", to_url: "/gamehall?x=1", permanent: false },
        { from_url: "/loop-1", to_url: "/loop-2" },
        { from_url: "/loop-2", to_url: "/loop-1" },
        { from_url: "/evil", to_url: "//evil.example" },
        { from_url: "/js", to_url: "javascript:alert(1)", type: "external" },
      ],
    });
    const chained = await get("/a?y=2");
    expect(chained.status).toBe(302);
    expect(chained.headers.get("location")).toBe("/gamehall?x=1&y=2");
    for (const path of ["/loop-1", "/evil", "/js"]) expect((await get(path)).status, path).toBe(404);
  });

  it("on a cold start the list is read alongside the page, not before it, and a matching rule still wins", async () => {
    let settingsAnswered = 0;
    const asked: Array<{ method: string; at: number }> = [];
    site.platform.use(
      http.get(`${CONTENT}/domain-seo-settings`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        settingsAnswered = performance.now();
        return HttpResponse.json({ data: [{ id: 1, attributes: { redirects: [{ from_url: "/old-hall", to_url: "/gamehall" }] } }] });
      }),
      http.get(`${SANDBOX_PLATFORM_URL}/api/:method`, ({ params }) => {
        asked.push({ method: String(params.method), at: performance.now() });
        return undefined;
      }),
    );
    const page = await get("/gamehall");
    expect(page.status).toBe(200);
    const hall = asked.find((call) => call.method === "games.get");
    expect(hall, "the hall's games were asked for").toBeDefined();
    expect(hall!.at).toBeLessThan(settingsAnswered);

    clearSeoSettingsCache();
    const moved = await get("/old-hall?x=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/gamehall?x=1");
    expect(moved.headers.getSetCookie()).toEqual([]);
    // Held now: answered before routing, without the page.
    asked.length = 0;
    expect((await get("/old-hall")).status).toBe(301);
    expect(asked).toEqual([]);
  });

  it("without the content service nothing is redirected", async () => {
    site.platform.use(http.get(`${CONTENT}/domain-seo-settings`, () => new HttpResponse(null, { status: 503 })));
    expect((await get("/old-promo-2024")).status).toBe(404);
  });
});
