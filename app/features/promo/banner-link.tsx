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
export function BannerLink({
  banner,
  fallback,
  eager = false,
  sizes = "(min-width: 768px) 50vw, 88vw",
  className = "banner",
  action,
}: {
  banner: Banner;
  fallback: string;
  eager?: boolean;
  sizes?: string;
  className?: string;
  /** The banner's button text (the menu banner's), shown over the picture; the whole banner is the one link. */
  action?: string;
}) {
  const srcSet = banner.image && banner.imageMobile && banner.imageMobile !== banner.image ? `${banner.imageMobile} ${PHONE_WIDTH}w, ${banner.image} ${WIDE.width}w` : undefined;
  return (
    <LocaleLink to={banner.link ?? fallback} className={className} data-banner={banner.id}>
      {banner.image ? (
        <img src={banner.image} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt="" width={WIDE.width} height={WIDE.height} loading={eager ? "eager" : "lazy"} decoding="async" {...(eager ? highPriority : null)} />
      ) : null}
      <span className="banner__title">
        {banner.title}
        {action ? (
          <>
            {" "}
            <span className="banner__action">{action}</span>
          </>
        ) : null}
      </span>
    </LocaleLink>
  );
}
