import type { SystemPageKind } from "~/features/system/pages";

/** Payment outcome per transaction (spec §4): each its own route. */
export type PayOutcome = "success" | "fail" | "cancel" | "pending";

/** A platform status read as an outcome; anything unknown is still being processed. */
export function payOutcomeOf(status: string | null | undefined): PayOutcome {
  switch ((status ?? "").toLowerCase()) {
    case "success":
    case "done":
    case "completed":
      return "success";
    case "fail":
    case "failed":
    case "declined":
    case "rejected":
    case "error":
      return "fail";
    case "cancel":
    case "canceled":
    case "cancelled":
      return "cancel";
    default:
      return "pending";
  }
}

/** `/cashier/pay{outcome}/{id}`, without the locale prefix. */
export function payResultPath(outcome: PayOutcome, transactionId?: string | number | null): string {
  const base = `/cashier/pay${outcome}`;
  return transactionId == null || transactionId === "" ? base : `${base}/${encodeURIComponent(String(transactionId))}`;
}

/** The system page (spec §2) each payment page shows. */
export const paySystemPage: Record<PayOutcome | "mobile" | "newwindow", SystemPageKind> = {
  success: "payment-success",
  fail: "payment-fail",
  cancel: "payment-cancel",
  pending: "payment-pending",
  mobile: "payment-mobile",
  newwindow: "payment-new-window",
};

/** The local-storage key of the page to return to after a payment success (social sign-in has its own). */
export const PAYMENT_BACK_URL_KEY = "payment_back_url";

/** How often a pending payment is checked again (with JavaScript). */
export const PENDING_POLL_MS = 3000;
