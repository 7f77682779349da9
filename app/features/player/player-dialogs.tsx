import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DialogItem } from "~/features/dialogs/stack";
import { formatAmount } from "~/lib/format";
import { Dialog } from "~/ui/dialog";
import { LocaleLink, useLocale, useLocalizedPath } from "~/ui/locale";
import { CASHBACK_SEEN_ACTION, POPUP_PREVIEW_HASH, popupsAllowedOn, withoutPopupFlag } from "./after-login";
import type { CashbackProps } from "./after-login-queue";
import { namesAmount, withAmountFormatted } from "./amount-in-text";
import type { CampaignPopupView } from "./player.server";

/**
 * The signed-in player's dialogs of the after-login queue and the URL's campaign popup: in the signed-in session's
 * chunk (see ./player-session), never in what a guest's page downloads (issue 26 item 6).
 */

// ── after-login queue and campaign popups ──────────────────────────────────────────────────────────────

type PopupProps = CampaignPopupView & { preview?: boolean };

/**
 * `?popup={sysname}` (spec §2): the server renders the popup open, so it works without JavaScript; closing
 * leads to the page without the flag. `#popup-preview` marks it as a preview.
 */
export function UrlCampaignPopup({ popup }: { popup: CampaignPopupView | null }) {
  const location = useLocation();
  const [preview, setPreview] = useState(false);
  useEffect(() => setPreview(location.hash === POPUP_PREVIEW_HASH), [location.hash]);
  const open = Boolean(popup && new URLSearchParams(location.search).get("popup") === popup.sysname && popupsAllowedOn(location.pathname));
  if (!open || !popup) return null;
  return <CampaignPopupDialog popup={{ ...popup, preview }} closeHref={withoutPopupFlag(location.pathname, location.search)} />;
}

function CampaignPopupDialog({ popup, closeHref, onClose }: { popup: PopupProps; closeHref: string; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={popup.title} closeHref={closeHref} onClose={onClose}>
      <div className="campaign-popup" data-popup={popup.sysname}>
        {popup.preview ? <p className="campaign-popup__preview">{t("playerSession.popup.preview")}</p> : null}
        {popup.image ? <img className="campaign-popup__image" src={popup.image} alt="" width={960} height={360} decoding="async" /> : null}
        {popup.text ? <p className="campaign-popup__text">{popup.text}</p> : null}
        <div className="dialog__actions">
          {popup.link ? (
            <LocaleLink to={popup.link} className="button button--primary button--block" onClick={onClose}>
              {popup.button ?? t("playerSession.popup.more")}
            </LocaleLink>
          ) : null}
          {/* A link to the page without the dialog, so that it closes without JavaScript too (the server rendered it open). */}
          <LocaleLink
            to={closeHref}
            replace
            preventScrollReset
            className="button button--ghost button--block"
            onClick={(event) => {
              if (!onClose) return;
              event.preventDefault();
              onClose();
            }}
          >
            {t("close")}
          </LocaleLink>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The unseen-cashback dialog. Closing it (either button, or the close control) posts the id to the platform's
 * storage (spec §4); without JavaScript that post answers a redirect back, or to the cashback page, with the
 * queue's campaign popup next by query. With JavaScript the post goes in the background and the stack moves on.
 */
function CashbackDialog({ cashback, onClose }: { cashback: CashbackProps; onClose: (to?: string) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const here = `${location.pathname}${location.search}`;
  const toCashback = localize("/profile/cashback");
  const fields = { cashback_id: cashback.id, ...(cashback.nextPopup ? { next_popup: cashback.nextPopup } : {}) };
  return (
    <Dialog
      title={t("playerSession.cashback.title")}
      closeHref={here}
      onClose={() => onClose()}
      closeAction={{ action: CASHBACK_SEEN_ACTION, fields: { ...fields, redirectTo: here } }}
    >
      <form
        method="post"
        action={CASHBACK_SEEN_ACTION}
        className="cashback-popup"
        data-cashback={cashback.id}
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          onClose(submitter?.value === toCashback ? toCashback : undefined);
        }}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {cashback.title && namesAmount(cashback.title, cashback.amount?.amount) ? (
          // The platform's title names the amount ("15000 so‘m keshbek"): it is the amount's line, written once.
          <p className="cashback-popup__amount">{withAmountFormatted(cashback.title, cashback.amount?.amount, locale)}</p>
        ) : (
          <>
            <p>{cashback.title ?? t("playerSession.cashback.text")}</p>
            {cashback.amount ? <p className="cashback-popup__amount">{formatAmount(cashback.amount.amount, { currency: cashback.amount.currency, locale })}</p> : null}
          </>
        )}
        <p className="cashback-popup__hint">{t("playerSession.cashback.hint")}</p>
        <div className="dialog__actions">
          <button type="submit" name="redirectTo" value={toCashback} className="button button--primary button--block">
            {t("playerSession.cashback.action")}
          </button>
          <button type="submit" name="redirectTo" value={here} className="button button--ghost button--block">
            {t("close")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Tells the platform the cashback was seen, in the background (kept alive when the player navigates on). */
function storeSeenCashback(id: string) {
  const body = new FormData();
  body.set("cashback_id", id);
  void fetch(CASHBACK_SEEN_ACTION, { method: "POST", body, credentials: "same-origin", keepalive: true }).catch(() => {
    // Not stored: the rule may show the dialog again after the next sign-in.
  });
}

/** One dialog of the after-login queue (the unseen cashback, a campaign popup), as the root's dialog host renders it. */
export function QueuedPlayerDialog({ item, close, navigate }: { item: DialogItem; close: () => void; navigate: (to: string) => void }) {
  const location = useLocation();
  if (item.component === "cashback") {
    const cashback = item.props as CashbackProps;
    return (
      <CashbackDialog
        cashback={cashback}
        onClose={(to) => {
          storeSeenCashback(cashback.id);
          close();
          if (to) navigate(to);
        }}
      />
    );
  }
  return <CampaignPopupDialog popup={item.props as unknown as PopupProps} closeHref={`${location.pathname}${location.search}`} onClose={close} />;
}
