import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormErrors, useAllErrorsSubscription } from "~/features/auth/form-status";
import { formatAmount } from "~/lib/format";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { Field, FieldErrors } from "~/ui/field";
import { LocaleLink, useLocale, useLocalizedPath } from "~/ui/locale";
import type { DepositActionData, DepositOfferView, PendingDepositView } from "./deposit.server";
import { type DepositFormRules, NO_OFFER, depositSchema } from "./deposit-schema";
import type { CashierProblem } from "./errors";
import type { DepositMethodView } from "./method-view";
import { FreshFormNotice, MoneyKeyField, MoneySubmit } from "./money-submit";
import { PAYMENT_BACK_URL_KEY } from "./pay-outcome";
import { CONFIRM_REPEAT_FIELD, PENDING_SEEN_FIELD } from "./pending-deposits";
import { localStore } from "~/lib/storage";

export interface DepositLimitView {
  available_amount?: number | null;
  limit_amount?: number | null;
  expired_at?: string | number | null;
  period: string;
}

export interface DepositFormProps {
  method: DepositMethodView;
  rules: DepositFormRules;
  offers: DepositOfferView[];
  presets: number[];
  currency: string;
  currencies: Record<string, string>;
  /** account.getcurrencyrates: how many units of the method's currency one unit of another is worth. */
  rates?: Record<string, unknown> | null;
  limit: DepositLimitView | null;
  limitUntil: string | null;
  detalization: { enableDetalization: boolean; displayedDetalization: boolean };
  moneyKey: string;
  /** The player's pending deposits of the last minutes (issue 29): shown above the form. */
  pending: PendingDepositView[];
  back: string | null;
  initial: { amount: string; campaign_offer_id: string; promo_code: string; currency: string };
  actionData?: DepositActionData;
}

/** The query of a preset link: the amount, with what else the page was opened with (back, offer, currency). */
function presetHref(search: string, amount: number) {
  const query = new URLSearchParams(search);
  query.set("amount", String(amount));
  return `?${query}`;
}

