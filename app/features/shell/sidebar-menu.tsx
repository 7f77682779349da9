import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { BannerLink } from "~/features/promo/banner-link";
import type { BannerView } from "~/features/promo/banners.server";
import { Dialog } from "~/ui/dialog";
import { Icon } from "~/ui/icon";
import { LocaleNavLink, useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { sidebarNav, sidebarOpenIn, withoutSidebar } from "./sidebar-rules";

/**
 * The side menu (spec §2 "sidebar", a curtain): the site's sections and the menu banners (`banners.get` position
 * `menu`), whose button leads to their target, by default the offers index. Any navigation closes it.
 */
export function Sidebar({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const fromUrl = useRootData()?.menuBanners ?? null;
  const fetcher = useFetcher<{ banners: BannerView[] }>();
  const load = fetcher.load;
  useEffect(() => {
    // Opened with JavaScript: the banners come from their resource (the page's document did not read them).
    if (!fromUrl) load(localize("/_resources/sidebar"));
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A navigation (a link of the menu, Back) closes the menu.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current && !sidebarOpenIn(location.search)) close();
  }, [location.key, location.search, close]);

  const closeHref = withoutSidebar(location.pathname, location.search);
  const onClose = () => {
    close();
    // Opened by the URL: the flag goes too, so that a reload does not open it again.
    if (sidebarOpenIn(location.search)) navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const banners = fromUrl ?? fetcher.data?.banners ?? [];
  return (
    <Dialog kind="curtain" title={t("nav.menu")} closeHref={closeHref} onClose={onClose} className="sidebar">
      <nav className="sidebar__nav" aria-label={t("nav.menu")}>
        <ul className="sidebar__list">
          {sidebarNav.map((item) => (
            <li key={item.key}>
              <LocaleNavLink to={item.to} className="sidebar__link" prefetch="intent">
                <Icon name={item.icon} size={20} />
                <span>{t(`nav.${item.key}`)}</span>
              </LocaleNavLink>
            </li>
          ))}
        </ul>
      </nav>
      {banners.length ? (
        <ul className="sidebar__banners" aria-label={t("sidebar.banners")}>
          {banners.map((banner) => (
            <li key={banner.id}>
              <BannerLink banner={banner} fallback="/offers" sizes="320px" className="banner banner--menu" action={t("sidebar.bannerAction")} />
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
