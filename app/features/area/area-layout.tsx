import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocaleNavLink } from "~/ui/locale";

/**
 * An area with its own tabs (cashier, profile), then the page. The tab row scrolls sideways on phones; with
 * `wrap` (many tabs, as in the profile) the tabs wrap onto further rows instead, so none is ever cut off.
 * A tab whose path is `end` is current only on that exact path (an area's own home).
 */
export function AreaLayout({
  label,
  tabs,
  wrap = false,
}: {
  label: string;
  tabs: { to: string; key: string; end?: boolean }[];
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="area">
      <nav className={wrap ? "area__tabs area__tabs--wrap" : "area__tabs"} aria-label={label}>
        {tabs.map((tab) => (
          <LocaleNavLink key={tab.to} to={tab.to} className="area__tab" prefetch="intent" {...(tab.end ? { end: true } : {})}>
            {t(tab.key)}
          </LocaleNavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
