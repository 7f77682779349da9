import type { MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BALANCE_FETCHER_KEY, BALANCE_RESOURCE } from "~/features/player/balance";
import type { SystemPageKind } from "~/features/system/pages";
import { SystemPage } from "~/features/system/system-page";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { LocaleLink } from "~/ui/locale";
import { TransactionDetails } from "./transaction-details";
import { PAYMENT_BACK_URL_KEY, PENDING_POLL_MS, type PayOutcome } from "./pay-outcome";
import type { TransactionView } from "./pay-result.server";
import { localStore } from "~/lib/storage";

export interface PayResultData {
  kind: SystemPageKind;
  page: PayOutcome | "mobile";
  title: string;
  brand: string;
  transaction: TransactionView | null;
  unknownTransaction: boolean;
  back: string | null;
}

export const payResultMeta: MetaFunction = ({ data }) => {
  const page = data as PayResultData | undefined;
  return [{ title: page ? `${page.title} — ${page.brand}` : "Omad" }, { name: "robots", content: "noindex" }];
};

/** How long a pending payment is checked with JavaScript before only the refresh link remains. */
const POLL_FOR_MS = 5 * 60_000;

/** Re-runs the loader every few seconds while the page is visible; the loader moves on once it settles. */
function usePendingPoll(active: boolean) {
  const revalidator = useRevalidator();
  const state = revalidator.state;
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) return window.clearInterval(timer);
      if (document.visibilityState === "visible" && state === "idle") revalidator.revalidate();
    }, PENDING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidator, state]);
}

/** The page the player came from: the server's (a cookie set by the deposit), else local storage. */
function useBackUrl(serverBack: string | null, success: boolean) {
  const [back, setBack] = useState(serverBack);
  useEffect(() => {
    if (!success) return;
    const stored = localStore.getItem(PAYMENT_BACK_URL_KEY);
    localStore.removeItem(PAYMENT_BACK_URL_KEY);
    const storedBack = safeRedirectPath(stored, "");
    if (!serverBack && storedBack) setBack(storedBack);
  }, [serverBack, success]);
  return back;
}

export function PayResultPage() {
  const { t } = useTranslation();
  const data = useLoaderData() as PayResultData;
  const location = useLocation();
  const { transaction } = data;
  const waiting = (data.page === "pending" || data.page === "mobile") && transaction?.outcome === "pending";
  usePendingPoll(waiting);
  const back = useBackUrl(data.back, data.page === "success");
  const balance = useFetcher({ key: BALANCE_FETCHER_KEY });
  const load = balance.load;
  useEffect(() => {
    // The header's balance after the money arrived (a client-side move from the pending page keeps the root's data).
    if (data.page === "success" && transaction) void load(BALANCE_RESOURCE);
  }, [data.page, transaction, load]);

  return (
    <SystemPage kind={data.kind}>
      {transaction ? <TransactionDetails transaction={transaction} /> : null}
      {data.unknownTransaction ? <p className="pay-result__note">{t("payment.unknownTransaction")}</p> : null}
      {waiting ? (
        <p className="pay-result__refresh">
          <span>{t("payment.pendingHint")}</span>{" "}
          {/* Without JavaScript: the same page again, which moves on once the payment settles. */}
          <a href={`${location.pathname}${location.search}`} className="button button--ghost button--small" data-testid="pay-refresh">
            {t("payment.refresh")}
          </a>
        </p>
      ) : null}
      {back ? (
        <LocaleLink to={back} className="button button--ghost pay-result__back" data-testid="pay-back">
          {t("payment.back")}
        </LocaleLink>
      ) : null}
      {data.page === "pending" && !transaction ? (
        <LocaleLink to="/cashier/history?tab=deposit" className="button button--ghost pay-result__back">
          {t("payment.history")}
        </LocaleLink>
      ) : null}
    </SystemPage>
  );
}
