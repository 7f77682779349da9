import { useTranslation } from "react-i18next";
import { useRootData } from "~/ui/root-data";
import { HeaderSearch } from "~/features/games/search-dialog";
import { Icon } from "~/ui/icon";
import { LocaleLink, LocaleNavLink } from "~/ui/locale";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { headerNav } from "./nav-items";
import { SidebarButton } from "./sidebar";
import type { ComponentProps } from "react";
import { deferred } from "~/ui/deferred";
import type { HeaderPlayer as HeaderPlayerType } from "./header-player";

/**
 * The signed-in player's part of the header (wallet, session clock, user menu): in the signed-in session's chunk,
 * never in what a guest's page downloads (issue 26 item 6). The server has it loaded before it renders (the root
 * loader's `preloadSignedInSession`); a player's document hydrates it with the rest of that chunk.
 */
const DeferredHeaderPlayer = deferred<ComponentProps<typeof HeaderPlayerType>>(() => import("~/features/player/signed-in-session").then((module) => module.HeaderPlayer));

export const preloadHeaderPlayer = () => DeferredHeaderPlayer.preload();

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
            <DeferredHeaderPlayer login={player.login} total={player.total} />
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
