import { useTranslation } from "react-i18next";
import { formatAmount } from "~/lib/format";
import { useLocale } from "~/ui/locale";
import type { TransactionView } from "./pay-result.server";

/** Deposit info (spec §3) as the player reads it: amount, method, date, status, number. */
export function TransactionDetails({ transaction, heading }: { transaction: TransactionView; heading?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="transaction" data-testid="transaction">
      {heading ? <h2 className="transaction__heading">{heading}</h2> : null}
      <dl className="transaction__facts">
        <div>
          <dt>{t("payment.fields.amount")}</dt>
          <dd data-testid="transaction-amount">{formatAmount(transaction.amount, { currency: transaction.currency, locale })}</dd>
        </div>
        {transaction.method ? (
          <div>
            <dt>{t("payment.fields.method")}</dt>
            <dd>{transaction.method}</dd>
          </div>
        ) : null}
        {transaction.date ? (
          <div>
            <dt>{t("payment.fields.date")}</dt>
            <dd>{transaction.date}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("payment.fields.status")}</dt>
          <dd data-testid="transaction-status" data-status={transaction.outcome}>
            {t(`payment.status.${transaction.outcome}`)}
          </dd>
        </div>
        <div>
          <dt>{t("payment.fields.number")}</dt>
          <dd data-testid="transaction-id">{transaction.id}</dd>
        </div>
      </dl>
    </div>
  );
}