/** The deposits still waiting for their provider: a repeat of one of them is asked about first. */
function PendingDeposits({ pending }: { pending: PendingDepositView[] }) {
  const { t } = useTranslation();
  if (!pending.length) return null;
  return (
    <section className="deposit__pending" aria-labelledby="deposit-pending-title" data-testid="deposit-pending">
      <h2 id="deposit-pending-title" className="deposit__pending-title">
        {t("deposit.pending.title")}
      </h2>
      <ul className="deposit__pending-list">
        {pending.map((item) => (
          <li key={item.id} data-pending={item.id}>
            <strong>{item.amount}</strong> · {item.method} · {item.time}{" "}
            <LocaleLink to={`/cashier/paypending/${encodeURIComponent(item.id)}`}>{t("deposit.pending.status")}</LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "You already have a pending deposit of X — make another?" (issue 29): the answer to a same-amount repeat, above
 * the form with the typed values and the same key; its button sends the form again with the player's yes.
 */
function RepeatQuestion({ repeat }: { repeat: DepositActionData["repeat"] }) {
  const { t } = useTranslation();
  if (!repeat) return null;
  return (
    <div className="deposit__repeat" role="alert" data-problem="PendingDepositRepeat">
      <p>{t("deposit.repeat.text", { amount: repeat.amount })}</p>
      <MoneySubmit name={CONFIRM_REPEAT_FIELD} value="1" className="button button--primary">
        {t("deposit.repeat.confirm", { amount: repeat.amount })}
      </MoneySubmit>
    </div>
  );
}

function ProblemBox({ problem }: { problem: CashierProblem | null }) {
  const { t } = useTranslation();
  if (!problem?.next) return null;
  return (
    <p className="deposit__next">
      <LocaleLink to={problem.next.to} className="button button--ghost button--small">
        {t(problem.next.labelKey)}
      </LocaleLink>
    </p>
  );
}

/**
 * The deposit form (spec §3 deposit state): amount with presets and the sum rule, the offer (default "no
 * bonus"), a promo code, the method's requisites, the currency where there is a choice, the deposit limit and
 * the detalization. A real form: it works without JavaScript; with it, validation is instant and the button
 * cannot send twice. A method paid in a new window posts into one (`target=_blank`) and this window shows the
 * "opened in a new window" page.
 */
export function DepositForm(props: DepositFormProps) {
  const { method, rules, offers, presets, limit, detalization, actionData } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const schema = depositSchema(rules);
  const [form, fields] = useForm({
    id: `deposit-${method.sysname}`,
    lastResult: actionData?.result,
    defaultValue: { ...props.initial, back: props.back ?? "" },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  const { moneyKey } = props;
  const newWindow = method.flow === "new_window";
  const action = `${location.pathname}${location.search}`;

  useEffect(() => {
    // Spec §4: the page the player came from, kept for the return after a payment success.
    // Storage denied: the server's cookie carries it.
    const back = safeRedirectPath(props.back, "");
    if (back) localStore.setItem(PAYMENT_BACK_URL_KEY, back);
  }, [props.back]);

  const amountValue = Number(fields.amount.value ?? props.initial.amount);
  const chosenOffer = offers.find((offer) => String(offer.id) === String(fields.campaign_offer_id.value ?? props.initial.campaign_offer_id));
  const money = (value: number) => formatAmount(value, { currency: props.currency, locale });
  const formProps = getFormProps(form);

  const body = (
    <>
      <FreshFormNotice problem={actionData?.problem} />
      <RepeatQuestion repeat={actionData?.repeat} />
      <MoneyKeyField value={moneyKey} />
      <input type="hidden" name={PENDING_SEEN_FIELD} value={props.pending.map((item) => item.id).join(",")} />
      <input type="hidden" name={fields.back.name} value={props.back ?? ""} />

      <div className="deposit__amount">
        <Field
          label={t("deposit.amount")}
          field={fields.amount}
          inputMode="numeric"
          autoComplete="off"
          placeholder={String(method.min)}
          hint={t("deposit.amountHint", { min: money(method.min), max: money(method.max) })}
        />
        {presets.length ? (
          <div className="deposit__presets" role="group" aria-label={t("deposit.presets")}>
            {presets.map((value) => {
              const selected = String(value) === String(fields.amount.value ?? props.initial.amount);
              return (
                <a
                  key={value}
                  href={presetHref(location.search, value)}
                  className="chip"
                  aria-current={selected ? "true" : undefined}
                  data-testid="deposit-preset"
                  onClick={(event) => {
                    // With JavaScript the preset fills the field in place; without, the link reloads the form with it.
                    event.preventDefault();
                    form.update({ name: fields.amount.name, value: String(value) });
                  }}
                >
                  {money(value)}
                </a>
              );
            })}
          </div>
        ) : null}
      </div>

      {Object.keys(props.currencies).length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor={fields.currency.id}>
            {t("deposit.currency")}
          </label>
          <select className="field__input" {...getSelectProps(fields.currency)} required={false}>
            {Object.entries(props.currencies).map(([code, symbol]) => (
              <option key={code} value={code}>
                {code} ({symbol})
              </option>
            ))}
          </select>
          <FieldErrors id={fields.currency.errorId} errors={fields.currency.errors} />
          {props.rates
            ? Object.keys(props.currencies)
                .filter((code) => code !== method.currency && typeof props.rates?.[code] === "number")
                .map((code) => (
                  <p key={code} className="field__hint">
                    1 {code} ≈ {formatAmount(props.rates?.[code] as number, { currency: method.currency, locale })}
                  </p>
                ))
            : null}
        </div>
      ) : null}

      {method.requisites.length ? (
        <fieldset className="deposit__requisites">
          <legend>{t("deposit.requisitesHeading")}</legend>
          {method.requisites.map((item) => {
            const field = fields.requisites.getFieldset()[item.name];
            if (!field) return null;
            return (
              <Field
                key={item.name}
                label={t(`deposit.requisites.${item.type}`, { defaultValue: item.name })}
                field={field}
                inputMode={item.type === "card" ? "numeric" : undefined}
                autoComplete={item.type === "card" ? "cc-number" : item.type === "card_holder" ? "cc-name" : "off"}
              />
            );
          })}
        </fieldset>
      ) : null}

      {offers.length ? (
        <fieldset className="deposit__offers">
          <legend>{t("deposit.offers")}</legend>
          {[{ id: NO_OFFER, title: t("deposit.noOffer") }, ...offers].map((offer) => (
            <label key={offer.id} className="deposit__offer">
              <input
                {...getInputProps(fields.campaign_offer_id, { type: "radio", value: String(offer.id) })}
                // conform gives every radio of the field the field's id: each needs its own.
                id={`${fields.campaign_offer_id.id}-${offer.id}`}
                key={`${fields.campaign_offer_id.key}-${offer.id}`}
              />
              <span>{offer.title}</span>
            </label>
          ))}
          <FieldErrors id={fields.campaign_offer_id.errorId} errors={fields.campaign_offer_id.errors} />
        </fieldset>
      ) : null}

      <Field label={t("deposit.promoCode")} field={fields.promo_code} autoComplete="off" autoCapitalize="characters" hint={t("deposit.promoHint")} />

      {limit ? (
        <div className="deposit__limit" data-testid="deposit-limit" data-invalid={actionData?.problem?.type === "BillingDepositLimitExceeded" ? "" : undefined}>
          <h2 className="deposit__limit-title">{t("deposit.limit.title")}</h2>
          <p>
            {t("deposit.limit.text", {
              available: money(limit.available_amount ?? 0),
              limit: money(limit.limit_amount ?? 0),
              period: t(`deposit.limit.periods.${limit.period}`, { defaultValue: limit.period }),
            })}
          </p>
          {props.limitUntil ? <p className="deposit__limit-until">{t("deposit.limit.until", { date: props.limitUntil })}</p> : null}
        </div>
      ) : null}

      {detalization.enableDetalization ? (
        <details className="deposit__detalization" open={detalization.displayedDetalization || undefined}>
          <summary>{t("deposit.detalization.title")}</summary>
          <dl>
            <div>
              <dt>{t("deposit.detalization.amount")}</dt>
              <dd>{Number.isFinite(amountValue) && amountValue > 0 ? money(amountValue) : "—"}</dd>
            </div>
            <div>
              <dt>{t("deposit.detalization.fee")}</dt>
              <dd>{money(0)}</dd>
            </div>
            <div>
              <dt>{t("deposit.detalization.bonus")}</dt>
              <dd>{chosenOffer?.title ?? t("deposit.noOffer")}</dd>
            </div>
            <div>
              <dt>{t("deposit.detalization.credited")}</dt>
              <dd>{Number.isFinite(amountValue) && amountValue > 0 ? money(amountValue) : "—"}</dd>
            </div>
          </dl>
        </details>
      ) : null}

      <FormErrors id={form.errorId} errors={form.errors} />
      <ProblemBox problem={actionData?.problem ?? null} />
      {newWindow ? <p className="deposit__note">{t("deposit.newWindowNote")}</p> : null}
      {method.flow === "mobile" ? <p className="deposit__note">{t("deposit.mobileNote")}</p> : null}
      <MoneySubmit>{t("deposit.submit")}</MoneySubmit>
    </>
  );

  if (newWindow) {
    return (
      <>
        <PendingDeposits pending={props.pending} />
        <form
          method="post"
          action={action}
          target="_blank"
          className="deposit__form"
          {...formProps}
          onSubmit={(event) => {
            formProps.onSubmit(event);
            if (event.defaultPrevented) return;
            // The payment goes on in the new window; this one shows where it went.
            window.setTimeout(() => navigate(localize("/cashier/paynewwindow")), 50);
          }}
        >
          {body}
        </form>
      </>
    );
  }
  return (
    <>
      <PendingDeposits pending={props.pending} />
      <Form method="post" action={action} className="deposit__form" {...formProps}>
        {body}
      </Form>
    </>
  );
}
