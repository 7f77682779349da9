import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/ui/locale";
import { useDeviceClass } from "./device-class";
import { type CardOptions, GameCard } from "./game-card";
import { type LobbyFilters, MORE_PAGES_MAX, VIRTUAL_LIST_LIMIT, lobbySearch } from "./lobby";
import type { CardGame } from "./lobby.server";

/** Windowing starts once the list is longer than a few pages; below that every card is in the DOM. */
const WINDOW_FROM = 96;

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

interface MoreData {
  games: CardGame[];
  total: number;
  filters: LobbyFilters;
}

/**
 * The hall's grid. Without JavaScript it is the server's pages with a "show more" link (`?page=N+1` renders
 * the pages up to N+1, at most LOBBY_SERVER_PAGES of them: then links lead back to the earlier games).
 * With JavaScript the next pages are fetched as the player nears the end (IntersectionObserver and a
 * fetcher on the hall's own loader) and appended; once the list is long only the rows near the viewport are
 * rendered (spacers keep the scroll height), so the DOM never holds more than a few hundred cards (§9: ≤ 1000).
 */
export function LobbyGrid({
  games,
  total,
  filters,
  firstPage,
  pageSize,
  options,
}: {
  games: CardGame[];
  total: number;
  filters: LobbyFilters;
  /** The first page the server rendered (the grid holds pages firstPage..filters.page, then what it loads). */
  firstPage: number;
  pageSize: number;
  options: CardOptions;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const localize = useLocalizedPath();
  const device = useDeviceClass();
  const [items, setItems] = useState(games);
  const [lastPage, setLastPage] = useState(filters.page);
  const fetcher = useFetcher<MoreData>();
  const grid = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const firstOffset = (firstPage - 1) * pageSize;
  const hasMore = firstOffset + items.length < total;
  // Whether this list had more than one page when it was rendered (server and client agree on it).
  const [paged] = useState(hasMore);
  // Without JavaScript the next page reloads the list: the anchor brings the player to its first new game.
  const nextHref = `${location.pathname}${lobbySearch({ ...filters, page: lastPage + 1 })}#${pageAnchor(lastPage + 1)}`;
  const firstHref = localize(`${stripPrefix(location.pathname)}${lobbySearch({ ...filters, page: 1 })}`);
  const previousHref = `${location.pathname}${lobbySearch({ ...filters, page: firstPage - 1 })}`;

  // The page last asked for: the observer may fire again before the answer is appended.
  const requested = useRef(filters.page);
  // Only a load in flight blocks the next one: an answer that got lost leaves the fetcher idle, and the
  // next scroll asks again.
  const busy = useRef(false);
  busy.current = fetcher.state !== "idle";
  const askedAt = useRef(0);
  const load = fetcher.load;
  const loadMore = useCallback(() => {
    if (!hasMore || (requested.current > lastPage && (busy.current || Date.now() - askedAt.current < 3000))) return;
    requested.current = lastPage + 1;
    askedAt.current = Date.now();
    load(`${location.pathname}${lobbySearch({ ...filters, page: lastPage + 1 })}&more=${MORE_PAGES_MAX}`);
  }, [load, hasMore, location.pathname, filters, lastPage]);

  // The favourites tab follows the list when a toggle reloads it (a removed game leaves the grid).
  useEffect(() => {
    if (filters.tab !== "favourites") return;
    setItems(games);
    setLastPage(filters.page);
    requested.current = filters.page;
  }, [games, filters.tab, filters.page]);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle") return;
    if (!data || data.filters.page <= lastPage) {
      // Nothing new arrived (or it is appended already): the next page may be asked for again.
      requested.current = lastPage;
      return;
    }
    setItems((current) => {
      const seen = new Set(current.map((game) => game.sysname));
      return [...current, ...data.games.filter((game) => !seen.has(game.sysname))];
    });
    setLastPage(data.filters.page);
  }, [fetcher.data, fetcher.state, lastPage]);

  // Continuous loading: the next pages are asked for well before the player reaches the end, and again
  // after each answer while the end is still near (the observer reports changes only).
  const near = useRef(false);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        near.current = entries.some((entry) => entry.isIntersecting);
        if (near.current) loadMore();
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(node);
    // The same check on scroll, in case a report was missed (an answer that never came, a busy phone).
    const onScroll = () => {
      near.current = node.getBoundingClientRect().top < window.innerHeight + 800;
      if (near.current) loadMore();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, [hasMore, loadMore]);
  useEffect(() => {
    if (fetcher.state === "idle" && near.current) loadMore();
  }, [fetcher.state, lastPage, loadMore]);

  // The grid reserves the height of every game of the list (not only the loaded ones): appending a page then
  // fills space that is already there, and nothing below the grid (the footer) moves while the player scrolls.
  const [range, rowTop] = useWindow(grid, items.length, total - firstOffset, device === "mobile" || device === "tablet" ? 6 : 4);
  const [from, to] = range ?? [Math.max(0, items.length - VIRTUAL_LIST_LIMIT), items.length];
  const shown = items.slice(from, to);
  const wantsMore = range?.[4] ?? false;
  useEffect(() => {
    if (wantsMore) loadMore();
  }, [wantsMore, loadMore, fetcher.state]);
  // A watchdog: while the player is at the end of what is loaded and nothing is in flight, ask again every
  // 1.5 s. Continuous loading then recovers from any answer that never arrived or an event that was missed
  // (seen a few times in full e2e runs under load: the grid waited at the first page with the player at the end).
  const wanting = useRef(false);
  wanting.current = wantsMore;
  useEffect(() => {
    if (!hasMore) return;
    const timer = window.setInterval(() => {
      if ((wanting.current || near.current) && !busy.current) loadMore();
    }, 1500);
    return () => window.clearInterval(timer);
  }, [hasMore, loadMore]);

  const shownTo = Math.min(firstOffset + items.length, total);

  // Keyboard focus in the windowed grid. Tab from the last rendered card would jump over the reserved space to the
  // "show more" link (and fall to <body> when the link goes away once the list is complete); Shift+Tab from the first
  // rendered card would skip the rows above. Instead focus moves card by card: the wanted card is brought into view
  // (or loaded) and focused once it is rendered, and until then focus stays where it was.
  const pendingFocus = useRef<{ index: number; edge: "first" | "last"; from: Element | null } | null>(null);
  const [, setFocusTick] = useState(0);
  const focusCard = useCallback((index: number, edge: "first" | "last", from: Element | null = document.activeElement) => {
    pendingFocus.current = { index, edge, from: from === document.body ? null : from };
    setFocusTick((tick) => tick + 1);
  }, []);
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const active = document.activeElement === document.body ? null : document.activeElement;
    // The player moved on (or clicked elsewhere) while the card was on its way: leave focus alone.
    if (active !== wanted.from) {
      pendingFocus.current = null;
      return;
    }
    const game = items[wanted.index];
    if (!game) return;
    const card = grid.current?.querySelector(`[data-game="${CSS.escape(game.sysname)}"]`);
    const controls = card ? [...card.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")] : [];
    const control = wanted.edge === "first" ? controls[0] : controls[controls.length - 1];
    if (control) {
      pendingFocus.current = null;
      control.focus();
      return;
    }
    // Loaded but outside the window: scrolling its row into view renders it, and this effect runs again.
    const top = rowTop(wanted.index);
    if (top !== null) window.scrollTo({ top: top - window.innerHeight / 3, behavior: "instant" });
  });

  function onGridKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey || !range) return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
    if (event.shiftKey) {
      if (event.target !== controls[0] || from === 0) return;
      event.preventDefault();
      focusCard(from - 1, "last");
    } else {
      if (event.target !== controls[controls.length - 1] || (to >= items.length && !hasMore)) return;
      event.preventDefault();
      if (to >= items.length) loadMore();
      focusCard(to, "first");
    }
  }

  // The "show more" link goes away once the list is complete: if it had the focus, the first card of the pages
  // that arrived last takes it rather than <body>. Read while rendering, before the link leaves the document.
  const moreLink = useRef<HTMLAnchorElement>(null);
  const appendedFrom = useRef(items.length);
  const refocusFrom = useRef<number | null>(null);
  const previousCount = useRef(items.length);
  if (items.length !== previousCount.current) {
    appendedFrom.current = previousCount.current;
    previousCount.current = items.length;
  }
  if (!hasMore && moreLink.current && typeof document !== "undefined" && document.activeElement === moreLink.current) {
    refocusFrom.current = Math.min(appendedFrom.current, items.length - 1);
  }
  useEffect(() => {
    if (refocusFrom.current === null) return;
    const index = refocusFrom.current;
    refocusFrom.current = null;
    focusCard(index, "first", null);
  });

  return (
    <>
      {firstPage > 1 ? (
        <p className="lobby__back">
          <a href={firstHref} className="lobby__first-link">
            {t("games.firstPage")}
          </a>
          <a href={previousHref} className="lobby__first-link">
            {t("games.showPrevious")}
          </a>
        </p>
      ) : null}
      <div
        ref={grid}
        className="game-grid game-grid--lobby"
        data-total={total}
        style={range ? { paddingTop: `${range[2]}px`, paddingBottom: `${range[3]}px` } : undefined}
        onKeyDown={onGridKeyDown}
      >
        {shown.map((game, index) => (
          <GameCard
            key={game.sysname}
            game={game}
            options={options}
            eager={from + index < 4}
            anchor={(from + index) % pageSize === 0 ? pageAnchor(firstPage + (from + index) / pageSize) : undefined}
          />
        ))}
      </div>
      <div ref={sentinel} className="lobby__more">
        {/* The slot keeps its height once the list is fully loaded, so the footer does not jump up under a finger. */}
        {paged ? (
          <div className="lobby__more-slot">
            {hasMore ? (
              <a
                href={nextHref}
                className="button button--ghost lobby__more-link"
                aria-busy={fetcher.state !== "idle"}
                ref={moreLink}
                onClick={(event) => {
                  event.preventDefault();
                  loadMore();
                  // From the keyboard (no pointer: detail 0) the player goes on with the first new card.
                  if (event.detail === 0) focusCard(items.length, "first");
                }}
              >
                {fetcher.state !== "idle" ? t("loading") : t("games.showMore")}
              </a>
            ) : null}
          </div>
        ) : null}
        <p className="lobby__count">
          {firstOffset > 0 ? t("games.shownRange", { from: firstOffset + 1, to: shownTo, total }) : t("games.shown", { shown: shownTo, total })}
        </p>
      </div>
    </>
  );
}

