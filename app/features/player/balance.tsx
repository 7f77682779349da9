import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultBalanceUpdate } from "~/content/balance-update";
import { formatAmount } from "~/lib/format";
import { LocaleLink, useLocale } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { type BalancePoller, isGamePath, startBalancePoller } from "./balance-poller";

export const BALANCE_RESOURCE = "/_resources/balance";
/** What the balance resource answers: the displayed total, null when it cannot be read. */
export interface BalanceData {
  total: { amount: number; currency: string } | null;
  /** The session's won − staked (decision 027); null or absent when the platform says nothing of it. */
  net?: number | null;
}

/** One fetcher for the balance, shared by the header and the inactivity warning's "stay signed in". */
export const BALANCE_FETCHER_KEY = "balance";

const ACTIVITY_EVENTS = ["keydown", "pointerdown", "scroll"] as const;
/** Outlives a header remount, so the delay between click-triggered refreshes holds across pages. */
const clickClock = { last: -Infinity };

/**
 * The header's balance: what the server rendered, kept fresh by a fetcher of the balance resource under the
 * refresh rules of spec §9 (see ./balance-poller). Without JavaScript it is a plain link to the wallet.
 */
export function HeaderBalance({ total }: { total: { amount: number; currency: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const settings = useRootData()?.session?.balanceUpdate ?? defaultBalanceUpdate;
  const fetcher = useFetcher<BalanceData>({ key: BALANCE_FETCHER_KEY });
  const [shown, setShown] = useState(total);
  const poller = useRef<BalancePoller | null>(null);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const busy = useRef(false);
  busy.current = fetcher.state !== "idle";
  const onGamePage = isGamePath(location.pathname);
  const settingsKey = JSON.stringify(settings);

  // Whichever changed last wins: the root loader's total (after an action) or the fetcher's.
  useEffect(() => setShown(total), [total]);
  useEffect(() => {
    if (fetcher.data?.total) setShown(fetcher.data.total);
  }, [fetcher.data]);

  useEffect(() => {
    if (onGamePage) return;
    const current = startBalancePoller(
      JSON.parse(settingsKey) as typeof settings,
      () => {
        if (!busy.current) void load.current(BALANCE_RESOURCE);
      },
      Date.now,
      clickClock,
    );
    poller.current = current;
    const onActivity = () => current.activity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      current.stop();
      poller.current = null;
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [onGamePage, settingsKey]);

  useEffect(() => {
    poller.current?.activity();
  }, [location.key]);

  return (
    <LocaleLink
      to="/cashier/wallet"
      className="header__balance"
      aria-busy={fetcher.state !== "idle"}
      onClick={() => poller.current?.click()}
    >
      <span className="visually-hidden">{t("auth.balance")}: </span>
      {formatAmount(shown.amount, { currency: shown.currency, locale })}
    </LocaleLink>
  );
}
