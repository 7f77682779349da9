import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data as withStatus } from "@remix-run/node";
import { Link, type ShouldRevalidateFunction, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DeferredSignUpForm } from "~/features/auth/deferred-forms";
import { FullScreenExit, FullScreenToggle, useGameFullScreen } from "~/features/game/full-screen";
import { SessionMeter } from "~/features/player/session-meter-view";
import { GameInfo, MoreGames } from "~/features/game/game-info";
import { type GamePageData, loadGamePage } from "~/features/game/game.server";
import { REAL_HASH } from "~/features/game/rules";
import gameStyles from "~/styles/game.css?url";
import { Dialog } from "~/ui/dialog";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gameStyles }];

/** Spec §2: a game page; the chat badge is hidden here. */
export const handle = { hideChat: true, gamePage: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadGamePage(request, context, params.sysname ?? "");
  // Refused by the player's own limit (decision 035): the page explains, with a 4xx.
  return page.refusal ? withStatus(page, { status: 403, headers: { "Cache-Control": "no-store" } }) : page;
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => {
  if (!data) return [{ title: "Omad" }];
  // Indexable: the sitemap lists every game, its SEO comes from the "/game" record (issue 18).
  return [{ title: `${data.title} · ${data.game.name} — ${data.brand}` }];
});

/**
 * Every loader run of a real-money game is a new launch at the platform (a new session in the frame), so the
 * page reloads its data only when its own address changes (mode, game) — not after unrelated fetcher actions.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search) return defaultShouldRevalidate;
  return formMethod ? false : defaultShouldRevalidate;
};

const STAGE_ID = "game-stage";

export default function GamePage() {
  const data = useLoaderData<typeof loader>() as GamePageData;
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const fullScreen = useGameFullScreen(STAGE_ID, data.fullScreen, data.serverPlatform);
  const home = localize("/");

  // The real-money hash (spec §2): a guest gets the registration dialog; a player is switched to real money.
  const [hashGate, setHashGate] = useState(false);
  useEffect(() => {
    const read = () => {
      if (window.location.hash !== REAL_HASH) return;
      if (!data.signedIn) setHashGate(true);
      else if (data.mode !== "real") navigate(`${location.pathname}?mode=real`, { replace: true });
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [data.signedIn, data.mode, location.pathname, navigate]);

  const goHome = useCallback(() => navigate(home), [navigate, home]);
  const signUpOpen = data.gate === "sign-up" || (hashGate && !data.signedIn);

  return (
    <section className="game" data-mode={data.mode} data-gate={data.gate ?? undefined}>
      {/* The first screen: the toolbar and the game (16:9 up to the viewport's height on a wide screen, the rest of
          a phone's screen); beside or under it what the page says about the game, then more of its provider's games. */}
      <div className="game__first">
        <div className="game-toolbar">
          <h1 className="game-toolbar__title">
            <span className="game-toolbar__kind">{data.title} · </span>
            {data.game.name}
          </h1>
          <nav className="game-modes" aria-label={t("game.modes")}>
            {data.game.hasDemo ? (
              <Link to="?mode=demo" replace preventScrollReset className="game-modes__link" aria-current={data.mode === "demo" ? "page" : undefined}>
                {t("game.demo")}
              </Link>
            ) : null}
            <Link to="?mode=real" replace preventScrollReset className="game-modes__link" aria-current={data.mode === "real" && !data.gate ? "page" : undefined}>
              {t("game.real")}
            </Link>
          </nav>
          {data.freespins > 0 ? <p className="game-toolbar__freespins">{t("game.freespins", { count: data.freespins })}</p> : null}
          {fullScreen.visible && data.frameUrl ? <FullScreenToggle stageId={STAGE_ID} onEnter={() => void fullScreen.enter()} /> : null}
        </div>

        <div id={STAGE_ID} className={`game-stage${fullScreen.filled ? " game-stage--filled" : ""}`} data-full-screen={fullScreen.on ? "on" : undefined}>
          {data.frameUrl ? (
            <iframe
              key={data.frameUrl}
              className="game-stage__frame"
              src={data.frameUrl}
              title={t("game.frameTitle", { name: data.game.name })}
              allow="fullscreen; autoplay; clipboard-write"
              allowFullScreen
            />
          ) : null}
          {data.refusal ? (
            <GameGate kind="limit" title={t("game.limits.title")} text={t(data.refusal.key, data.refusal.values)} to="/profile/responsible-game" action={t("game.limits.settings")} demo={data.game.hasDemo} />
          ) : null}
          {data.gate === "deposit" ? (
            <GameGate kind="deposit" title={t("game.zeroBalance.title")} text={t("game.zeroBalance.text")} to="/cashier/deposit" action={t("game.zeroBalance.deposit")} demo={data.game.hasDemo} />
          ) : null}
          {fullScreen.visible && data.frameUrl ? <FullScreenExit onExit={() => void fullScreen.exit()} /> : null}
          {/* In full screen the bar is out of sight: the session clock and net stay over the game (decision 027). */}
          {fullScreen.visible && data.frameUrl ? <SessionMeter variant="stage" /> : null}
        </div>

      </div>
      <GameInfo data={data} />
      <MoreGames data={data} />
      {signUpOpen ? <RealMoneySignUp closeHref={home} onClose={goHome} redirectTo={`${location.pathname}?mode=real`} /> : null}
    </section>
  );
}

/** The registration dialog of the real-money guard: closing it leads home (spec §2). */
function RealMoneySignUp({ closeHref, onClose, redirectTo }: { closeHref: string; onClose: () => void; redirectTo: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root) return null;
  return (
    <Dialog title={t("game.signUp.title")} closeHref={closeHref} onClose={onClose}>
      <p className="game-dialog__lead">{t("game.signUp.lead")}</p>
      <DeferredSignUpForm inDialog options={root.registration} currencies={root.currencies} eager={root.eagerValidation} redirectTo={redirectTo} />
    </Dialog>
  );
}

/** What stands in for the game when real play cannot start: why, the way to fix it, and demo play where there is one. */
function GameGate({ kind, title, text, to, action, demo }: { kind: "limit" | "deposit"; title: string; text: string; to: string; action: string; demo: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="game-gate" data-game-gate={kind} data-testid={kind === "limit" ? "game-limit" : undefined}>
      <h2 className="game-gate__title">{title}</h2>
      <p className="game-gate__text">{text}</p>
      <div className="game-gate__actions">
        <LocaleLink to={to} className="button button--primary">
          {action}
        </LocaleLink>
        {demo ? (
          <Link to="?mode=demo" replace className="button button--ghost">
            {t("game.zeroBalance.demo")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
