import { useTranslation } from "react-i18next";
import { HistoryList } from "./history-list";
import type { HistoryRow } from "./history-rows";

/**
 * The 4 most recent transactions, cashier and bonuses merged, newest first (spec §9). Feed it from
 * `getRecentTransactions` (recent.server.ts) in the page's loader.
 */
export function RecentTransactions({ rows, headingLevel = 2 }: { rows: HistoryRow[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="recent-transactions" aria-labelledby="recent-transactions-title">
      <Heading id="recent-transactions-title" className="cashier-section__title">
        {t("history.recent")}
      </Heading>
      {rows.length ? <HistoryList rows={rows} label={t("history.recent")} /> : <p className="history-empty">{t("history.recentEmpty")}</p>}
    </section>
  );
}
