/** Registration and confirm-contact hints (spec §4, §9). */
export const REGISTRATION_HINT_MS = 7_200_000;
export const CONFIRM_HINT_MS = 432_000_000;
/** Set in local storage once a contact confirmation was sent: it hides both hints. */
export const CONFIRM_SENT_KEY = "confirm_contact_sent";
/**
 * The same marker for the server (decision 013): written with the send's answer, so it works without JavaScript
 * too. Its value is the player's uid, so another player on the same browser still sees their own hints.
 */
export const CONFIRM_SENT_COOKIE = "confirm_contact_sent";

/** Whether the request carries the confirm-sent marker of this player. */
export function confirmSentCookieOf(cookieHeader: string | null, uid: number | string): boolean {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === CONFIRM_SENT_COOKIE && value.join("=") === String(uid)) return true;
  }
  return false;
}

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
