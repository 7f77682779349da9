/**
 * Forced logout after inactivity (spec §4, §9; WCAG 2.2.1): with `time_to_force_logout` seconds set, the
 * warning opens at 80% of the time and counts the remaining 20% down each second; at 100% the player is
 * signed out. Activity before the warning resets the timer; once it shows, only "stay signed in" does, so
 * a stray key press cannot hide the warning unread. Timers only: tested with fake timers.
 */
const WARNING_SHARE = 0.8;
const TICK_MS = 1000;

export function warningDelayMs(totalSeconds: number): number {
  return Math.round(totalSeconds * WARNING_SHARE * 1000);
}

/** Whole seconds left at `elapsedMs` since the last activity (never below zero). */
export function secondsLeft(totalSeconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil((totalSeconds * 1000 - elapsedMs) / 1000));
}

export interface InactivityCallbacks {
  /** The warning shows, or ticks: the seconds still left. */
  onWarn(secondsLeft: number): void;
  /** The time is up. */
  onExpire(): void;
  /** The timer was reset (the warning, if shown, should close). */
  onReset(): void;
}

export interface InactivityTimer {
  /** Player activity (keydown, click, scroll, route change): resets unless the warning shows. */
  activity(): void;
  /** "Stay signed in": resets even while the warning shows. */
  extend(): void;
  stop(): void;
  readonly warning: boolean;
}

export function startInactivityTimer(totalSeconds: number, callbacks: InactivityCallbacks, now: () => number = Date.now): InactivityTimer {
  let startedAt = now();
  let warnTimer: ReturnType<typeof setTimeout> | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let warning = false;
  let stopped = false;

  function clear() {
    if (warnTimer !== null) clearTimeout(warnTimer);
    if (ticker !== null) clearInterval(ticker);
    warnTimer = null;
    ticker = null;
  }

  function tick() {
    const left = secondsLeft(totalSeconds, now() - startedAt);
    if (left <= 0) {
      clear();
      warning = false;
      stopped = true;
      callbacks.onExpire();
      return;
    }
    callbacks.onWarn(left);
  }

  function arm() {
    clear();
    startedAt = now();
    warning = false;
    warnTimer = setTimeout(() => {
      warnTimer = null;
      warning = true;
      tick();
      if (!stopped) ticker = setInterval(tick, TICK_MS);
    }, warningDelayMs(totalSeconds));
  }

  arm();

  return {
    activity() {
      if (stopped || warning) return;
      arm();
    },
    extend() {
      if (stopped) return;
      const wasWarning = warning;
      arm();
      if (wasWarning) callbacks.onReset();
    },
    stop() {
      stopped = true;
      clear();
    },
    get warning() {
      return warning;
    },
  };
}
