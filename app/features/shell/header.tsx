import { useTranslation } from "react-i18next";
import { useRootData } from "~/ui/root-data";
import { HeaderSearch } from "~/features/games/search-dialog";
import { HeaderBalance } from "~/features/player/balance";
import { SessionMeter } from "~/features/player/session-meter-view";
import { Icon } from "~/ui/icon";
import { LocaleLink, LocaleNavLink } from "~/ui/locale";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { headerNav } from "./nav-items";
import { UserMenu } from "./user-menu";
import { SidebarButton } from "./sidebar";

export function Header() {
  const { t } = useTranslation();
  const player = useRootData()?.player ?? null;
  return (
    <header className={player ? "header header--player" : "header"}>
      <div className="header__inner">
        <SidebarButton />
        {/* The name starts with the wordmark the player sees (WCAG 2.5.3), then says where the link goes. */}
        <LocaleLink to="/" className="header__logo" aria-label={`${t("brand")}, ${t("nav.home")}`}>
          <Logo />
        </LocaleLink>
        <nav className="header__nav" aria-label={t("nav.label")}>
          {headerNav.map((item) => (
            <LocaleNavLink key={item.key} to={item.to} className="header__link" prefetch="intent">
              <Icon name={item.icon} size={18} />
              <span>{t(`nav.${item.key}`)}</span>
            </LocaleNavLink>
          ))}
        </nav>
        <div className="header__actions">
          <HeaderSearch />
          <LanguageSwitch />
          {player ? (
            <>
              <div className="header__wallet">
                {/* The session clock and net sit in the wallet: under the balance on phones, before it wider up. */}
                <div className="header__wallet-main">
                  <HeaderBalance total={player.total} />
                  <SessionMeter variant="header" />
                </div>
                <LocaleLink to="/cashier/deposit" className="button button--primary button--small header__deposit">
                  <Icon name="plus" size={18} />
                  <span className="header__deposit-label">{t("auth.deposit")}</span>
                </LocaleLink>
              </div>
              <UserMenu login={player.login} />
            </>
          ) : (
            <>
              <LocaleLink to="/forms/sign_in" className="button button--ghost button--small">
                {t("auth.signIn")}
              </LocaleLink>
              <LocaleLink to="/forms/sign_up" className="button button--primary button--small header__sign-up">
                {t("auth.signUp")}
              </LocaleLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
