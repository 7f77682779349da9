import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { promoCodeOf } from "~/features/player/promo-code";
import { usePromoCodePrefill } from "~/features/player/use-promo-code";
import { PROMO_CODE_ACTION, PROMO_ERROR_PARAM, promoCodeMessageKey, withoutPromoOutcome } from "./promo-code-params";

/**
 * The one place to enter a promo code (spec §2, §5): a plain form posting to the promo-code action, which comes
 * back to this page with the outcome in the query. Drop it into any page; it needs no loader data. The captured
 * `promo_code` (the query's, else the stored one) fills it in.
 */
export function PromoCodeForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const params = new URLSearchParams(location.search);
  const refusal = params.get(PROMO_ERROR_PARAM);
  const back = withoutPromoOutcome(location.pathname, location.search);
  const pending = navigation.state !== "idle" && navigation.formAction === PROMO_CODE_ACTION;
  usePromoCodePrefill(inputId);
  return (
    <section id="promo-code" className={["promo-code", className].filter(Boolean).join(" ")} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="promo-code__title">
        {t("promoCode.title")}
      </h2>
      <p className="promo-code__lead">{t("promoCode.lead")}</p>
      {/* A new key per outcome: the field shows the code the answer came back with, not the one typed before. */}
      <Form method="post" action={PROMO_CODE_ACTION} className="promo-code__form" key={location.key}>
        <input type="hidden" name="redirectTo" value={back} />
        <div className="field" data-invalid={refusal ? "" : undefined}>
          <label className="field__label" htmlFor={inputId}>
            {t("promoCode.label")}
          </label>
          <input
            id={inputId}
            className="field__input"
            name="promo_code"
            type="text"
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={promoCodeOf(location.search) ?? ""}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
          />
          <div id={errorId} className="field__errors" role={refusal ? "alert" : undefined}>
            {refusal ? <p className="field__error">{t(promoCodeMessageKey(refusal))}</p> : null}
          </div>
        </div>
        <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending || undefined}>
          {t("promoCode.submit")}
        </button>
      </Form>
    </section>
  );
}
