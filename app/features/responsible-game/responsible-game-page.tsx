import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FormErrors, SubmitButton } from "~/features/auth/form-status";
import { ScaffoldPage } from "~/features/scaffold/scaffold-page";
import { Dialog } from "~/ui/dialog";
import { FieldErrors } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import type { ResponsibleGameActionData, ResponsibleGameData, ResponsibleGamePath } from "./responsible-game.server";
import { BREAK_PERIODS, type BreakPeriod, EXCLUSION_PERIODS, LIMIT_PERIODS, TIMEOUT_PERIODS } from "./rules";

/**
 * The player's protection page (issue 19, decision 026): the deposit limit (in force, waiting, change, remove),
 * a time-out and a self-exclusion. Plain forms that work without JavaScript; taking a break goes through a
 * confirm step the server opens (`?confirm=24h`) in the one dialog component.
 */
export function ResponsibleGamePage({ path }: { path: ResponsibleGamePath }) {
  const data = useLoaderData() as ResponsibleGameData;
  const actionData = useActionData() as ResponsibleGameActionData | undefined;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const action = localize(path);
  const errorsFor = (intent: ResponsibleGameActionData["intent"]) => (actionData?.intent === intent ? actionData.errors : undefined);
  const limitErrors = errorsFor("limit");
  const typed = actionData?.intent === "limit" ? actionData.values : undefined;
  const active = data.limits?.active ?? null;
  const pending = data.limits?.pending ?? null;

  return (
    <ScaffoldPage>
      <section className="account-panel" aria-labelledby="rg-limit-title" data-testid="rg-limit">
        <h2 id="rg-limit-title" className="account-panel__title">
          {t("responsibleGame.limit.title")}
        </h2>
        {data.limits === null ? (
          <p className="account-panel__warning">{t("responsibleGame.limit.unavailable")}</p>
        ) : active ? (
          <div className="rg-limit__current" data-testid="rg-limit-current">
            <p className="account-panel__state">{t(`responsibleGame.limit.current.${active.period}`, { amount: active.amount })}</p>
            <p className="account-panel__state">{t("responsibleGame.limit.available", { amount: active.available })}</p>
            {active.renewsAt ? <p className="account-panel__state">{t("responsibleGame.limit.renews", { date: active.renewsAt })}</p> : null}
          </div>
        ) : (
          <p className="account-panel__state" data-testid="rg-limit-current">
            {t("responsibleGame.limit.none")}
          </p>
        )}

        {pending ? (
          <div className="rg-limit__pending" data-testid="rg-limit-pending">
            <p className="account-panel__state">
              {pending.period && pending.amount
                ? t(`responsibleGame.limit.pending.${pending.period}`, { amount: pending.amount, date: pending.effectiveAt })
                : t("responsibleGame.limit.pending.removal", { date: pending.effectiveAt })}
            </p>
            <Form method="post" action={action} className="auth-form">
              <FormErrors id="rg-cancel-errors" errors={errorsFor("cancel")?.form ? [errorsFor("cancel")!.form!] : undefined} />
              <input type="hidden" name="intent" value="cancel" />
              <SubmitButton action={action}>{t("responsibleGame.limit.cancel")}</SubmitButton>
            </Form>
          </div>
        ) : null}

        <Form method="post" action={action} className="auth-form" id="rg-limit-form" noValidate>
          <FormErrors id="rg-limit-errors" errors={limitErrors?.form ? [limitErrors.form] : undefined} />
          <input type="hidden" name="intent" value="limit" />
          <div className="field" data-invalid={limitErrors?.period ? "" : undefined}>
            <label className="field__label" htmlFor="rg-period">
              {t("responsibleGame.limit.period")}
            </label>
            <select
              id="rg-period"
              name="period"
              className="field__input"
              defaultValue={typed?.period ?? active?.period ?? "day"}
              aria-invalid={limitErrors?.period ? true : undefined}
              aria-describedby={limitErrors?.period ? "rg-period-errors" : undefined}
            >
              {LIMIT_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`responsibleGame.limit.periods.${period}`)}
                </option>
              ))}
            </select>
            <FieldErrors id="rg-period-errors" errors={limitErrors?.period ? [limitErrors.period] : undefined} />
          </div>
          <div className="field" data-invalid={limitErrors?.amount ? "" : undefined}>
            <label className="field__label" htmlFor="rg-amount">
              {t("responsibleGame.limit.amount")}
            </label>
            <input
              id="rg-amount"
              name="amount"
              className="field__input"
              inputMode="numeric"
              autoComplete="off"
              required
              defaultValue={typed?.amount ?? ""}
              aria-invalid={limitErrors?.amount ? true : undefined}
              aria-describedby={["rg-amount-hint", limitErrors?.amount ? "rg-amount-errors" : null].filter(Boolean).join(" ")}
            />
            <p id="rg-amount-hint" className="field__hint">
              {t("responsibleGame.limit.rule")}
            </p>
            <FieldErrors id="rg-amount-errors" errors={limitErrors?.amount ? [limitErrors.amount] : undefined} />
          </div>
          <SubmitButton action={action}>{t("responsibleGame.limit.save")}</SubmitButton>
        </Form>

        {active && !(pending && pending.period === null) ? (
          <Form method="post" action={action} className="auth-form">
            <FormErrors id="rg-remove-errors" errors={errorsFor("remove")?.form ? [errorsFor("remove")!.form!] : undefined} />
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="button button--ghost button--block">
              {t("responsibleGame.limit.remove")}
            </button>
          </Form>
        ) : null}
      </section>

      <BreakSection kind="timeout" periods={TIMEOUT_PERIODS} action={action} />
      <BreakSection kind="exclusion" periods={EXCLUSION_PERIODS} action={action} errors={errorsFor("break")?.form} />

      {data.help.length ? (
        <section className="account-panel" aria-labelledby="rg-help-title" data-testid="rg-help">
          <h2 id="rg-help-title" className="account-panel__title">
            {t("responsibleGame.help.title")}
          </h2>
          <p className="account-panel__state">{t("responsibleGame.help.lead")}</p>
          <ul className="rg-help__list">
            {data.help.map((organisation) => (
              <li key={organisation.url} className="rg-help__item">
                <a href={organisation.url} className="rg-help__link" rel="noopener noreferrer external">
                  {organisation.name}
                </a>
                {organisation.description ? <p className="rg-help__about">{organisation.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.confirm ? <BreakConfirm period={data.confirm} action={action} path={path} /> : null}
    </ScaffoldPage>
  );
}

/** A choice of length, posted: the server answers with the confirm step (nothing is taken yet). */
function BreakSection({ kind, periods, action, errors }: { kind: "timeout" | "exclusion"; periods: readonly BreakPeriod[]; action: string; errors?: string }) {
  const { t } = useTranslation();
  return (
    <section className="account-panel" aria-labelledby={`rg-${kind}-title`} data-testid={`rg-${kind}`}>
      <h2 id={`rg-${kind}-title`} className="account-panel__title">
        {t(`responsibleGame.${kind}.title`)}
      </h2>
      <p className="account-panel__state">{t(`responsibleGame.${kind}.about`)}</p>
      <Form method="post" action={action} className="auth-form">
        <FormErrors id={`rg-${kind}-errors`} errors={errors ? [errors] : undefined} />
        <input type="hidden" name="intent" value="break" />
        <fieldset className="rg-break__choices">
          <legend className="field__label">{t(`responsibleGame.${kind}.choose`)}</legend>
          {periods.map((period, index) => (
            <label key={period} className="checkbox">
              <input type="radio" name="period" value={period} defaultChecked={index === 0} />
              <span>{t(`responsibleGame.periods.${period}`)}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--ghost button--block">
          {t(`responsibleGame.${kind}.next`)}
        </button>
      </Form>
    </section>
  );
}

/** The confirm step: exactly what happens, then the one button that takes the break, or back to the page. */
function BreakConfirm({ period, action, path }: { period: BreakPeriod; action: string; path: ResponsibleGamePath }) {
  const { t } = useTranslation();
  const kind = BREAK_PERIODS[period];
  const length = t(`responsibleGame.periods.${period}`);
  return (
    <Dialog kind="confirm" title={t(`responsibleGame.confirm.title.${kind}`, { length })} closeHref={action}>
      <div className="rg-confirm" data-testid="rg-confirm">
        <p>{t(`responsibleGame.confirm.what.${kind}`, { length })}</p>
        <p>{t("responsibleGame.confirm.signOut")}</p>
        <p>{t("responsibleGame.confirm.final")}</p>
        <Form method="post" action={action} className="auth-form">
          <input type="hidden" name="intent" value="break" />
          <input type="hidden" name="period" value={period} />
          <input type="hidden" name="confirmed" value="1" />
          <SubmitButton action={action}>{t(`responsibleGame.confirm.yes.${kind}`, { length })}</SubmitButton>
        </Form>
        <LocaleLink to={path} className="account-panel__back" replace>
          {t("responsibleGame.confirm.back")}
        </LocaleLink>
      </div>
    </Dialog>
  );
}
