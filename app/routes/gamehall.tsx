import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GameGrid } from "~/features/games/game-card";
import { LobbyFilterForm, LobbyTabs } from "~/features/games/lobby-filters";
import { LobbyGrid } from "~/features/games/lobby-grid";
import { lobbySearch } from "~/features/games/lobby";
import { loadLobby, loadLobbyMore } from "~/features/games/lobby.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { withSeo } from "~/content/seo";
import { BannerLink } from "~/features/promo/banner-link";
import { loadBanners } from "~/features/promo/banners.server";
import { localeOf } from "~/i18n/config";
import { getApi } from "~/platform/api/index.server";

export const meta = withSeo(pageFrameMeta);

const heading = pageFrameLoader("gamehall");

const FILTER_PARAMS = ["query", "category", "providers", "type", "tab", "page"];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  // The grid's continuous loading asks for the next pages only (`more={pages}`).
  if (url.searchParams.has("more")) return { more: true as const, ...(await loadLobbyMore(args.request, args.context)) };
  // A plain GET form (no JavaScript) also sends its empty fields and one `providers` per checkbox: one
  // redirect to the clean address, with the spec's comma list.
  const empty = FILTER_PARAMS.filter((name) => url.searchParams.has(name) && url.searchParams.getAll(name).every((value) => !value.trim()));
  const providers = url.searchParams.getAll("providers").filter((value) => value.trim());
  if (empty.length || providers.length > 1) {
    empty.forEach((name) => url.searchParams.delete(name));
    if (providers.length > 1) url.searchParams.set("providers", providers.join(","));
    throw redirect(`${url.pathname}${url.search.replace(/%2C/g, ",")}`);
  }
  // The hall's banners (position gamehall, decision 028) beside the lobby's reads: no extra depth.
  const [page, lobby, banners] = await Promise.all([
    heading(args),
    loadLobby(args.request, args.context),
    loadBanners(getApi(args.request, args.context), localeOf(args.request), ["gamehall"]),
  ]);
  return { more: false as const, ...page, ...lobby, banners };
}

export default function GamehallPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The filters' disclosure stays open while its own changes navigate (the form is new for each filter set).
  const [filtersOpen, setFiltersOpen] = useState(false);
  if (data.more) return null;
  const { filters } = data;
  const options = { showFavourite: data.showFavourite, favourites: new Set(data.favourites), signedIn: data.signedIn };
  const filterKey = lobbySearch({ ...filters, query: "", page: 1 });
  const empty = filters.tab === "favourites" ? "games.noFavourites" : filters.query || filters.category || filters.providers.length || filters.type !== "all" ? "games.noResults" : "games.empty";
  return (
    <PageFrame>
      <div className="lobby">
        {data.banners.length ? (
          <section className="hall-banners" aria-label={t("games.banners")}>
            <ul className="hall-banners__list">
              {data.banners.map((banner, index) => (
                <li key={banner.id}>
                  <BannerLink banner={banner} fallback="/promotions" eager={index === 0} sizes={index === data.banners.length - 1 && index % 2 === 0 ? "100vw" : "(min-width: 768px) 50vw, 100vw"} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <LobbyTabs filters={filters} signedIn={data.signedIn} />
        <LobbyFilterForm key={filterKey} data={data} open={filtersOpen} onToggle={setFiltersOpen} />
        {data.recent.length ? (
          <section className="lobby__recent" aria-labelledby="recent-title">
            <h2 id="recent-title" className="section-title">
              {t("games.recent")}
            </h2>
            <GameGrid games={data.recent} options={options} className="game-grid--row" />
          </section>
        ) : null}
        {filters.query ? <p className="lobby__results">{t("games.search.results", { query: filters.query, total: data.total })}</p> : null}
        {data.games.length ? (
          <LobbyGrid
            key={`${filterKey}|${filters.query}|${filters.page}`}
            games={data.games}
            total={data.total}
            filters={filters}
            firstPage={data.firstPage}
            pageSize={data.pageSize}
            options={options}
          />
        ) : (
          <p className="lobby__empty" role="status">
            {t(empty)}
          </p>
        )}
      </div>
    </PageFrame>
  );
}
