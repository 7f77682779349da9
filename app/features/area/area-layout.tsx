import { Outlet, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { stripLocale } from "~/i18n/config";
import { LocaleNavLink } from "~/ui/locale";

type Tab = { to: string; key: string; end?: boolean };

/** The tab the page belongs to: the one whose path is the longest prefix of the page's path. */
export function currentTab<T extends Tab>(tabs: readonly T[], pathname: string): T | undefined {
  const path = stripLocale(pathname).replace(/\/+$/, "") || "/";
  let best: T | undefined;
  for (const tab of tabs) {
    const hit = tab.end ? path === tab.to : path === tab.to || path.startsWith(`${tab.to}/`);
    if (hit && (!best || tab.to.length > best.to.length)) best = tab;
  }
  return best;
}

/**
 * An area with its own tabs (cashier, profile), then the page. The tab row scrolls sideways on phones; with
 * `wrap` (many tabs, as in the profile) the tabs wrap onto further rows on tablets and up, and on phones they fold
 * into one "sections" menu (a native `<details>`, so it opens without JavaScript) that names the current section:
 * eleven wrapped chips would fill a phone's first screen and push a refused form's errors below the fold. From
 * 1200 px the links stand in one column beside the page (issue 39 item 4: no ragged rows of pills).
 * A tab whose path is `end` is current only on that exact path (an area's own home).
 */
export function AreaLayout({ label, tabs, wrap = false }: { label: string; tabs: Tab[]; wrap?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = (className: string) =>
    tabs.map((tab) => (
      <LocaleNavLink key={tab.to} to={tab.to} className={className} prefetch="intent" {...(tab.end ? { end: true } : {})}>
        {t(tab.key)}
      </LocaleNavLink>
    ));
  if (!wrap) {
    return (
      <div className="area">
        <nav className="area__tabs" aria-label={label}>
          {links("area__tab")}
        </nav>
        <Outlet />
      </div>
    );
  }
  const current = currentTab(tabs, pathname);
  return (
    <div className="area area--wrap">
      <nav className="area__nav" aria-label={label}>
        {/* Keyed by the page, so it comes back closed after a section is chosen (the layout itself stays). */}
        <details className="area__menu" key={pathname}>
          <summary className="area__menu-summary">
            <span className="area__menu-label">{t("profile.nav.sections")}</span>{" "}
            {current ? <span className="area__menu-current">{t(current.key)}</span> : null}
          </summary>
          <div className="area__menu-list">{links("area__menu-link")}</div>
        </details>
        <div className="area__tabs area__tabs--wrap">{links("area__tab")}</div>
      </nav>
      <div className="area__page">
        <Outlet />
      </div>
    </div>
  );
}
