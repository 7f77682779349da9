import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, SubmitButton } from "~/features/auth/form-status";
import { PageFrame } from "~/features/page-frame/page-frame";
import { Dialog } from "~/ui/dialog";
import { FieldErrors } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import type { ResponsibleGameActionData, ResponsibleGameData, ResponsibleGamePath } from "./responsible-game.server";
import { REALITY_CHECK_INTERVALS } from "./reality-check";
import { BREAK_PERIODS, type BreakPeriod, EXCLUSION_PERIODS, LIMIT_PERIODS, SESSION_LIMITS, TIMEOUT_PERIODS } from "./rules";

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

  return (
    <PageFrame>
      <div className="rg-panels">
        <AmountLimitSection kind="limit" data={data} actionData={actionData} action={action} />
        <AmountLimitSection kind="loss" data={data} actionData={actionData} action={action} />
        <SessionLimitSection data={data} actionData={actionData} action={action} />

        <section className="account-panel" aria-labelledby="rg-reality-title" data-testid="rg-reality">
          <h2 id="rg-reality-title" className="account-panel__title">
            {t("responsibleGame.reality.title")}
          </h2>
          <p className="account-panel__state">{t("responsibleGame.reality.about")}</p>
          <Form method="post" action={action} className="auth-form" noValidate>
            <FormErrors id="rg-reality-form-errors" errors={errorsFor("reality")?.form ? [errorsFor("reality")!.form!] : undefined} />
            <input type="hidden" name="intent" value="reality" />
            <div className="field" data-invalid={errorsFor("reality")?.interval ? "" : undefined}>
              <label className="field__label" htmlFor="rg-interval">
                {t("responsibleGame.reality.interval")}
              </label>
              <select
                id="rg-interval"
                name="interval"
                className="field__input"
                defaultValue={String(data.realityInterval)}
                aria-invalid={errorsFor("reality")?.interval ? true : undefined}
                aria-describedby={errorsFor("reality")?.interval ? "rg-interval-errors" : undefined}
              >
                {[0, ...REALITY_CHECK_INTERVALS].map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t(`responsibleGame.reality.options.${minutes}`)}
                  </option>
                ))}
              </select>
              <FieldErrors id="rg-interval-errors" errors={errorsFor("reality")?.interval ? [errorsFor("reality")!.interval!] : undefined} />
            </div>
            <SubmitButton action={action}>{t("responsibleGame.reality.save")}</SubmitButton>
          </Form>
        </section>

        <BreakSection kind="timeout" periods={TIMEOUT_PERIODS} action={action} />
        <BreakSection kind="exclusion" periods={EXCLUSION_PERIODS} action={action} errors={errorsFor("break")?.form} />

        {data.help.length ? (
          <section className="account-panel rg-panels__wide" aria-labelledby="rg-help-title" data-testid="rg-help">
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
      </div>

      {data.confirm ? <BreakConfirm period={data.confirm} action={action} path={path} /> : null}
    </PageFrame>
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
          <legend className="field__label rg-break__legend">{t(`responsibleGame.${kind}.choose`)}</legend>
          {periods.map((period, index) => (
            <label key={period} className="rg-choice">
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

/**
 * An amount limit per day, week or month (decisions 026 and 035): the deposit limit and the loss limit share the
 * model and the form — in force, waiting (cancellable), change, remove; a decrease applies at once, a looser
 * change after 24 hours. Each has its own texts (`responsibleGame.limit.*`, `responsibleGame.loss.*`) and intents.
 */
const amountLimits = {
  limit: { data: "limits", id: "rg", testId: "rg-limit", intents: { save: "limit", cancel: "cancel", remove: "remove" }, about: false },
  loss: { data: "loss", id: "rg-loss", testId: "rg-loss", intents: { save: "loss", cancel: "lossCancel", remove: "lossRemove" }, about: true },
} as const;

function AmountLimitSection({ kind, data, actionData, action }: { kind: keyof typeof amountLimits; data: ResponsibleGameData; actionData?: ResponsibleGameActionData; action: string }) {
  const { t } = useTranslation();
  const { id, testId, intents, about } = amountLimits[kind];
  const texts = `responsibleGame.${kind}`;
  const errorsFor = (intent: ResponsibleGameActionData["intent"]) => (actionData?.intent === intent ? actionData.errors : undefined);
  const errors = errorsFor(intents.save);
  const typed = actionData?.intent === intents.save ? actionData.values : undefined;
  const limits = data[amountLimits[kind].data];
  const active = limits?.active ?? null;
  const pending = limits?.pending ?? null;
  return (
    <section className="account-panel" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="account-panel__title">
        {t(`${texts}.title`)}
      </h2>
      {about ? <p className="account-panel__state">{t(`${texts}.about`)}</p> : null}
      {limits === null ? (
        <p className="account-panel__warning">{t("responsibleGame.limit.unavailable")}</p>
      ) : active ? (
        <div className="rg-limit__current" data-testid={`${testId}-current`}>
          <p className="account-panel__state">{t(`${texts}.current.${active.period}`, { amount: active.amount })}</p>
          <p className="account-panel__state">{t(`${texts}.available`, { amount: active.available })}</p>
          {active.renewsAt ? <p className="account-panel__state">{t("responsibleGame.limit.renews", { date: active.renewsAt })}</p> : null}
        </div>
      ) : (
        <p className="account-panel__state" data-testid={`${testId}-current`}>
          {t(`${texts}.none`)}
        </p>
      )}
      {pending ? (
        <div className="rg-limit__pending" data-testid={`${testId}-pending`}>
          <p className="account-panel__state">
            {pending.period && pending.amount
              ? t(`${texts}.pending.${pending.period}`, { amount: pending.amount, date: pending.effectiveAt })
              : t(`${texts}.pending.removal`, { date: pending.effectiveAt })}
          </p>
          <Form method="post" action={action} className="auth-form">
            <FormErrors id={`${id}-cancel-errors`} errors={errorsFor(intents.cancel)?.form ? [errorsFor(intents.cancel)!.form!] : undefined} />
            <input type="hidden" name="intent" value={intents.cancel} />
            <SubmitButton action={action}>{t("responsibleGame.limit.cancel")}</SubmitButton>
          </Form>
        </div>
      ) : null}
      <Form method="post" action={action} className="auth-form" id={`${testId}-form`} noValidate>
        <FormErrors id={`${testId}-errors`} errors={errors?.form ? [errors.form] : undefined} />
        <input type="hidden" name="intent" value={intents.save} />
        <div className="field" data-invalid={errors?.period ? "" : undefined}>
          <label className="field__label" htmlFor={`${id}-period`}>
            {t("responsibleGame.limit.period")}
          </label>
          <select
            id={`${id}-period`}
            name="period"
            className="field__input"
            defaultValue={typed?.period ?? active?.period ?? "day"}
            aria-invalid={errors?.period ? true : undefined}
            aria-describedby={errors?.period ? `${id}-period-errors` : undefined}
          >
            {LIMIT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`responsibleGame.limit.periods.${period}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={`${id}-period-errors`} errors={errors?.period ? [errors.period] : undefined} />
        </div>
        <div className="field" data-invalid={errors?.amount ? "" : undefined}>
          <label className="field__label" htmlFor={`${id}-amount`}>
            {t(`${texts}.amount`)}
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            required
            defaultValue={typed?.amount ?? ""}
            aria-invalid={errors?.amount ? true : undefined}
            aria-describedby={[`${id}-amount-hint`, errors?.amount ? `${id}-amount-errors` : null].filter(Boolean).join(" ")}
          />
          <p id={`${id}-amount-hint`} className="field__hint">
            {t("responsibleGame.limit.rule")}
          </p>
          <FieldErrors id={`${id}-amount-errors`} errors={errors?.amount ? [errors.amount] : undefined} />
        </div>
        <SubmitButton action={action}>{t(`${texts}.save`)}</SubmitButton>
      </Form>
      {active && !(pending && pending.period === null) ? (
        <Form method="post" action={action} className="auth-form">
          <FormErrors id={`${id}-remove-errors`} errors={errorsFor(intents.remove)?.form ? [errorsFor(intents.remove)!.form!] : undefined} />
          <input type="hidden" name="intent" value={intents.remove} />
          <button type="submit" className="button button--ghost button--block">
            {t(`${texts}.remove`)}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** Decision 035: the session-time limit: a shorter one applies at once, a longer one or none after 24 hours. */
function SessionLimitSection({ data, actionData, action }: { data: ResponsibleGameData; actionData?: ResponsibleGameActionData; action: string }) {
  const { t } = useTranslation();
  const errorsFor = (intent: ResponsibleGameActionData["intent"]) => (actionData?.intent === intent ? actionData.errors : undefined);
  const errors = errorsFor("session");
  const session = data.session;
  const length = (minutes: number) => t(`responsibleGame.session.options.${minutes}`);
  return (
    <section className="account-panel" aria-labelledby="rg-session-title" data-testid="rg-session">
      <h2 id="rg-session-title" className="account-panel__title">
        {t("responsibleGame.session.title")}
      </h2>
      <p className="account-panel__state">{t("responsibleGame.session.about")}</p>
      {session === null ? (
        <p className="account-panel__warning">{t("responsibleGame.limit.unavailable")}</p>
      ) : (
        <p className="account-panel__state" data-testid="rg-session-current">
          {session.minutes ? t("responsibleGame.session.current", { length: length(session.minutes) }) : t("responsibleGame.session.none")}
        </p>
      )}
      {session?.pending ? (
        <div className="rg-limit__pending" data-testid="rg-session-pending">
          <p className="account-panel__state">
            {session.pending.minutes
              ? t("responsibleGame.session.pending", { length: length(session.pending.minutes), date: session.pending.effectiveAt })
              : t("responsibleGame.session.pendingRemoval", { date: session.pending.effectiveAt })}
          </p>
          <Form method="post" action={action} className="auth-form">
            <FormErrors id="rg-session-cancel-errors" errors={errorsFor("sessionCancel")?.form ? [errorsFor("sessionCancel")!.form!] : undefined} />
            <input type="hidden" name="intent" value="sessionCancel" />
            <SubmitButton action={action}>{t("responsibleGame.limit.cancel")}</SubmitButton>
          </Form>
        </div>
      ) : null}
      <Form method="post" action={action} className="auth-form" noValidate>
        <FormErrors id="rg-session-errors" errors={errors?.form ? [errors.form] : undefined} />
        <input type="hidden" name="intent" value="session" />
        <div className="field" data-invalid={errors?.minutes ? "" : undefined}>
          <label className="field__label" htmlFor="rg-session-minutes">
            {t("responsibleGame.session.label")}
          </label>
          <select id="rg-session-minutes" name="minutes" className="field__input" defaultValue={String(session?.minutes ?? 0)} aria-invalid={errors?.minutes ? true : undefined} aria-describedby={errors?.minutes ? "rg-session-minutes-errors" : undefined}>
            <option value="0">{t("responsibleGame.session.off")}</option>
            {SESSION_LIMITS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {length(minutes)}
              </option>
            ))}
          </select>
          <FieldErrors id="rg-session-minutes-errors" errors={errors?.minutes ? [errors.minutes] : undefined} />
        </div>
        <SubmitButton action={action}>{t("responsibleGame.session.save")}</SubmitButton>
      </Form>
    </section>
  );
}
