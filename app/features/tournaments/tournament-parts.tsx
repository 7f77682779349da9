import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors } from "~/features/auth/form-status";
import { MoneySubmit } from "~/features/cashier/money-submit";
import { formatAmount } from "~/lib/format";
import { useLocale } from "~/ui/locale";
import type { LeaderboardRowView, TournamentView } from "./tournaments.server";

/**
 * The participate form (spec §7 `tournaments.participate`): a real form. Its button is the money forms' one: busy
 * while this form is sent, and a second submit is cancelled before Remix sees it, so a double click posts once even
 * before the busy state has rendered (the platform keeps a player in once anyway).
 */
export function ParticipateForm({ tournament, action, signedIn, error }: { tournament: TournamentView; action: string; signedIn: boolean; error?: string | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (tournament.status === "finished") return null;
  if (tournament.joined) {
    return (
      <p className="tournament__joined" role="status">
        {t("tournaments.joined")}
      </p>
    );
  }
  if (!signedIn) {
    return (
      <Link to="?show_popup_auth=1" className="button button--primary tournament__join">
        {t("tournaments.signInToJoin")}
      </Link>
    );
  }
  // The list has a form per tournament: only the one being sent is busy.
  const pending = navigation.state !== "idle" && navigation.formData?.get("tournament_id") === tournament.id;
  const errorId = `participate-${tournament.id}-errors`;
  return (
    <Form method="post" action={action} className="tournament__form" preventScrollReset aria-describedby={error ? errorId : undefined}>
      <FormErrors id={errorId} errors={error ? [error] : undefined} />
      <input type="hidden" name="tournament_id" value={tournament.id} />
      <MoneySubmit className="button button--primary tournament__join" busy={pending} pendingLabel={t("tournaments.participate")}>
        {t("tournaments.participate")}
      </MoneySubmit>
    </Form>
  );
}

/** Places with points (and prizes where the tournament has them); the player's own row is marked. */
export function Leaderboard({ rows, caption, id }: { rows: readonly LeaderboardRowView[]; caption: string; id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prizes = rows.some((row) => row.prize);
  return (
    <div className="leaderboard" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="leaderboard__table" data-testid={id}>
        <caption id={`${id}-caption`} className="leaderboard__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("tournaments.place")}</th>
            <th scope="col">{t("tournaments.player")}</th>
            <th scope="col" className="leaderboard__number">{t("tournaments.points")}</th>
            {prizes ? <th scope="col" className="leaderboard__number">{t("tournaments.prize")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.place}-${row.fakename}`} className={row.mine ? "leaderboard__mine" : undefined} aria-current={row.mine ? "true" : undefined}>
              <td>{formatAmount(row.place, { locale })}</td>
              <td>
                {row.fakename}
                {row.mine ? <span className="leaderboard__you"> ({t("tournaments.you")})</span> : null}
              </td>
              <td className="leaderboard__number">{formatAmount(row.points, { locale })}</td>
              {prizes ? <td className="leaderboard__number">{row.prize ?? "—"}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
