import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameGrid } from "~/features/games/game-card";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { Countdown } from "~/features/tournaments/countdown";
import { TournamentFacts, useScheduleFacts } from "~/features/tournaments/facts";
import { Leaderboard, ParticipateForm } from "~/features/tournaments/tournament-parts";
import { loadTournament, tournamentAction } from "~/features/tournaments/tournaments.server";
import tournamentStyles from "~/styles/tournaments.css?url";
import { formatAmount } from "~/lib/format";
import { LocaleLink, useLocale, useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);
export const links: LinksFunction = () => [{ rel: "stylesheet", href: tournamentStyles }];

/** The picture is the page's largest paint: fetched first (React 18 knows only the lowercase attribute). */
const highPriority = { fetchpriority: "high" } as Record<string, string>;

/** The heading names the tournament (never its id); an id the platform does not know is a 404. */
export async function loader(args: LoaderFunctionArgs) {
  return loadTournament(args);
}

export async function action(args: ActionFunctionArgs) {
  return tournamentAction(args);
}

export default function TournamentPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const locale = useLocale();
  // Counts and points read as the site writes numbers (spec §9: "16,473", never "16473").
  const count = (value: number) => formatAmount(value, { locale });
  const tournament = data.tournament;
  const schedule = useScheduleFacts(tournament ?? { starts: null, ends: null, participants: 0 });
  if (!tournament) return <PageFrame />;
  const path = `/tournaments/${encodeURIComponent(tournament.id)}`;
  const target = tournament.status === "future" ? tournament.startsAt : tournament.status === "active" ? tournament.endsAt : null;
  // The prize of each place: from the leaderboard's rows (the winners' once it is over), where the platform names one.
  const prizes = (tournament.status === "finished" && tournament.winners.length ? tournament.winners : data.leaderboard).filter((row) => row.prize);
  const options = { showFavourite: data.showFavourite, favourites: new Set(data.favourites), signedIn: data.signedIn };
  return (
    <PageFrame>
      <div className="tournament flow" data-status={tournament.status}>
        <div className="tournament__hero">
          {tournament.image ? <img className="tournament__image" src={tournament.image} alt="" width={960} height={360} {...highPriority} /> : null}
          <div className="tournament__summary">
            <p className="tournament__state">{t(`tournaments.state.${tournament.status}`)}</p>
            {tournament.prize ? (
              <p className="tournament__prize">
                <span>{t("tournaments.prizeFund")}</span> <strong>{tournament.prize}</strong>
              </p>
            ) : null}
            {target !== null ? <Countdown target={target} serverNow={data.now} label={t(tournament.status === "future" ? "tournaments.startsIn" : "tournaments.endsIn")} /> : null}
            <div className="tournament__actions">
              <ParticipateForm tournament={tournament} action={localize(path)} signedIn={data.signedIn} error={actionData?.error ?? null} />
              {tournament.gamesCount || tournament.status !== "finished" ? (
                <LocaleLink to={`${path}/gamehall`} className="button button--ghost tournament__games">
                  {t("tournaments.games")}
                </LocaleLink>
              ) : null}
            </div>
          </div>
        </div>

        <div className="tournament__layout">
          <div className="tournament__main flow">
            {tournament.status === "finished" && tournament.winners.length ? <Leaderboard rows={tournament.winners} caption={t("tournaments.winners")} id="tournament-winners" /> : null}
            {data.leaderboard.length ? (
              <Leaderboard rows={data.leaderboard} caption={t("tournaments.leaderboard")} id="tournament-leaderboard" />
            ) : (
              <p className="tournaments__empty">{t("tournaments.noLeaderboard")}</p>
            )}
            {tournament.mine ? (
              <p className="tournament__mine" data-testid="tournament-mine">
                {tournament.mine.place
                  ? t("tournaments.yourPlace", { place: count(tournament.mine.place), points: count(tournament.mine.points) })
                  : t("tournaments.yourPointsOnly", { points: count(tournament.mine.points) })}
              </p>
            ) : null}
          </div>

          <div className="tournament__aside flow">
            {prizes.length ? (
              <section className="tournament__panel" aria-labelledby="tournament-prizes">
                <h2 id="tournament-prizes">{t("tournaments.prizes")}</h2>
                <ol className="tournament__prizes">
                  {prizes.map((row) => (
                    <li key={row.place} data-place={row.place}>
                      <span>{t("tournaments.prizePlace", { place: row.place })}</span> <strong>{row.prize}</strong>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}

            <TournamentFacts
              wide
              facts={[
                ...schedule,
                { id: "points", label: t("tournaments.totalPoints"), value: count(tournament.points) },
                tournament.provider
                  ? {
                      id: "provider",
                      label: t("tournaments.provider"),
                      value: <LocaleLink to={`/gamehall?providers=${encodeURIComponent(tournament.provider.sysname)}`}>{tournament.provider.name}</LocaleLink>,
                    }
                  : null,
                ...tournament.restrictions.map((line) => ({ id: line.key, label: t(line.key), value: line.value })),
              ]}
            />

            {tournament.tags.length ? (
              <ul className="tournament__tags" aria-label={t("tournaments.tags")}>
                {tournament.tags.map((tag) => (
                  <li key={tag} className="chip">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}

            <section className="tournament__panel tournament__rules" aria-labelledby="tournament-rules">
              <h2 id="tournament-rules">{t("tournaments.rules")}</h2>
              {tournament.rules ? <p>{tournament.rules}</p> : null}
              <p data-testid="reset-on-cashout">{t(tournament.resetOnCashout ? "tournaments.resetOnCashout" : "tournaments.keptOnCashout")}</p>
            </section>
          </div>
        </div>

        {data.games.length ? (
          <section className="tournament__game-row flow__section" aria-labelledby="tournament-games">
            <header className="tournament__game-head">
              <h2 id="tournament-games">{t("tournaments.games")}</h2>
              {data.gamesTotal > data.games.length ? (
                <LocaleLink to={`${path}/gamehall`} className="tournament__all">
                  {t("tournaments.allGames")} <span className="tournament__count">{count(data.gamesTotal)}</span>
                </LocaleLink>
              ) : null}
            </header>
            <GameGrid games={data.games} options={options} className="game-grid--row" />
          </section>
        ) : null}
      </div>
    </PageFrame>
  );
}
