import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/ui/dialog";
import { Icon } from "~/ui/icon";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { SEARCH_MIN_LENGTH } from "./lobby";
import type { GamesSearchData } from "./lobby.server";

const DEBOUNCE_MS = 300;

/**
 * The games-search dialog the header's button opens (see ./search-dialog): its own chunk, loaded when the player
 * reaches for the button (issue 26 item 6: no page shows it on its first render, and it needs JavaScript anyway).
 */
export function SearchDialog({ closeHref, onClose }: { closeHref: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t("games.search.label")} closeHref={closeHref} onClose={onClose}>
      <GamesSearch />
    </Dialog>
  );
}

function GamesSearch() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const fetcher = useFetcher<GamesSearchData>();
  const [query, setQuery] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const load = fetcher.load;
  useEffect(() => {
    clearTimeout(timer.current);
    const value = query.trim();
    if (value.length < SEARCH_MIN_LENGTH) return;
    timer.current = setTimeout(() => load(`${localize("/_resources/games-search")}?query=${encodeURIComponent(value)}`), DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
    // localize is a fresh function each render; the locale it reads never changes while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, load]);

  const value = query.trim();
  const data = value.length >= SEARCH_MIN_LENGTH && fetcher.data?.query === value ? fetcher.data : null;
  const status =
    value.length < SEARCH_MIN_LENGTH ? t("games.search.minLength") : !data ? t("loading") : data.total ? t("games.search.results", { query: data.query, total: data.total }) : t("games.search.none");
  return (
    <form method="get" action={localize("/gamehall")} className="games-search" role="search">
      <div className="games-search__field">
        <Icon name="search" size={18} />
        <input
          type="search"
          name="query"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("games.search.placeholder")}
          aria-label={t("games.search.label")}
          maxLength={64}
          autoComplete="off"
          // The dialog's first field: the dialog focuses it on open.
        />
        <button type="submit" className="button button--primary button--small">
          {t("games.search.submit")}
        </button>
      </div>
      <p className="games-search__status" role="status" aria-live="polite">
        {status}
      </p>
      {data?.games.length ? (
        <ul className="games-search__list">
          {data.games.map((game) => (
            <li key={game.sysname}>
              <LocaleLink to={`/game/${encodeURIComponent(game.sysname)}`} className="games-search__item" data-game={game.sysname}>
                {game.image ? <img src={game.image} alt="" width={72} height={48} loading="lazy" decoding="async" /> : null}
                <span>
                  <span className="games-search__name">{game.name}</span>
                  {game.provider ? <span className="games-search__provider">{game.provider}</span> : null}
                </span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.total > data.games.length ? (
        <LocaleLink to={`/gamehall?query=${encodeURIComponent(data.query)}`} className="games-search__all">
          {t("games.search.all")} ({data.total})
        </LocaleLink>
      ) : null}
    </form>
  );
}
