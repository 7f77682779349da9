import { useLocation, useNavigate } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { deferred } from "~/ui/deferred";
import type { SignedInSession as SignedInSessionType } from "./signed-in-session";
import { useTranslation } from "react-i18next";
import { dialogsAtom, useDialogs } from "~/features/dialogs/store";
import { dialogRenderer } from "~/features/dialogs/registry";
import { visibleDialogs } from "~/features/dialogs/stack";
import { Sidebar, SidebarController } from "~/features/shell/sidebar";
import { formatAmount } from "~/lib/format";
import { Dialog } from "~/ui/dialog";
import { LocaleLink, useLocale, useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { CASHBACK_SEEN_ACTION, POPUP_PREVIEW_HASH, popupsAllowedOn, withoutPopupFlag } from "./after-login";
import type { CampaignPopupView } from "./player.server";
import { type CashbackProps, afterLoginItems } from "./after-login-queue";
import { withAmountFormatted } from "./amount-in-text";
import { capturePromoCode } from "./promo-code";

/**
 * What only a signed-in player's pages run (the inactivity guard, the reality check, the loyalty notices, the
 * activated-promo dialog): not in the chunks every page downloads (issue 26: a guest never needs it). The server
 * has it loaded before it renders (`preloadSignedInSession`, from the root loader), so its HTML is whole.
 */
const DeferredSignedInSession = deferred<ComponentProps<typeof SignedInSessionType>>(() => import("./signed-in-session").then((module) => module.SignedInSession));

export const preloadSignedInSession = () => DeferredSignedInSession.preload();

/** The signed-in player's session behaviours, mounted once in the root. Each one degrades to nothing without JS. */
export function PlayerSession() {
  const session = useRootData()?.session ?? null;
  return (
    <>
      <PromoCodeCapture />
      {session ? <DeferredSignedInSession forceLogoutSeconds={session.forceLogoutSeconds} /> : null}
      {session ? <UrlCampaignPopup popup={session.urlPopup} /> : null}
      <DialogHost />
    </>
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** `promo_code` in the query of any page is kept for the sign-up form (spec §2). */
function PromoCodeCapture() {
  const { search } = useLocation();
  useEffect(() => {
    const store = storage();
    if (store) capturePromoCode(search, store);
  }, [search]);
  return null;
}

// ── after-login queue and campaign popups ──────────────────────────────────────────────────────────────

type PopupProps = CampaignPopupView & { preview?: boolean };

/**
 * `?popup={sysname}` (spec §2): the server renders the popup open, so it works without JavaScript; closing
 * leads to the page without the flag. `#popup-preview` marks it as a preview.
 */
function UrlCampaignPopup({ popup }: { popup: CampaignPopupView | null }) {
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
        <p>{cashback.title ? withAmountFormatted(cashback.title, cashback.amount?.amount, locale) : t("playerSession.cashback.text")}</p>
        {cashback.amount ? <p className="cashback-popup__amount">{formatAmount(cashback.amount.amount, { currency: cashback.amount.currency, locale })}</p> : null}
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

/** Renders the dialogs of the jotai stack: the topmost of each kind (see ../dialogs/stack). */
function DialogHost() {
  const root = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  // The server's open dialogs are on the stack from the first render (the root's `useFirstRenderNotices`).
  const state = useAtomValue(dialogsAtom);
  const dialogs = useDialogs();

  // A sign-in made in the page (with JavaScript, no new document): the root loader's next answer carries the
  // queue, enqueued once per login. This host lives as long as the document, so the login it first rendered is the
  // one already on the stack (hydrated above).
  const afterLogin = root?.session?.afterLogin ?? null;
  const loginId = afterLogin ? (root?.toast?.id ?? "login") : null;
  const handled = useRef(loginId);
  useEffect(() => {
    if (!loginId || !afterLogin || handled.current === loginId) return;
    handled.current = loginId;
    for (const item of afterLoginItems(afterLogin)) dialogs.enqueue(item);
  }, [loginId, afterLogin, dialogs]);

  return (
    <>
      <SidebarController />
      {visibleDialogs(state).map((item) => {
        if (item.component === "cashback") {
          const cashback = item.props as CashbackProps;
          return (
            <CashbackDialog
              key={item.id}
              cashback={cashback}
              onClose={(to) => {
                storeSeenCashback(cashback.id);
                dialogs.close(item.id);
                if (to) navigate(to);
              }}
            />
          );
        }
        if (item.component === "campaign-popup") {
          return (
            <CampaignPopupDialog
              key={item.id}
              popup={item.props as unknown as PopupProps}
              closeHref={`${location.pathname}${location.search}`}
              onClose={() => dialogs.close(item.id)}
            />
          );
        }
        if (item.component === "sidebar") return <Sidebar key={item.id} close={() => dialogs.close(item.id)} />;
        // Dialogs registered by code loaded on demand (e.g. the loyalty notifications).
        const Renderer = dialogRenderer(item.component);
        return Renderer ? <Renderer key={item.id} item={item} close={() => dialogs.close(item.id)} /> : null;
      })}
    </>
  );
}
