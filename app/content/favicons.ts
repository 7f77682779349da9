/** One `<link>` of the page's icons. */
export interface FaviconLink {
  rel: "icon" | "apple-touch-icon";
  href: string;
  type?: string;
  sizes?: string;
}

/** The site's own icons: used when the site settings name none (or none usable). */
export const defaultFavicons: FaviconLink[] = [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/icon-192.png", type: "image/png", sizes: "192x192" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", type: "image/png", sizes: "180x180" },
];

function usableHref(value: unknown): string | null {
  const href = typeof value === "string" ? value.trim() : value && typeof value === "object" && typeof (value as { url?: unknown }).url === "string" ? String((value as { url: string }).url).trim() : "";
  if (!href) return null;
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  return /^https:\/\/[^/\s]+\/\S*$/i.test(href) ? href : null;
}

function typeOf(kind: "apple" | "png" | "ico", href: string): string {
  if (/\.svg(?:[?#]|$)/i.test(href)) return "image/svg+xml";
  return kind === "ico" ? "image/x-icon" : "image/png";
}

/**
 * The favicons of the site settings (spec §3): entries by type — apple png, png, ico — with the size in the key
 * name (`apple-png-180`, `png-32`, `ico`); unknown keys and unusable urls are skipped. None usable: the default set.
 */
export function faviconLinks(favicons: unknown): FaviconLink[] {
  if (!favicons || typeof favicons !== "object" || Array.isArray(favicons)) return defaultFavicons;
  const links: FaviconLink[] = [];
  for (const [key, value] of Object.entries(favicons as Record<string, unknown>)) {
    const match = /^(apple(?:[-_]?png)?|png|ico)(?:[-_](\d{2,4})(?:x\d{2,4})?)?$/i.exec(key.trim());
    const href = usableHref(value);
    if (!match || !href) continue;
    const kind = match[1]!.toLowerCase().startsWith("apple") ? "apple" : (match[1]!.toLowerCase() as "png" | "ico");
    const size = match[2];
    links.push({ rel: kind === "apple" ? "apple-touch-icon" : "icon", href, type: typeOf(kind, href), ...(size ? { sizes: `${size}x${size}` } : {}) });
  }
  return links.length ? links : defaultFavicons;
}
