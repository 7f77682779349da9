import { useFetcher, useLocation, useSubmit } from "@remix-run/react";
import { atom, useAtom, useAtomValue } from "~/lib/atoms";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { dialogsAtom, useDialogs } from "~/features/dialogs/store";
import { dialogRenderer } from "~/features/dialogs/registry";
import { visibleDialogs } from "~/features/dialogs/stack";
import { PromoActivatedDialog } from "~/features/promo/promo-activated-dialog";
import { LoyaltyNotificationsLauncher } from "~/features/loyalty/notifications-launcher";
import { Dialog } from "~/ui/dialog";
import { LocaleLink, useLocale, useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { POPUP_PREVIEW_HASH, SEEN_CASHBACK_KEY, isCashbackUnseen, popupsAllowedOn, withoutPopupFlag } from "./after-login";
import { BALANCE_FETCHER_KEY, BALANCE_RESOURCE } from "./balance";
import { type InactivityTimer, startInactivityTimer } from "./inactivity";
import type { AfterLoginData, CampaignPopupView } from "./player.server";
import { capturePromoCode } from "./promo-code";

/** The signed-in player's session behaviours, mounted once in the root. Each one degrades to nothing without JS. */
export function PlayerSession() {
  const session = useRootData()?.session ?? null;
  return (
    <>
      <PromoCodeCapture />
      {session?.forceLogoutSeconds ? <InactivityGuard seconds={session.forceLogoutSeconds} /> : null}
      {session ? <AfterLoginQueue /> : null}
      {session ? <LoyaltyNotificationsLauncher /> : null}
      {session ? <UrlCampaignPopup popup={session.urlPopup} /> : null}
      {session ? <PromoActivatedDialog /> : null}
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

// ── inactivity ─────────────────────────────────────────────────────────────────────────────────────────

/** Seconds left while the forced-logout warning shows, else null. */
const inactivityWarningAtom = atom<number | null>(null);

const ACTIVITY_EVENTS = ["keydown", "click", "scroll"] as const;

function InactivityGuard({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const submit = useSubmit();
  const balance = useFetcher({ key: BALANCE_FETCHER_KEY });
  const [left, setLeft] = useAtom(inactivityWarningAtom);
  const timer = useRef<InactivityTimer | null>(null);
  const logout = useRef(() => {});
  logout.current = () => submit({ locale }, { method: "post", action: "/_actions/auth/logout" });

  useEffect(() => {
    const current = startInactivityTimer(seconds, {
      onWarn: setLeft,
      onReset: () => setLeft(null),
      onExpire: () => {
        setLeft(null);
        logout.current();
      },
    });
    timer.current = current;
    const onActivity = () => current.activity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      current.stop();
      timer.current = null;
      setLeft(null);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [seconds, setLeft]);

  useEffect(() => {
    timer.current?.activity();
  }, [location.key]);

  const stay = useCallback(() => {
    timer.current?.extend();
    // Touches the platform session, and refreshes the header's balance while at it.
    void balance.load(BALANCE_RESOURCE);
  }, [balance]);

  if (left === null) return null;
  return (
    <Dialog kind="confirm" title={t("playerSession.inactivity.title")} closeHref={`${location.pathname}${location.search}`} onClose={stay}>
      <p className="inactivity__text" role="timer" aria-live="polite" aria-atomic="true">
        {t("playerSession.inactivity.text", { seconds: left })}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary button--block" onClick={stay}>
          {t("playerSession.inactivity.stay")}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={() => logout.current()}>
          {t("auth.logout")}
        </button>
      </div>
    </Dialog>
  );
}

// ── after-login queue and campaign popups ──────────────────────────────────────────────────────────────

type CashbackProps = { id: string | number; title: string | null; amount: { amount: number; currency: string } | null };
type PopupProps = CampaignPopupView & { preview?: boolean };

/**
 * After a sign-in (the root loader says so once per login), the unseen-cashback dialog and then the campaign
 * popup are queued, in that order (spec §4).
 */
function AfterLoginQueue() {
  const root = useRootData();
  const location = useLocation();
  const dialogs = useDialogs();
  const fetcher = useFetcher<AfterLoginData>();
  const localize = useLocalizedPath();
  const loginId = root?.session?.afterLogin ? (root.toast?.id ?? "login") : null;
  const handled = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  useEffect(() => {
    if (!loginId || handled.current === loginId) return;
    handled.current = loginId;
    setPending(true);
    fetcher.load(localize("/_resources/after-login"));
    // The fetcher's identity changes with its state; the login is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loginId]);

  useEffect(() => {
    if (!pending || fetcher.state !== "idle" || !fetcher.data) return;
    setPending(false);
    const { cashback, popup } = fetcher.data;
    if (cashback && isCashbackUnseen(cashback, storage()?.getItem(SEEN_CASHBACK_KEY) ?? null)) {
      dialogs.enqueue({
        id: `cashback-${cashback.id}`,
        kind: "popup",
        component: "cashback",
        props: { id: cashback.id, title: cashback.title, amount: cashback.amount } satisfies CashbackProps,
      });
    }
    if (popup && popupsAllowedOn(pathname.current)) {
      dialogs.enqueue({ id: `popup-${popup.sysname}`, kind: "popup", component: "campaign-popup", props: popup satisfies PopupProps });
    }
  }, [pending, fetcher.state, fetcher.data, dialogs]);

  return null;
}

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
          {onClose ? (
            <button type="button" className="button button--ghost button--block" onClick={onClose}>
              {t("close")}
            </button>
          ) : (
            <LocaleLink to={closeHref} replace preventScrollReset className="button button--ghost button--block">
              {t("close")}
            </LocaleLink>
          )}
        </div>
      </div>
    </Dialog>
  );
}

function CashbackDialog({ cashback, onClose }: { cashback: CashbackProps; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Dialog title={t("playerSession.cashback.title")} closeHref={`${location.pathname}${location.search}`} onClose={onClose}>
      <div className="cashback-popup">
        <p>{cashback.title ?? t("playerSession.cashback.text")}</p>
        <p className="cashback-popup__hint">{t("playerSession.cashback.hint")}</p>
        <div className="dialog__actions">
          <LocaleLink to="/profile/cashback" className="button button--primary button--block" onClick={onClose}>
            {t("playerSession.cashback.action")}
          </LocaleLink>
          <button type="button" className="button button--ghost button--block" onClick={onClose}>
            {t("close")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Renders the dialogs of the jotai stack: the topmost of each kind (see ../dialogs/stack). */
function DialogHost() {
  const state = useAtomValue(dialogsAtom);
  const dialogs = useDialogs();
  const location = useLocation();
  return (
    <>
      {visibleDialogs(state).map((item) => {
        if (item.component === "cashback") {
          const cashback = item.props as CashbackProps;
          return (
            <CashbackDialog
              key={item.id}
              cashback={cashback}
              onClose={() => {
                storage()?.setItem(SEEN_CASHBACK_KEY, String(cashback.id));
                dialogs.close(item.id);
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
        // Dialogs registered by code loaded on demand (e.g. the loyalty notifications).
        const Renderer = dialogRenderer(item.component);
        return Renderer ? <Renderer key={item.id} item={item} close={() => dialogs.close(item.id)} /> : null;
      })}
    </>
  );
}
