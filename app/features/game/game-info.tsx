import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FAVOURITE_ACTION } from "~/features/games/favourite-toggle";
import { GameGrid } from "~/features/games/game-card";
import { lobbySearch } from "~/features/games/lobby";
import { formatAmount } from "~/lib/format";
import { Icon } from "~/ui/icon";
import { LocaleLink, useLocale } from "~/ui/locale";
import type { GamePageData } from "./game.server";

/**
 * Beside the game on a wide screen, under it on a phone (issue 39 item 3): the provider (a link to its games in
 * the hall), the game's description, the player's money with its currency and a deposit link (a guest is asked
 * to sign in or register for real money), and the favourite.
 */
export function GameInfo({ data }: { data: GamePageData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const providerLink = data.provider ? `/gamehall${lobbySearch({ providers: [data.provider.sysname] })}` : null;
  return (
    <aside className="game-info" aria-labelledby="game-info-title">
      <h2 id="game-info-title" className="game-info__title">
        {t("game.info.title")}
      </h2>
      {data.provider && providerLink ? (
        <p className="game-info__provider">
          <span className="game-info__label">{t("game.info.provider")}</span>
          <LocaleLink to={providerLink} className="game-info__provider-link">
            {data.provider.name}
          </LocaleLink>
        </p>
      ) : null}
      {data.game.description ? <p className="game-info__text">{data.game.description}</p> : null}
      {data.balance ? (
        <div className="game-info__wallet">
          <p className="game-info__balance">
            <span className="game-info__label">{t("game.info.balance")}</span>
            <strong className="game-info__amount">
              {formatAmount(data.balance.main, {
                currency: data.balance.currency,
                locale,
              })}
            </strong>
            {data.balance.bonus > 0 ? (
              <span className="game-info__bonus">
                {t("game.info.bonus", {
                  amount: formatAmount(data.balance.bonus, {
                    currency: data.balance.currency,
                    locale,
                  }),
                })}
              </span>
            ) : null}
          </p>
          <LocaleLink to="/cashier/deposit" className="button button--primary button--small game-info__deposit">
            <Icon name="plus" size={18} />
            {t("auth.deposit")}
          </LocaleLink>
        </div>
      ) : (
        <div className="game-info__guest">
          <p className="game-info__text">{t("game.info.guest")}</p>
          <div className="game-info__actions">
            <LocaleLink to="/forms/sign_up" className="button button--primary button--small">
              {t("auth.signUp")}
            </LocaleLink>
            <LocaleLink to="/forms/sign_in" className="button button--ghost button--small">
              {t("auth.signIn")}
            </LocaleLink>
          </div>
        </div>
      )}
      {data.showFavourite ? <GameFavourite sysname={data.game.sysname} liked={data.liked} signedIn={data.signedIn} /> : null}
    </aside>
  );
}

/**
 * The game's favourite: a POST form (back to the page without JavaScript), a fetcher with it. The game page does
 * not reload its data after a fetcher (a reload is a new launch), so the button keeps the state it asked for.
 * A guest's button is a link to the sign-in dialog, as on the cards.
 */
function GameFavourite({ sysname, liked, signedIn }: { sysname: string; liked: boolean; signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  const [shown, setShown] = useState(liked);
  const label = t(shown ? "game.info.favouriteRemove" : "game.info.favouriteAdd");
  if (!signedIn) {
    const params = new URLSearchParams(location.search);
    params.set("show_popup_auth", "1");
    return (
      <Link to={`${location.pathname}?${params}`} preventScrollReset className="button button--ghost button--small game-info__favourite">
        <Icon name="heart" size={18} />
        {label}
      </Link>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={FAVOURITE_ACTION}
      className="game-info__favourite-form"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set("via", "fetcher");
        setShown(!shown);
        fetcher.submit(form, { method: "post", action: FAVOURITE_ACTION });
      }}
    >
      <input type="hidden" name="sysname" value={sysname} />
      <input type="hidden" name="intent" value={shown ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={`button button--ghost button--small game-info__favourite${shown ? " game-info__favourite--on" : ""}`}>
        <Icon name="heart" size={18} />
        {label}
      </button>
    </fetcher.Form>
  );
}

/** More games of the same provider under the game, and the way to all of them (issue 39 item 3). */
export function MoreGames({ data }: { data: GamePageData }) {
  const { t } = useTranslation();
  if (!data.provider || !data.more.length) return null;
  return (
    <section className="game-more" aria-labelledby="game-more-title">
      <div className="game-more__head">
        <h2 id="game-more-title" className="section-title">
          {t("game.info.more", { provider: data.provider.name })}
        </h2>
        <LocaleLink to={`/gamehall${lobbySearch({ providers: [data.provider.sysname] })}`} className="game-more__all">
          {t("game.info.allOfProvider")}
        </LocaleLink>
      </div>
      <GameGrid
        games={data.more}
        options={{
          showFavourite: false,
          favourites: new Set(),
          signedIn: data.signedIn,
        }}
        className="game-grid--row"
      />
    </section>
  );
}
