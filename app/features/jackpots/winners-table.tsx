import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";
import type { WinnerView } from "./jackpots.server";

/** Jackpot wins: who, which jackpot, in which game, how much and when (amounts and dates per spec §9). */
export function WinnersTable({ winners, caption, id, showJackpot = true }: { winners: readonly WinnerView[]; caption: string; id: string; showJackpot?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="leaderboard" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="leaderboard__table winners-table" data-testid={id}>
        <caption id={`${id}-caption`} className="leaderboard__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("winners.player")}</th>
            {showJackpot ? <th scope="col">{t("winners.jackpot")}</th> : null}
            <th scope="col">{t("winners.game")}</th>
            <th scope="col">{t("winners.amount")}</th>
            <th scope="col">{t("winners.date")}</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((winner) => (
            <tr key={winner.id}>
              <td data-label={t("winners.player")}>{winner.fakename}</td>
              {showJackpot ? <td data-label={t("winners.jackpot")}>{winner.jackpot ?? "—"}</td> : null}
              <td data-label={t("winners.game")}>{winner.game ? <LocaleLink to={`/game/${encodeURIComponent(winner.game.sysname)}`}>{winner.game.name}</LocaleLink> : "—"}</td>
              <td data-label={t("winners.amount")}>{winner.amount}</td>
              <td data-label={t("winners.date")} className="winners-table__date">{winner.at ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
