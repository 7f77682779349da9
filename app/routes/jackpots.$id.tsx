import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameGrid } from "~/features/games/game-card";
import { loadJackpot } from "~/features/jackpots/jackpots.server";
import { WinnersTable } from "~/features/jackpots/winners-table";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import tournamentStyles from "~/styles/tournaments.css?url";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tournamentStyles },
];

/** The heading names the jackpot; an id the platform does not know is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  return loadJackpot(args);
}

export default function JackpotPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const jackpot = data.jackpot;
  if (!jackpot) return <PageFrame />;
  const options = { showFavourite: data.showFavourite, favourites: new Set(data.favourites), signedIn: data.signedIn };
  return (
    <PageFrame>
      <div className="jackpots">
        <p className="jackpot__amount" data-testid="jackpot-amount">
          <span className="visually-hidden">{t("jackpots.current")} </span>
          {jackpot.amount}
        </p>
        {jackpot.games.length ? (
          <section aria-labelledby="jackpot-games">
            <h2 id="jackpot-games">{t("jackpots.games")}</h2>
            <GameGrid games={jackpot.games} options={options} />
          </section>
        ) : null}
        {data.winners.length ? <WinnersTable winners={data.winners} caption={t("winners.ofJackpot")} id="jackpot-winners" showJackpot={false} /> : <p className="tournaments__empty">{t("winners.none")}</p>}
      </div>
    </PageFrame>
  );
}
