import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocaleNavLink } from "~/ui/locale";

/** An area with its own tabs (cashier, profile): a tab row that scrolls sideways on phones, then the page. */
export function AreaLayout({ label, tabs }: { label: string; tabs: { to: string; key: string }[] }) {
  const { t } = useTranslation();
  return (
    <div className="area">
      <nav className="area__tabs" aria-label={label}>
        {tabs.map((tab) => (
          <LocaleNavLink key={tab.to} to={tab.to} className="area__tab" prefetch="intent">
            {t(tab.key)}
          </LocaleNavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
