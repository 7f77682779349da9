/** The after-login queue of spec §4 and the campaign popup rules of spec §2. */
export const SEEN_CASHBACK_KEY = "already_seen_cashback_id";
/** Where closing the unseen-cashback dialog posts (the key is kept in the platform's storage, decision 036). */
export const CASHBACK_SEEN_ACTION = "/_actions/cashback-seen";

export interface LatestCashback {
  id: string | number;
  status: string;
  receiving_expired_at?: string | number | null;
}

/** Active and not yet seen, or paid out with no deadline for receiving it. */
export function isCashbackUnseen(cashback: LatestCashback | null | undefined, seenId: string | null): boolean {
  if (!cashback) return false;
  if (cashback.status === "active") return String(cashback.id) !== (seenId ?? "");
  return cashback.status === "paid_out" && !cashback.receiving_expired_at;
}

/** Campaign popups never open on a game page, the cashier deposit index or a deposit method page. */
export function popupsAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/^\/ru(?=\/|$)/, "").replace(/\/+$/, "") || "/";
  return !/^\/game\/[^/]+$/.test(path) && !/^\/cashier\/deposit(?:\/[^/]+)?$/.test(path);
}

export const POPUP_PREVIEW_HASH = "#popup-preview";

/** The page without the `popup` query (where closing a URL-opened campaign popup leads). */
export function withoutPopupFlag(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("popup");
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
