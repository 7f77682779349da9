import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { TournamentFacts, useScheduleFacts } from "~/features/tournaments/facts";
import { ParticipateForm } from "~/features/tournaments/tournament-parts";
import { tournamentStatuses } from "~/features/tournaments/tournaments";
import { type TournamentView, loadTournaments, tournamentsAction } from "~/features/tournaments/tournaments.server";
import tournamentStyles from "~/styles/tournaments.css?url";
import { formatAmount } from "~/lib/format";
import { LocaleLink, useLocale, useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: tournamentStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadTournaments(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return tournamentsAction({ request, context });
}

/** After joining from the list only that tournament is read again (the action answers it); the list stays. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, currentUrl, defaultShouldRevalidate }) => {
  if (formMethod?.toUpperCase() === "POST" && formAction?.split("?")[0] === currentUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export default function TournamentsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // Spec §4: the reloaded tournament replaces its old self in its list.
  const replaced = actionData?.tournament ?? null;
  const tournaments = data.tournaments.map((item) => (replaced && item.id === replaced.id ? replaced : item));
  return (
    <PageFrame>
      <div className="tournaments">
        {tournamentStatuses.map((status) => {
          const items = tournaments.filter((item) => item.status === status);
          return (
            <section key={status} className="tournaments__group" aria-labelledby={`tournaments-${status}`}>
              <h2 id={`tournaments-${status}`} className="tournaments__heading">
                {t(`tournaments.lists.${status}`)}
              </h2>
              {items.length ? (
                <ul className="tournaments__list">
                  {items.map((item) => (
                    <li key={item.id}>
                      <TournamentCard tournament={item} action={localize("/tournaments?index")} signedIn={data.signedIn} error={actionData?.id === item.id ? actionData.error : null} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="tournaments__empty">{t(`tournaments.empty.${status}`)}</p>
              )}
            </section>
          );
        })}
      </div>
    </PageFrame>
  );
}

function TournamentCard({ tournament, action, signedIn, error }: { tournament: TournamentView; action: string; signedIn: boolean; error: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const schedule = useScheduleFacts(tournament);
  return (
    <article className="tournament-card" data-testid={`tournament-card-${tournament.id}`} aria-labelledby={`tournament-${tournament.id}-name`}>
      {tournament.image ? <img className="tournament-card__image" src={tournament.image} alt="" width={320} height={160} loading="lazy" /> : null}
      <div className="tournament-card__body">
        <h3 id={`tournament-${tournament.id}-name`} className="tournament-card__name">
          <LocaleLink to={`/tournaments/${encodeURIComponent(tournament.id)}`}>{tournament.name || t("pages.tournament.title")}</LocaleLink>
        </h3>
        <TournamentFacts
          facts={[
            tournament.prize ? { id: "prize", label: t("tournaments.prizeFund"), value: tournament.prize } : null,
            ...schedule,
            tournament.mine ? { id: "mine", label: t("tournaments.yourPoints"), value: formatAmount(tournament.mine.points, { locale }) } : null,
          ]}
        />
        <ParticipateForm tournament={tournament} action={action} signedIn={signedIn} error={error} />
      </div>
    </article>
  );
}
