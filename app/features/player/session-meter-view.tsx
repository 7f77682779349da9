import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icon";
import { useLocale } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { BALANCE_FETCHER_KEY, type BalanceData } from "./balance";
import { clockDuration, formatClock, formatNet, msToNextMinute } from "./session-meter";

/**
 * When the browser first saw each root render's meter: the root loader does not run again on a plain navigation,
 * so a header mounted later (leaving the game page) counts from the render's time, not from its own mount.
 */
const seenAt = new WeakMap<object, number>();
function receivedAt(meter: object): number {
  let at = seenAt.get(meter);
  if (at === undefined) {
    at = Date.now();
    seenAt.set(meter, at);
  }
  return at;
}

/**
 * The session clock and net position (issue 19 item 3, decision 027): time since sign-in and won − staked of
 * this session. The server renders both as of the page; in the browser the clock moves each minute from the
 * rendered value (the browser's own clock may be wrong, only its passing time counts) and the net follows the
 * balance fetcher. Each figure has its icon (a clock, a trend line) and its name: read aloud everywhere, shown as
 * a tooltip, and written out where the bar has room (issue 39 item 5); the net's sign is a character, not a colour.
 */
export function SessionMeter({ variant }: { variant: "header" | "game" | "stage" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const meter = useRootData()?.player?.meter ?? null;
  const balance = useFetcher<BalanceData>({ key: BALANCE_FETCHER_KEY });
  const [elapsed, setElapsed] = useState(meter?.elapsed ?? 0);
  const [net, setNet] = useState(meter?.net ?? null);

  useEffect(() => setNet(meter?.net ?? null), [meter]);
  useEffect(() => {
    if (typeof balance.data?.net === "number") setNet(balance.data.net);
  }, [balance.data]);

  useEffect(() => {
    if (!meter) return;
    const base = meter.elapsed;
    const since = receivedAt(meter);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const passed = Date.now() - since;
      setElapsed(base + Math.floor(passed / 1000));
      timer = setTimeout(tick, msToNextMinute(base, passed) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [meter]);

  if (!meter) return null;
  const sign = net === null || Math.round(net * 100) === 0 ? "zero" : net > 0 ? "plus" : "minus";
  return (
    <p className={`session-meter session-meter--${variant}`} data-testid={`session-meter-${variant}`}>
      <span className="session-meter__item" title={t("sessionMeter.time")}>
        <Icon name="clock" size={14} />
        <span className="session-meter__label">{t("sessionMeter.time")} </span>
        <time dateTime={clockDuration(elapsed)}>{formatClock(elapsed)}</time>
      </span>
      {net !== null ? (
        <span className="session-meter__item session-meter__net" data-sign={sign} title={t("sessionMeter.net")}>
          <Icon name="trend" size={14} />
          <span className="session-meter__label">{t("sessionMeter.net")} </span>
          {formatNet(net, meter.currency, locale)}
        </span>
      ) : null}
    </p>
  );
}
