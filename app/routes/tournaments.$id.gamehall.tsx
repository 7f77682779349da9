import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameGrid } from "~/features/games/game-card";
import { TOURNAMENT_PAGE_SIZE } from "~/features/games/lobby";
import { favouriteIconVisible, favouritesOf, providerNames, toCard } from "~/features/games/lobby.server";
import { tournamentName } from "~/features/page-frame/headings.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);

const heading = pageFrameLoader("tournamentGamehall");

/** The games of one tournament (games.get with options `{id, type: "tournament"}`), 12 per page (spec §9). */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context, params } = args;
  const id = params.id ?? "";
  const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
  const api = getApi(request, context);
  const signedIn = isSignedIn(await getAccountInfo(request, context));
  const [page, name, games, favourites, showFavourite, names] = await Promise.all([
    heading(args),
    tournamentName(api, args),
    readOr(
      { items: [], total: 0 },
      api.games.get({ options: { id, type: "tournament" }, offset: (pageNumber - 1) * TOURNAMENT_PAGE_SIZE, count: TOURNAMENT_PAGE_SIZE }),
    ),
    favouritesOf(api, signedIn),
    favouriteIconVisible(request),
    providerNames(api),
  ]);
  return { ...page, param: name, id, pageNumber, games: games.items.map((game) => toCard(game, names)), total: games.total, favourites, showFavourite, signedIn };
}

export default function TournamentGamehallPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(data.total / TOURNAMENT_PAGE_SIZE));
  const options = { showFavourite: data.showFavourite, favourites: new Set(data.favourites), signedIn: data.signedIn };
  return (
    <PageFrame>
      <div className="lobby">
        <LocaleLink to={`/tournaments/${encodeURIComponent(data.id)}`} className="lobby__first-link">
          ← {t("games.backToTournament")}
        </LocaleLink>
        {data.games.length ? (
          <GameGrid games={data.games} options={options} />
        ) : (
          <p className="lobby__empty" role="status">
            {t("games.noResults")}
          </p>
        )}
        {pages > 1 ? (
          <nav className="pager" aria-label={t("games.tournamentGames")}>
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <Link key={number} to={`${location.pathname}${number > 1 ? `?page=${number}` : ""}`} className="pager__page" aria-current={number === data.pageNumber ? "page" : undefined}>
                {number}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
    </PageFrame>
  );
}