/** The id of the first card of a page of the hall (`page-2`): "show more" without JavaScript lands there. */
function pageAnchor(page: number) {
  return `page-${page}`;
}

function stripPrefix(pathname: string) {
  return pathname.replace(/^\/ru(?=\/|$)/, "") || "/";
}

/**
 * The rows near the viewport of a long uniform grid: [first item, end item, space above, space below, near the
 * end of what is loaded], or null on the server and the first client render (every card is rendered then).
 * `expected` is how many items the list will hold once every page is loaded: the space below counts them, so
 * the grid's height does not change as pages arrive. Never more than VIRTUAL_LIST_LIMIT items are rendered.
 */
function useWindow(
  ref: React.RefObject<HTMLDivElement>,
  count: number,
  expected: number,
  overscanRows: number,
): [[number, number, number, number, boolean] | null, (index: number) => number | null] {
  const [range, setRange] = useState<[number, number, number, number, boolean] | null>(null);
  const metrics = useRef<{ cols: number; rowHeight: number } | null>(null);

  const update = useCallback(() => {
    const node = ref.current;
    if (!node || (count <= WINDOW_FROM && expected <= count)) {
      setRange(null);
      return;
    }
    if (!metrics.current) {
      const card = node.querySelector<HTMLElement>(".game-card");
      if (!card) return;
      const style = getComputedStyle(node);
      const cols = Math.max(1, style.gridTemplateColumns.split(" ").filter(Boolean).length);
      const gap = Number.parseFloat(style.rowGap) || 0;
      metrics.current = { cols, rowHeight: card.getBoundingClientRect().height + gap };
    }
    const { cols, rowHeight } = metrics.current;
    const loadedRows = Math.ceil(count / cols);
    const allRows = Math.max(loadedRows, Math.ceil(expected / cols));
    const top = node.getBoundingClientRect().top + window.scrollY;
    const wantFirst = Math.max(0, Math.floor((window.scrollY - top) / rowHeight) - overscanRows);
    const wantLast = Math.min(allRows, Math.ceil((window.scrollY + window.innerHeight - top) / rowHeight) + overscanRows);
    // Only loaded rows can be rendered; past them the reserved space stays empty until the next pages arrive.
    const maxRows = Math.floor(VIRTUAL_LIST_LIMIT / cols);
    // A short list keeps every loaded card (the server's, hydrated as they are): only the space below is reserved.
    // Windowing it would re-render the grid right after hydration and drop cards that were just hydrated.
    const whole = count <= WINDOW_FROM;
    const first = whole ? 0 : Math.min(wantFirst, loadedRows);
    const last = whole ? loadedRows : Math.min(loadedRows, first + maxRows, Math.max(first, wantLast));
    const next: [number, number, number, number, boolean] = [
      first * cols,
      Math.min(count, last * cols),
      first * rowHeight,
      (allRows - last) * rowHeight,
      wantLast >= loadedRows && loadedRows < allRows,
    ];
    setRange((current) => (current && current.every((value, index) => value === next[index]) ? current : next));
  }, [ref, count, expected, overscanRows]);

  useIsomorphicLayoutEffect(() => {
    update();
  }, [update]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const resized = () => {
      metrics.current = null;
      schedule();
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", resized);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", resized);
    };
  }, [update]);

  // Where an item's row starts on the page (rows are uniform), so a card outside the window can be scrolled to.
  const rowTop = useCallback(
    (index: number) => {
      const node = ref.current;
      if (!node || !metrics.current) return null;
      return node.getBoundingClientRect().top + window.scrollY + Math.floor(index / metrics.current.cols) * metrics.current.rowHeight;
    },
    [ref],
  );

  return [range, rowTop];
}
