import { getFormProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, useAllErrorsSubscription } from "~/features/auth/form-status";
import { formatAmount } from "~/lib/format";
import { Field } from "~/ui/field";
import { LocaleLink, useLocale, useLocalizedPath } from "~/ui/locale";
import type { CashierProblem } from "./errors";
import { FreshFormNotice, MoneyKeyField, MoneySubmit } from "./money-submit";
import { CARD_DIGITS, CARD_PATTERN, type RequisiteView } from "./requisites";
import { type WithdrawMethodView, withdrawSchema } from "./withdraw-schema";

/** The next step of a cashier problem (confirm the contact, verify identity…), as a button beside the form. */
export function ProblemNextStep({ problem }: { problem: CashierProblem | null | undefined }) {
  const { t } = useTranslation();
  if (!problem?.next) return null;
  return (
    <p className="cashier-problem" data-problem={problem.type}>
      <LocaleLink to={problem.next.to} className="button button--primary button--small">
        {t(problem.next.labelKey)}
      </LocaleLink>
    </p>
  );
}

function requisiteLabel(t: (key: string, options?: Record<string, unknown>) => string, requisite: RequisiteView) {
  return t(`withdraw.requisites.${requisite.type}`, { defaultValue: requisite.name });
}

/**
 * The withdraw form of one method: amount within the method's bounds and the balance, and the method's
 * requisites. Render it keyed by its money key: a new key (after an accepted withdrawal, or a spent key) is a
 * new, empty form, so a second click cannot send the same withdrawal again.
 */
export function WithdrawForm({
  method,
  available,
  moneyKey,
  initialAmount,
  lastResult,
  problem,
}: {
  method: WithdrawMethodView;
  available: number;
  moneyKey: string;
  /** The amount to start with (carried back after fixing a refusal). */
  initialAmount?: string | null;
  lastResult?: SubmissionResult<string[]>;
  problem?: CashierProblem | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const schema = withdrawSchema(method, available, locale);
  const [form, fields] = useForm({
    id: `withdraw-${method.sysname}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { method: method.sysname, amount: initialAmount ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  const requisites = fields.requisites.getFieldset();
  const bounds = { min: formatAmount(method.min, { currency: method.currency, locale }), max: formatAmount(method.max, { currency: method.currency, locale }) };
  const action = localize(`/cashier/withdraw?method=${encodeURIComponent(method.sysname)}`);
  return (
    <Form method="post" action={action} className="withdraw-form" {...getFormProps(form)}>
      <FreshFormNotice problem={problem} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <ProblemNextStep problem={problem} />
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="method" value={method.sysname} />
      <MoneyKeyField value={moneyKey} />
      <Field
        label={t("withdraw.amount")}
        field={fields.amount}
        inputMode="numeric"
        autoComplete="off"
        hint={t("withdraw.amountHint", bounds)}
      />
      {method.requisites.map((requisite) => {
        const field = requisites[requisite.name];
        if (!field) return null;
        return (
          <Field
            key={requisite.name}
            label={requisiteLabel(t, requisite)}
            field={field}
            type={requisite.type === "phone" ? "tel" : requisite.type === "email" ? "email" : "text"}
            inputMode={requisite.type === "card" ? "numeric" : undefined}
            autoComplete={requisite.type === "card" ? "cc-number" : requisite.type === "card_holder" ? "cc-name" : "off"}
            hint={requisite.type === "card" ? t("withdraw.cardHint", CARD_DIGITS) : undefined}
            data-pattern={requisite.type === "card" ? CARD_PATTERN : undefined}
          />
        );
      })}
      <MoneySubmit pendingLabel={t("withdraw.submitting")}>{t("withdraw.submit")}</MoneySubmit>
    </Form>
  );
}

export interface PendingWithdrawal {
  id: string;
  when: string | null;
  amount: string;
  method: string | null;
}

/** Pending withdrawals, each with its cancel step: a link to confirm, then a POST form (works without JavaScript). */
export function PendingWithdrawals({
  items,
  confirmId,
  methodQuery,
  cancelError,
}: {
  items: PendingWithdrawal[];
  confirmId: string | null;
  methodQuery: string;
  cancelError: { id: string; messageKey: string } | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const orphanError = cancelError && !items.some((item) => item.id === cancelError.id) ? cancelError : null;
  return (
    <section className="pending-withdrawals" aria-labelledby="pending-withdrawals-title">
      <h2 id="pending-withdrawals-title" className="cashier-section__title">
        {t("withdraw.pendingTitle")}
      </h2>
      {orphanError ? (
        <p className="form-errors" role="alert">
          {t(orphanError.messageKey)}
        </p>
      ) : null}
      {items.length ? (
        <ul className="history-list">
          {items.map((item) => (
            <li key={item.id} id={`withdrawal-${item.id}`} className="history-item" data-id={item.id}>
              <div className="history-item__main">
                <span className="history-item__title">
                  {t("history.kind.withdrawal")} <span className="history-item__id">#{item.id}</span>
                  {item.method ? <span className="history-item__detail"> · {item.method}</span> : null}
                </span>
                {item.when ? <span className="history-item__when">{item.when}</span> : null}
              </div>
              <div className="history-item__side">
                <strong className="history-item__amount">{item.amount}</strong>
                {confirmId === item.id ? null : (
                  <LocaleLink to={`/cashier/withdraw?${methodQuery}cancel=${item.id}#withdrawal-${item.id}`} className="button button--ghost button--small" preventScrollReset>
                    {t("withdraw.cancel")}
                  </LocaleLink>
                )}
              </div>
              {cancelError?.id === item.id ? (
                <p className="form-errors pending-withdrawals__error" role="alert">
                  {t(cancelError.messageKey)}
                </p>
              ) : null}
              {confirmId === item.id ? (
                <Form method="post" action={localize(`/cashier/withdraw?${methodQuery.replace(/&$/, "")}`)} className="pending-withdrawals__confirm" preventScrollReset>
                  <p>{t("withdraw.cancelConfirm", { id: item.id, amount: item.amount })}</p>
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="id" value={item.id} />
                  <MoneySubmit className="button button--primary button--small" pendingLabel={t("withdraw.submitting")}>
                    {t("withdraw.cancelYes")}
                  </MoneySubmit>
                  <LocaleLink to={`/cashier/withdraw?${methodQuery.replace(/&$/, "")}`} className="button button--ghost button--small" preventScrollReset>
                    {t("withdraw.cancelKeep")}
                  </LocaleLink>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="history-empty">{t("withdraw.pendingEmpty")}</p>
      )}
    </section>
  );
}
