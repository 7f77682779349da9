import { useLocation } from "@remix-run/react";
import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";

const loadDialog = () => import("./search-dialog-body");
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

/**
 * The header's games search. Without JavaScript the button is a link to the hall's search field (a plain
 * GET form). With it the button opens the games-search dialog: results as the player types (debounced,
 * a fetcher on the search loader); Enter opens the hall with the query. The dialog's code is its own chunk
 * (./search-dialog-body), asked for as the pointer or focus reaches the button, so it is there by the click.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <LocaleLink
        to="/gamehall#lobby-search"
        className="header-search"
        aria-label={t("games.search.open")}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="search" size={18} />
      </LocaleLink>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog closeHref={`${location.pathname}${location.search}`} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
