import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/ui/locale";
import { LIMIT_PERIODS } from "./periods";

/**
 * Before the first deposit (issue 19, item 5): set a deposit limit now, or "not now". Beside the methods, never in
 * the way: the limit form posts to the responsible-gaming page, which comes back here; both are plain forms.
 */
export function FirstDepositPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const localize = useLocalizedPath();
  const here = `${location.pathname}${location.search}`;
  // The methods page is an index route: a post names it with `?index` (without JavaScript too).
  const skip = `${location.pathname}?index${location.search ? `&${location.search.slice(1)}` : ""}`;
  return (
    <section className="deposit-prompt" aria-labelledby="deposit-prompt-title" data-testid="deposit-limit-prompt">
      <h2 id="deposit-prompt-title" className="deposit-prompt__title">
        {t("responsibleGame.prompt.title")}
      </h2>
      <p className="deposit-prompt__text">{t("responsibleGame.prompt.text")}</p>
      <Form method="post" action={localize("/profile/responsible-game")} className="deposit-prompt__form">
        <input type="hidden" name="intent" value="limit" />
        <input type="hidden" name="back" value={here} />
        <div className="field">
          <label className="field__label" htmlFor="prompt-period">
            {t("responsibleGame.limit.period")}
          </label>
          <select id="prompt-period" name="period" className="field__input" defaultValue="day">
            {LIMIT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`responsibleGame.limit.periods.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="prompt-amount">
            {t("responsibleGame.limit.amount")}
          </label>
          <input id="prompt-amount" name="amount" className="field__input" inputMode="numeric" autoComplete="off" required />
        </div>
        <button type="submit" className="button button--primary">
          {t("responsibleGame.prompt.set")}
        </button>
      </Form>
      <Form method="post" action={skip} className="deposit-prompt__skip">
        <input type="hidden" name="intent" value="skip-limit-prompt" />
        <button type="submit" className="button button--ghost">
          {t("responsibleGame.prompt.skip")}
        </button>
      </Form>
    </section>
  );
}
