import { useFetcher, useLocation, useSubmit } from "@remix-run/react";
import { atom, useAtom } from "jotai";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LoyaltyNotificationsLauncher } from "~/features/loyalty/notifications-launcher";
import { PromoActivatedDialog } from "~/features/promo/promo-activated-dialog";
import { RealityCheck } from "~/features/responsible-game/reality-check-dialog";
import { Dialog } from "~/ui/dialog";
import { useLocale } from "~/ui/locale";
import { BALANCE_FETCHER_KEY, BALANCE_RESOURCE } from "./balance";
import { type InactivityTimer, startInactivityTimer } from "./inactivity";

export { QueuedPlayerDialog, UrlCampaignPopup } from "./player-dialogs";
export { HeaderPlayer } from "~/features/shell/header-player";
export { PlayerHints } from "./hints-bar";

/** A signed-in player's session behaviours (its own chunk, see `PlayerSession`). */
export function SignedInSession({ forceLogoutSeconds }: { forceLogoutSeconds?: number | null }) {
  return (
    <>
      {forceLogoutSeconds ? <InactivityGuard seconds={forceLogoutSeconds} /> : null}
      <LoyaltyNotificationsLauncher />
      <PromoActivatedDialog />
      <RealityCheck />
    </>
  );
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

