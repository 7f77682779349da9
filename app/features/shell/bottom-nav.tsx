import { useTranslation } from "react-i18next";
import { useRootData } from "~/ui/root-data";
import { Icon } from "~/ui/icon";
import { LocaleNavLink } from "~/ui/locale";
import { bottomNav } from "./nav-items";

/** Phones and tablets: the main sections within thumb's reach. */
export function BottomNav() {
  const { t } = useTranslation();
  const player = useRootData()?.player ?? null;
  const last = player ? { to: "/profile", key: "profile" } : { to: "/forms/sign_in", key: "signIn" };
  return (
    <nav className="bottom-nav" aria-label={t("nav.label")}>
      {bottomNav.map((item) => (
        <LocaleNavLink key={item.key} to={item.to} className="bottom-nav__link" prefetch="intent">
          <span className="bottom-nav__icon">
            <Icon name={item.icon} size={22} />
          </span>
          <span className="bottom-nav__label">{t(`nav.${item.key}`)}</span>
        </LocaleNavLink>
      ))}
      <LocaleNavLink to={last.to} className="bottom-nav__link">
        <span className="bottom-nav__icon">
          <Icon name={player ? "user" : "login"} size={22} />
        </span>
        <span className="bottom-nav__label">{player ? t("nav.profile") : t("auth.signIn")}</span>
      </LocaleNavLink>
    </nav>
  );
}
