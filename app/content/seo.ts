import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { PageSeo } from "./seo.server";

// The one place a page's head gets its SEO (issue 18, docs/decisions/025): every route's `meta` goes through
// `withSeo`, which merges the page's own tags with the SEO the layouts' loaders computed (app/content/seo.server.ts).

export type { PageSeo };

function replaced(value: string, seo: PageSeo): string {
  return seo.replacements.reduce((text, pair) => text.split(pair.find).join(pair.replace), value);
}

/** The SEO a layout's loader computed for this very path (none after a navigation it was not computed for). */
export function seoOf(matches: ReadonlyArray<{ data?: unknown } | undefined>, pathname: string): PageSeo | null {
  for (const match of matches) {
    const data = match?.data as { seo?: PageSeo } | null | undefined;
    if (data && typeof data === "object" && data.seo && data.seo.path === pathname) return data.seo;
  }
  return null;
}

function contentOf(descriptors: MetaDescriptor[], name: string): string | null {
  const found = descriptors.find((d) => "name" in d && d.name === name && "content" in d);
  return found && "content" in found && typeof found.content === "string" ? found.content : null;
}

/**
 * A route's meta with the page's SEO (spec §3, §5, §9): the record's title (else the page's own), description,
 * robots (`noindex, follow` under a robots.txt Disallow rule; a page that keeps itself out stays out), Open Graph,
 * the meta list, canonical, and the uz/ru/x-default alternates; replacements on the page's own strings too.
 */
export function withSeo<Loader = unknown>(inner?: MetaFunction<Loader>): MetaFunction<Loader> {
  return (args) => {
    const own = (inner ? inner(args) : []) ?? [];
    const seo = seoOf(args.matches as ReadonlyArray<{ data?: unknown }>, args.location.pathname);
    if (!seo) return own;
    const ownTitle = own.find((d): d is { title: string } => "title" in d && typeof d.title === "string")?.title ?? null;
    const title = seo.title ?? (ownTitle ? replaced(ownTitle, seo) : seo.siteName);
    const ownDescription = contentOf(own, "description");
    const description = seo.description ?? (ownDescription ? replaced(ownDescription, seo) : null) ?? seo.defaultDescription;
    const robots = seo.disallowed ? "noindex, follow" : (contentOf(own, "robots") ?? seo.robots);
    const rest = own.filter((d) => !("title" in d) && !("name" in d && ["description", "robots"].includes(String(d.name))));
    const og = new Map(seo.openGraph.map((entry) => [entry.property, entry.content]));
    if (!og.has("og:title")) og.set("og:title", title);
    if (!og.has("og:description") && description) og.set("og:description", description);
    return [
      { title },
      ...(description ? [{ name: "description", content: description }] : []),
      ...(robots ? [{ name: "robots", content: robots }] : []),
      ...rest,
      ...[...og].map(([property, content]) => ({ property, content })),
      ...seo.meta.map((entry) => ({ ...entry })),
      { tagName: "link", rel: "canonical", href: seo.canonical },
      ...seo.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href })),
    ];
  };
}

/** The layouts compute the SEO again for every new path (their loaders otherwise keep the first page's). */
export const seoShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
