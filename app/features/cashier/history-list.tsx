import { useTranslation } from "react-i18next";
import type { HistoryRow } from "./history-rows";

/** A status as a coloured badge in the player's language (unknown statuses are shown as sent). */
export function HistoryStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = /^(success|paid_out|active|done|completed)$/.test(status) ? "good" : /^(fail|declined|expired|cancel|canceled|cancelled|removed)$/.test(status) ? "bad" : "wait";
  return (
    <span className={`history-status history-status--${tone}`} data-status={status}>
      {t(`history.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** History lines: what, when, how much, status. */
export function HistoryList({ rows, label }: { rows: HistoryRow[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="history-list" aria-label={label}>
      {rows.map((row) => (
        <li key={`${row.kind}-${row.id}`} className="history-item" data-kind={row.kind} data-id={row.id}>
          <div className="history-item__main">
            <span className="history-item__title">
              {t(`history.kind.${row.kind}`)} <span className="history-item__id">#{row.id}</span>
              {row.title ? <span className="history-item__detail"> · {row.title}</span> : null}
            </span>
            {row.when ? <span className="history-item__when">{row.when}</span> : null}
          </div>
          <div className="history-item__side">
            {row.amount ? <strong className="history-item__amount">{row.amount}</strong> : null}
            <HistoryStatus status={row.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
