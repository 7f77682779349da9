import type { AppLoadContext } from "@remix-run/node";
import { localizePath, locales } from "~/i18n/config";
import { createSwrCache } from "~/lib/swr-cache.server";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { contentCollection } from "./content.server";
import { disallowRules, isDisallowed, robotsTxt, seoSettings } from "./seo.server";

/** The public pages of the route table (spec §2) a search engine may list. */
export const publicPages = ["/", "/gamehall", "/betting", "/promotions", "/tournaments", "/jackpots", "/loyalty", "/providers", "/offers", "/winners", "/support"];

const cache = createSwrCache<{ xml: string }>({
  ttlMs: 10 * 60_000,
  onError: (key, error) => console.warn(`[sitemap] refresh of ${key} failed, serving the last good one:`, String(error)),
});

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/**
 * The promotions a sitemap lists: the content service's records with an id, finished ones left out (their page
 * still answers, marked finished, but it is not worth a crawl).
 */
export function sitemapPromotionIds(records: unknown, now = Date.now()): string[] {
  if (!Array.isArray(records)) return [];
  const ids = new Set<string>();
  for (const record of records) {
    if (!record || typeof record !== "object") continue;
    const { id, finished_at: finishedAt } = record as { id?: unknown; finished_at?: unknown };
    if (!(typeof id === "number" || (typeof id === "string" && id))) continue;
    const end = typeof finishedAt === "string" || typeof finishedAt === "number" ? new Date(finishedAt).getTime() : NaN;
    if (Number.isFinite(end) && end <= now) continue;
    ids.add(String(id));
  }
  return [...ids];
}

/** The site's paths (without locale): public pages, then games, promotions, tournaments and content pages. */
async function sitePaths(request: Request, context: AppLoadContext): Promise<string[]> {
  const api = getApi(request, context);
  const [games, tournaments, promotions, pages] = await Promise.all([
    readOr(null, api.games.get({ count: 1000, fields: [] }), "sitemap games"),
    readOr(null, api.tournaments.get({ count: 200, fields: [] }), "sitemap tournaments"),
    // Promotions are the content service's (decision 028), not the platform's offers: every running one.
    contentCollection<{ id?: unknown; finished_at?: unknown }>("promotions", { trace: context.traceSpan })
      .find({ fields: ["id", "finished_at"], pagination: { pageSize: 200 } })
      .catch((error: unknown) => {
        console.warn("[sitemap] promotions failed:", String(error));
        return [];
      }),
    contentCollection<{ slug?: string }>("pages", { trace: context.traceSpan }).find({ fields: ["slug"] }).catch((error: unknown) => {
      console.warn("[sitemap] content pages failed:", String(error));
      return [];
    }),
  ]);
  const promotionIds = sitemapPromotionIds(promotions);
  return [
    ...publicPages,
    ...(games?.items ?? []).map((game) => `/platform/game/${encodeURIComponent(game.sysname)}`),
    ...promotionIds.map((id) => `/promotions/${encodeURIComponent(id)}`),
    ...(tournaments?.items ?? []).map((tournament) => `/tournaments/${encodeURIComponent(String(tournament.id))}`),
    ...(Array.isArray(pages) ? pages : []).flatMap((page) => (typeof page?.slug === "string" && page.slug ? [`/${encodeURIComponent(page.slug)}`] : [])),
  ];
}

/** The sitemap (sitemaps.org), each page in both locales with its alternates; rebuilt at most every 10 minutes. */
export async function sitemapXml(request: Request, context: AppLoadContext): Promise<string> {
  const url = new URL(request.url);
  const { xml } = await cache.get(url.host, async () => {
    const settings = await seoSettings(url.host, "uz", { trace: context.traceSpan });
    const base = typeof settings?.canonicalUrl === "string" && /^https?:\/\//.test(settings.canonicalUrl) ? settings.canonicalUrl.replace(/\/+$/, "") : url.origin;
    const rules = disallowRules(robotsTxt(settings, base));
    const paths = (await sitePaths(request, context)).filter((path, index, all) => all.indexOf(path) === index);
    const entries = paths.flatMap((path) =>
      locales
        .map((locale) => localizePath(path, locale))
        .filter((localized) => !isDisallowed(localized, rules))
        .map((localized) => {
          const alternates = locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(base + localizePath(path, locale))}"/>`).join("");
          return `<url><loc>${escapeXml(base + localized)}</loc>${alternates}</url>`;
        }),
    );
    return {
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`,
    };
  });
  return xml;
}

export function clearSitemapCache() {
  cache.clear();
}
