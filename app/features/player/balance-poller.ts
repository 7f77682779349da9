import type { BalanceUpdateSettings } from "~/content/balance-update";

// Its own module: the consent banner on every page reads it without the poller (issue 26 item 6).
export { isGamePath } from "./game-path";

export interface BalancePoller {
  /** Player activity: restarts polling that was turned off and pushes the turn-off back. */
  activity(): void;
  /** A click on the balance: refresh now unless the last click-triggered refresh is too recent. */
  click(): void;
  stop(): void;
  /** Whether the interval is running (for tests and diagnostics). */
  readonly polling: boolean;
}

/**
 * Balance refresh rules of spec §9, apart from React so they are tested with fake timers: a refresh every
 * `countSecondsForInterval` while `isEnabledInterval`; polling stops `countMinutesAfterWhichRequestsTurnedOff`
 * minutes after the player's last activity when `isEnabledTurnOffRequests` (activity or a click restarts it);
 * a click on the balance refreshes at once, at most once per `countSecondsForDelayBetweenClick`.
 */
export function startBalancePoller(
  settings: BalanceUpdateSettings,
  refresh: () => void,
  now: () => number = Date.now,
  /** When the last click-triggered refresh happened; shared so a remounted header keeps the delay. */
  clicks: { last: number } = { last: -Infinity },
): BalancePoller {
  let interval: ReturnType<typeof setInterval> | null = null;
  let turnOff: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const periodMs = Math.max(1, settings.countSecondsForInterval) * 1000;
  const turnOffMs = Math.max(0, settings.countMinutesAfterWhichRequestsTurnedOff) * 60_000;

  function startInterval() {
    if (!settings.isEnabledInterval || interval !== null) return;
    interval = setInterval(refresh, periodMs);
  }
  function stopInterval() {
    if (interval !== null) clearInterval(interval);
    interval = null;
  }
  function armTurnOff() {
    if (!settings.isEnabledTurnOffRequests) return;
    if (turnOff !== null) clearTimeout(turnOff);
    turnOff = setTimeout(() => {
      turnOff = null;
      stopInterval();
    }, turnOffMs);
  }

  startInterval();
  armTurnOff();

  return {
    activity() {
      if (stopped) return;
      startInterval();
      armTurnOff();
    },
    click() {
      if (stopped) return;
      this.activity();
      if (!settings.isEnabledRequestsAfterClick) return;
      const at = now();
      if (at - clicks.last < settings.countSecondsForDelayBetweenClick * 1000) return;
      clicks.last = at;
      refresh();
    },
    stop() {
      stopped = true;
      stopInterval();
      if (turnOff !== null) clearTimeout(turnOff);
      turnOff = null;
    },
    get polling() {
      return interval !== null;
    },
  };
}
