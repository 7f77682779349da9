import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";

/** The banner sizes of banners.server (kept here too: this file is in the browser's bundle). */
const WIDE = { width: 960, height: 360 };
const PHONE_WIDTH = 640;
/** The first banner is the home page's largest paint on a phone: fetched first (React 18 knows only the lowercase attribute). */
const highPriority = { fetchpriority: "high" } as Record<string, string>;

export interface Banner {
  id: string;
  title: string;
  link: string | null;
  image: string | null;
  imageMobile: string | null;
}

/**
 * One banner: its picture (width and height, a phone-sized source in `srcset`) under its title, linking to its
 * target, or to `fallback` when it names none (the offers index for the menu banner, spec §2). The hall's and the
 * menu's banners use it too.
 */
/** The `srcset` of a banner's picture: the phone picture and the wide one, when they differ. */
function srcSetOf(banner: Pick<Banner, "image" | "imageMobile">): string | undefined {
  return banner.image && banner.imageMobile && banner.imageMobile !== banner.image ? `${banner.imageMobile} ${PHONE_WIDTH}w, ${banner.image} ${WIDE.width}w` : undefined;
}

const DEFAULT_SIZES = "(min-width: 768px) 50vw, 88vw";

/**
 * The head's hints for the first banner, the largest picture of a first view on a phone (issue 14): a preload,
 * so it is asked for alongside the stylesheet instead of after it, and a preconnect to its origin when it is an
 * absolute address (the operator's media host). Meta descriptors, for a route's `meta`.
 */
export function bannerPreload(banner: Pick<Banner, "image" | "imageMobile"> | undefined): Array<Record<string, string>> {
  if (!banner?.image) return [];
  const srcSet = srcSetOf(banner);
  const hints: Array<Record<string, string>> = [];
  // An absolute address is (usually) the media host's: connect to it while the page is still arriving.
  const origin = /^https?:\/\/[^/]+/i.exec(banner.image)?.[0];
  if (origin) hints.push({ tagName: "link", rel: "preconnect", href: origin });
  hints.push({
    tagName: "link",
    rel: "preload",
    as: "image",
    href: banner.image,
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: DEFAULT_SIZES } : {}),
    fetchpriority: "high",
  });
  return hints;
}

export function BannerLink({
  banner,
  fallback,
  eager = false,
  sizes = DEFAULT_SIZES,
  className = "banner",
  action,
}: {
  banner: Banner;
  fallback: string;
  eager?: boolean;
  sizes?: string;
  className?: string;
  /** The banner's call to action (the menu banner's own; "more" by default), shown over the picture; the whole banner is the one link. */
  action?: string;
}) {
  const { t } = useTranslation();
  const srcSet = srcSetOf(banner);
  const callToAction = action ?? t("promotions.more");
  return (
    <LocaleLink to={banner.link ?? fallback} className={className} data-banner={banner.id}>
      {banner.image ? (
        <img src={banner.image} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt="" width={WIDE.width} height={WIDE.height} loading={eager ? "eager" : "lazy"} decoding="async" {...(eager ? highPriority : null)} />
      ) : null}
      <span className="banner__title">
        {banner.title}
        {" "}
        <span className="banner__action">{callToAction}</span>
      </span>
    </LocaleLink>
  );
}
