import { Outlet, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SLOT_ERROR } from "~/features/game/constants";
import { Logo } from "~/features/shell/logo";
import { SessionMeter } from "~/features/player/session-meter-view";
import { DefaultShell } from "~/features/shell/shells";
import { SystemErrorBoundary, describeError } from "~/features/system/error-boundary";
import { SystemPage } from "~/features/system/system-page";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { seoShouldRevalidate } from "~/content/seo";
import { seoLoader } from "~/content/seo-loader.server";

/** The page's SEO (issue 18): every route of this layout reads it in its meta. */
export function loader(args: LoaderFunctionArgs) {
  return seoLoader(args);
}

export const shouldRevalidate = seoShouldRevalidate;

/** Spec §2: the chat badge is hidden on the game and betting routes (read by the shell's chat, when it comes). */
export const handle = { hideChat: true };

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
        <SessionMeter variant="game" />
      </header>
      <main id="main" className="shell__main shell__main--game" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** A game that cannot start shows the slot-game error page (default layout, button to the hall); the rest as everywhere. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (describeError(error).type === SLOT_ERROR) {
    return (
      <DefaultShell>
        <SystemPage kind="slot-error" />
      </DefaultShell>
    );
  }
  return <SystemErrorBoundary />;
}
