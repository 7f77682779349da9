import { memo } from "react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { FavouriteToggle } from "./favourite-toggle";
import type { CardGame } from "./lobby.server";

/** Thumbnails are 288×192 (the description's `img_288_192`): width and height keep their space (no shift). */
export const THUMB_WIDTH = 288;
export const THUMB_HEIGHT = 192;
/** The card's width in the grids of games.css (2 columns on phones, 3 from 768 px, 4–6 from 992 px, 1280 px wide at most). */
export const THUMB_SIZES = "(min-width: 1280px) 256px, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw";

export interface CardOptions {
  /** Show the heart (`canVisibleFavoriteIcon`). */
  showFavourite: boolean;
  favourites: ReadonlySet<string>;
  signedIn: boolean;
}

/** The first cards are the hall's largest paint on a phone: fetched first (React 18 knows only the lowercase attribute). */
const highPriority = { fetchpriority: "high" } as Record<string, string>;

/**
 * A game card: the thumbnail and name link to the game page (demo); the heart toggles the favourite. Memoised: a
 * windowed grid renders again as the player scrolls (its spacers change), and a card whose game and options are the
 * same renders nothing new.
 */
export const GameCard = memo(function GameCard({ game, options, eager = false, anchor }: { game: CardGame; options: CardOptions; eager?: boolean; anchor?: string }) {
  const { t } = useTranslation();
  // The player's received free spins for this game (root loader, spec §4): the remaining count on the card.
  const freespins = useRootData()?.freespins?.[game.sysname] ?? 0;
  return (
    <article className="game-card" data-game={game.sysname} id={anchor}>
      <LocaleLink to={`/game/${encodeURIComponent(game.sysname)}`} className="game-card__link">
        {/* The drawn fallback is the thumb's background: a missing or broken picture (alt "") leaves it showing, without JavaScript. */}
        <span className="game-card__thumb">
          {game.image ? (
            <img
              src={game.image}
              {...(game.imageLarge ? { srcSet: `${game.image} ${THUMB_WIDTH}w, ${game.imageLarge} ${THUMB_WIDTH * 2}w`, sizes: THUMB_SIZES } : null)}
              alt=""
              width={THUMB_WIDTH}
              height={THUMB_HEIGHT}
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              {...(eager ? highPriority : null)}
            />
          ) : null}
          {/* At the thumb's foot, away from the heart at its top and from the labels under it (issue 39 item 1). */}
          {freespins > 0 ? <span className="game-card__freespins">{t("freeSpins.badge", { count: freespins })}</span> : null}
        </span>
        <span className="game-card__name">{game.name}</span>
        {game.provider ? <span className="game-card__provider">{game.provider}</span> : null}
      </LocaleLink>
      {options.showFavourite ? <FavouriteToggle sysname={game.sysname} name={game.name} liked={options.favourites.has(game.sysname)} signedIn={options.signedIn} /> : null}
    </article>
  );
});

/** A plain (not windowed) grid of a few cards: home rows, search results, recently played. */
export function GameGrid({ games, options, className = "" }: { games: readonly CardGame[]; options: CardOptions; className?: string }) {
  return (
    <div className={`game-grid ${className}`.trim()}>
      {games.map((game) => (
        <GameCard key={game.sysname} game={game} options={options} />
      ))}
    </div>
  );
}
