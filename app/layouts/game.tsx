import { Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Logo } from "~/features/shell/logo";
import { SystemErrorBoundary } from "~/features/system/error-boundary";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";

/** The game layout: a slim bar back to the hall, the rest of the screen for the game. */
export default function GameLayout() {
  const { t } = useTranslation();
  return (
    <div className="shell shell--game">
      <header className="game-bar">
        <LocaleLink to="/gamehall" className="game-bar__back">
          <Icon name="chevron" className="icon--flip" size={20} />
          <span>{t("nav.gamehall")}</span>
        </LocaleLink>
        <LocaleLink to="/" className="game-bar__logo" aria-label={t("nav.home")}>
          <Logo compact />
        </LocaleLink>
      </header>
      <main id="main" className="shell__main shell__main--game" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export const ErrorBoundary = SystemErrorBoundary;
