import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { FavouriteToggle } from "./favourite-toggle";
import type { CardGame } from "./lobby.server";

/** Thumbnails are 288×192 (the description's `img_288_192`): width and height keep their space (no shift). */
export const THUMB_WIDTH = 288;
export const THUMB_HEIGHT = 192;

export interface CardOptions {
  /** Show the heart (`canVisibleFavoriteIcon`). */
  showFavourite: boolean;
  favourites: ReadonlySet<string>;
  signedIn: boolean;
}

/** A game card: the thumbnail and name link to the game page (demo); the heart toggles the favourite. */
/** The first cards are the hall's largest paint on a phone: fetched first (React 18 knows only the lowercase attribute). */
const highPriority = { fetchpriority: "high" } as Record<string, string>;

export function GameCard({ game, options, eager = false, anchor }: { game: CardGame; options: CardOptions; eager?: boolean; anchor?: string }) {
  const { t } = useTranslation();
  // The player's received free spins for this game (root loader, spec §4): the remaining count on the card.
  const freespins = useRootData()?.freespins?.[game.sysname] ?? 0;
  return (
    <article className="game-card" data-game={game.sysname} id={anchor}>
      <LocaleLink to={`/game/${encodeURIComponent(game.sysname)}`} className="game-card__link">
        <span className="game-card__thumb">
          {game.image ? (
            <img src={game.image} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading={eager ? "eager" : "lazy"} decoding="async" {...(eager ? highPriority : null)} />
          ) : null}
        </span>
        <span className="game-card__name">{game.name}</span>
        {game.provider ? <span className="game-card__provider">{game.provider}</span> : null}
        {freespins > 0 ? <span className="game-card__freespins">{t("freeSpins.badge", { count: freespins })}</span> : null}
      </LocaleLink>
      {options.showFavourite ? <FavouriteToggle sysname={game.sysname} name={game.name} liked={options.favourites.has(game.sysname)} signedIn={options.signedIn} /> : null}
    </article>
  );
}

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
