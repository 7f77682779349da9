import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadWinners } from "~/features/jackpots/jackpots.server";
import { WinnersTable } from "~/features/jackpots/winners-table";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import tournamentStyles from "~/styles/tournaments.css?url";
import { Pager } from "~/ui/pager";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: tournamentStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadWinners(request, context);
}

export default function WinnersPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div className="jackpots">
        {data.winners.length ? <WinnersTable winners={data.winners} caption={t("winners.latest")} id="winners" /> : <p className="tournaments__empty">{t("winners.none")}</p>}
        <Pager current={data.pageNumber} pages={data.pages} href={(page) => (page > 1 ? `/winners?page=${page}` : "/winners")} />
      </div>
    </PageFrame>
  );
}
