import { useEffect, useState } from "react";

/** Whole seconds from `now` until `until`, never below zero. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The seconds left before a new code may be asked for, ticking once a second in the browser. The server's
 * render says the full wait (it cannot tick); the platform refuses an early resend either way.
 */
export function useSecondsLeft(until: number | null, serverSeconds: number): { seconds: number; live: boolean } {
  const [state, setState] = useState({ seconds: serverSeconds, live: false });
  useEffect(() => {
    if (until === null) {
      setState({ seconds: 0, live: true });
      return;
    }
    const tick = () => {
      const seconds = secondsLeft(until, Date.now());
      setState({ seconds, live: true });
      return seconds;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return state;
}
