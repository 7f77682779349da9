import type { Locale } from "~/i18n/config";

/** The web app manifest of one locale (spec §1; docs/decisions/016). Pure: the route feeds it config and texts. */
export interface ManifestInput {
  locale: Locale;
  /** The remote config's site name of that locale. */
  siteName: string;
  /** The remote config's logos; the mobile one (the square mark), when a full URL, is offered as a scalable icon. */
  logo: { mobile?: string };
  description: string;
  /** Where the installed app opens: the locale's home. */
  startUrl: string;
}

export const THEME_COLOR = "#0d0b1e";

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: "any" | "maskable";
}

export const INSTALL_ICONS: readonly ManifestIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/**
 * An http(s) URL (the content service's asset). A bare path is the content service's too, which the site does not
 * serve (it would be a broken icon), and anything else (`javascript:`, `data:`) is dropped.
 */
function usableIcon(src: string | undefined): src is string {
  return Boolean(src && /^https?:\/\/[^/]/i.test(src));
}

export function buildManifest(input: ManifestInput) {
  const logo = input.logo.mobile;
  const extra: ManifestIcon[] = usableIcon(logo) && /\.svg(?:$|\?)/i.test(logo) ? [{ src: logo, sizes: "any", type: "image/svg+xml", purpose: "any" }] : [];
  return {
    id: "/",
    name: input.siteName,
    short_name: input.siteName.slice(0, 12),
    description: input.description,
    lang: input.locale,
    dir: "ltr",
    start_url: input.startUrl,
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ["games", "entertainment"],
    icons: [...INSTALL_ICONS, ...extra],
  };
}
