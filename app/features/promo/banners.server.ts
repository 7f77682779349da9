import type { Locale } from "~/i18n/config";
import { getRemoteConfig } from "~/content/config.server";
import type { PlatformApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { rekey } from "~/platform/api/banners.server";

/** The picture sizes banners are drawn for (8:3): what `width`/`height` and `srcset` say. */
export const BANNER_SIZES = { wide: { width: 960, height: 360 }, phone: { width: 640, height: 240 } } as const;

export interface BannerView {
  id: string;
  position: string;
  title: string;
  link: string | null;
  image: string | null;
  imageMobile: string | null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function picture(value: unknown): string | null {
  const url = text(value);
  return url.startsWith("/") || /^https?:\/\//.test(url) ? url : null;
}

/** Same-site paths only: a banner never sends the player off the site. */
function sitePath(value: unknown): string | null {
  const path = text(value);
  return /^\/(?![/\\])/.test(path) ? path : null;
}

type RawBanner = { id: string | number; finished_at?: string | number | null; description: Record<string, unknown> & { position: string } };

/** Finished banners are hidden; the rest keep the platform's order. Pictures are read by their re-keyed names. */
export function bannerViews(banners: RawBanner[], now = Date.now()): BannerView[] {
  return banners
    .filter((banner) => {
      if (banner.finished_at === null || banner.finished_at === undefined || banner.finished_at === "") return true;
      const end = typeof banner.finished_at === "number" ? banner.finished_at : Date.parse(banner.finished_at);
      return !Number.isFinite(end) || end > now;
    })
    .map((banner) => {
      const image = picture(banner.description.image);
      return {
        id: String(banner.id),
        position: banner.description.position,
        title: text(banner.description.title),
        link: sitePath(banner.description.link),
        image,
        imageMobile: picture(banner.description.image_mobile) ?? image,
      };
    });
}

/** Banners of the given positions (banners.get, count 10, re-keyed by the configured image map); none when unreadable. */
export async function loadBanners(api: PlatformApi, locale: Locale, positions: string[]): Promise<BannerView[]> {
  // Side by side: the image map only re-keys what arrives.
  const [config, banners] = await Promise.all([getRemoteConfig(locale), readOr([], api.banners.get(), "banners")]);
  const rekeyed = banners.map((banner) => ({ ...banner, description: rekey(banner.description, config.bannerImageMap) }));
  return bannerViews(rekeyed as RawBanner[]).filter((banner) => positions.includes(banner.position));
}
