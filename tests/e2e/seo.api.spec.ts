import { type APIRequestContext, expect, test } from "@playwright/test";
import { pages } from "./route-table";
import { isGuarded, locales, localized } from "./support";

// Issue 18 (docs/decisions/025): what a search engine reads, over HTTP (desktop project only, as every *.api spec).

/** The public pages of the route table: every page a guest can open, without its query. */
const publicPaths = [...new Set(pages.flatMap((entry) => ("layout" in entry && !isGuarded(entry.path) ? [entry.path.split("?")[0]!] : [])))];

function headOf(html: string) {
  const one = (re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
  return {
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ""),
  };
}

/** Where a page's canonical points: the locale, then `/platform` for game pages (spec §9). */
function canonicalOf(origin: string, prefix: string, path: string): string {
  const bare = path.startsWith("/game/") ? `/platform${path}` : path;
  return `${origin}${localized(prefix, bare)}`;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

async function checkEveryPage(request: APIRequestContext, origin: string, prefix: string) {
  expect(publicPaths.length).toBeGreaterThan(20);
  await inBatches(publicPaths, 6, async (path) => {
    const url = localized(prefix, path);
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    const head = headOf(await response.text());
    expect(head.title, url).toMatch(/\S.*Omad|Omad.*\S/);
    expect(head.description.length, `${url} description`).toBeGreaterThan(5);
    expect(head.canonical, url).toBe(canonicalOf(origin, prefix, path));
    expect(head.alternates, url).toEqual({ uz: canonicalOf(origin, "", path), ru: canonicalOf(origin, "/ru", path), "x-default": canonicalOf(origin, "", path) });
  });
}

for (const { locale, prefix } of locales) {
  test(`${locale}: every public page has a title, a description, a canonical and its hreflang pair`, async ({ request, baseURL }) => {
    await checkEveryPage(request, new URL(baseURL!).origin, prefix);
  });
}

test("a configured old url redirects; robots.txt names the sitemap; the sitemap is XML listing both locales; JSON-LD parses", async ({ request, page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const old = await request.get("/ru/old-promo-2024?utm_source=mail", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe("/ru/promotions?utm_source=mail");

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await sitemap.text();
  // The browser's XML parser: a parse error shows as a <parsererror> element.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return { error: doc.getElementsByTagName("parsererror").length, root: doc.documentElement.namespaceURI, locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "") };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  for (const path of ["/", "/ru", "/gamehall", "/ru/gamehall", "/platform/game/sandbox-golden-samarkand", "/ru/platform/game/sandbox-golden-samarkand", "/ru/tournaments/1", "/about", "/ru/about"]) {
    expect(parsed.locs, path).toContain(`${origin}${path}`);
  }

  const home = headOf(await (await request.get("/ru")).text());
  const items = home.jsonLd.map((text) => JSON.parse(text) as { "@context": string; "@type": string });
  expect(items.map((item) => item["@type"])).toEqual(["WebSite", "FAQPage", "Organization", "Product"]);
  expect(items.every((item) => item["@context"] === "https://schema.org")).toBe(true);
});
