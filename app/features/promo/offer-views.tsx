import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/format";
import { LocaleLink, useLocale } from "~/ui/locale";
import type { OfferAction } from "./offers";

/** What an offer or a promotion asks of the visitor: the one call to action, per the offer's trigger. */
export function OfferCallToAction({ offerId, action, signedIn, className }: { offerId: string; action: OfferAction | null; signedIn: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!action) return null;
  if (!signedIn) {
    return (
      <LocaleLink to="/forms/sign_up" className={`button button--primary ${className ?? ""}`}>
        {t("offers.actions.signUp")}
      </LocaleLink>
    );
  }
  if (action === "deposit") {
    return (
      <LocaleLink to={`/cashier/deposit?offer=${encodeURIComponent(offerId)}`} className={`button button--primary ${className ?? ""}`}>
        {t("offers.actions.deposit")}
      </LocaleLink>
    );
  }
  if (action === "promo_code") {
    return (
      <a href="#promo-code" className={`button button--primary ${className ?? ""}`}>
        {t("offers.actions.enterCode")}
      </a>
    );
  }
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="take" />
      <input type="hidden" name="offer_id" value={offerId} />
      <button type="submit" className="button button--primary">
        {t("offers.actions.take")}
      </button>
    </Form>
  );
}

/** A promotion's period: dd.mm.yyyy – dd.mm.yyyy (either end may be missing). */
export function PromotionDates({ from, to, finished }: { from: string | null; to: string | null; finished: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (finished) return <p className="promo-dates promo-dates--finished">{t("promotions.finished")}</p>;
  if (!from && !to) return null;
  return (
    <p className="promo-dates">
      {from ? <time dateTime={from}>{formatDate(from, locale)}</time> : null}
      {from && to ? " – " : null}
      {to ? (
        <>
          {!from ? `${t("promotions.until")} ` : null}
          <time dateTime={to}>{formatDate(to, locale)}</time>
        </>
      ) : null}
    </p>
  );
}

/** Promotion and offer pictures are 960×360 (the sandbox's art; the operator's keep that ratio). */
export const PROMO_IMAGE = { width: 960, height: 360 } as const;
