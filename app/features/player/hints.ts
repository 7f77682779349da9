/** Registration and confirm-contact hints (spec §4, §9). */
export const REGISTRATION_HINT_MS = 7_200_000;
export const CONFIRM_HINT_MS = 432_000_000;
/** Set in local storage once a contact confirmation was sent: it hides both hints. */
export const CONFIRM_SENT_KEY = "confirm_contact_sent";

export interface HintFacts {
  /** Registration time in ms since the epoch. */
  registeredAt: number;
  hasDeposits: boolean;
  contactConfirmed: boolean;
  confirmSent: boolean;
}

export interface Hints {
  registration: boolean;
  confirm: boolean;
}

export function hintsAt(facts: HintFacts, now: number): Hints {
  const age = now - facts.registeredAt;
  return {
    registration: age >= 0 && age < REGISTRATION_HINT_MS && !facts.hasDeposits && !facts.confirmSent,
    confirm: age >= 0 && age < CONFIRM_HINT_MS && !facts.contactConfirmed && !facts.confirmSent,
  };
}

/** When the next hint runs out (ms from `now`), or null when none is shown. */
export function nextHintExpiry(registeredAt: number, hints: Hints, now: number): number | null {
  const ends = [hints.registration ? registeredAt + REGISTRATION_HINT_MS : null, hints.confirm ? registeredAt + CONFIRM_HINT_MS : null]
    .filter((end): end is number => end !== null)
    .map((end) => end - now);
  return ends.length ? Math.max(0, Math.min(...ends)) : null;
}

/** The platform's reg_time is in seconds; tolerate milliseconds too. */
export function regTimeMs(regTime: number | null | undefined): number | null {
  if (!regTime || !Number.isFinite(regTime)) return null;
  return regTime < 1e12 ? regTime * 1000 : regTime;
}
