import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameGrid } from "~/features/games/game-card";
import { loadJackpots } from "~/features/jackpots/jackpots.server";
import { WinnersTable } from "~/features/jackpots/winners-table";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import tournamentStyles from "~/styles/tournaments.css?url";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tournamentStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadJackpots(request, context);
}

export default function JackpotsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const options = { showFavourite: data.showFavourite, favourites: new Set(data.favourites), signedIn: data.signedIn };
  // The games every jackpot plays in, each once.
  const games = [...new Map(data.jackpots.flatMap((jackpot) => jackpot.games).map((game) => [game.sysname, game])).values()];
  return (
    <PageFrame>
      <div className="jackpots">
        {data.jackpots.length ? (
          <ul className="jackpots__list">
            {data.jackpots.map((jackpot) => (
              <li key={jackpot.id}>
                <article className="jackpot-card" data-testid={`jackpot-${jackpot.id}`} aria-labelledby={`jackpot-${jackpot.id}-name`}>
                  {jackpot.image ? <img className="jackpot-card__image" src={jackpot.image} alt="" width={320} height={160} loading="lazy" /> : null}
                  <div className="jackpot-card__body">
                    <h2 id={`jackpot-${jackpot.id}-name`} className="jackpot-card__name">
                      <LocaleLink to={`/jackpots/${encodeURIComponent(jackpot.id)}`}>{jackpot.name}</LocaleLink>
                    </h2>
                    <p className="jackpot-card__amount" data-testid="jackpot-amount">
                      {jackpot.amount}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="tournaments__empty">{t("jackpots.empty")}</p>
        )}
        {games.length ? (
          <section aria-labelledby="jackpot-games">
            <h2 id="jackpot-games">{t("jackpots.games")}</h2>
            <GameGrid games={games} options={options} />
          </section>
        ) : null}
        {data.winners.length ? (
          <>
            <WinnersTable winners={data.winners} caption={t("winners.latest")} id="jackpots-winners" />
            <LocaleLink to="/winners" className="button button--ghost">
              {t("winners.all")}
            </LocaleLink>
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
