import { useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/ui/dialog";
import { LocaleLink } from "~/ui/locale";
import { PROMO_ACTIVATED_PARAM, withoutPromoOutcome } from "./promo-code-params";

/**
 * The "promo code activated" dialog (spec §2), opened by the promo-code action's answer (`?promo_activated=`):
 * the server renders it open, so it works without JavaScript; closing leads to the page without the flag.
 */
export function PromoActivatedDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(location.search).get(PROMO_ACTIVATED_PARAM);
  if (!code) return null;
  const closeHref = withoutPromoOutcome(location.pathname, location.search);
  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });
  return (
    <Dialog title={t("promoCode.activated.title")} closeHref={closeHref} onClose={close}>
      <div className="promo-activated">
        <p className="promo-activated__text">{t("promoCode.activated.text", { code })}</p>
        <div className="dialog__actions">
          <LocaleLink to="/profile/bonuses" className="button button--primary button--block">
            {t("promoCode.activated.toBonuses")}
          </LocaleLink>
          <LocaleLink to={closeHref} replace preventScrollReset className="button button--ghost button--block">
            {t("close")}
          </LocaleLink>
        </div>
      </div>
    </Dialog>
  );
}
