import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icon";
import { LogoutForm } from "~/features/auth/logout-form";
import { LocaleLink } from "~/ui/locale";

const links = [
  { to: "/profile/settings", key: "nav.profile" },
  { to: "/cashier/deposit", key: "auth.deposit" },
  { to: "/cashier/withdraw", key: "pages.withdraw.title" },
  { to: "/cashier/history", key: "pages.history.title" },
  { to: "/profile/bonuses", key: "pages.bonuses.title" },
];

/** The signed-in player's menu: a `<details>`, so it opens without JavaScript; logout is a form. */
export function UserMenu({ login }: { login: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);

  // A navigation from inside the menu closes it.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    <details className="user-menu" ref={menu}>
      <summary className="header__icon-link" aria-label={t("nav.profile")}>
        <Icon name="user" size={20} />
      </summary>
      <div className="user-menu__panel">
        {login ? <p className="user-menu__login">{login}</p> : null}
        <ul className="user-menu__links">
          {links.map((link) => (
            <li key={link.to}>
              <LocaleLink to={link.to} className="user-menu__link">
                {t(link.key)}
              </LocaleLink>
            </li>
          ))}
        </ul>
        <LogoutForm className="user-menu__logout" />
      </div>
    </details>
  );
}
