/** The states a tournament list is split by (spec §4: active, future; and the finished ones). */
export const tournamentStatuses = ["active", "future", "finished"] as const;
export type TournamentStatus = (typeof tournamentStatuses)[number];

/**
 * The message of a refused participation (spec §7: participation rethrows): a translation key per platform
 * error type the player can act on, one general message for the rest (decision 030).
 */
const participateErrors: Record<string, string> = {
  Authorization: "tournaments.errors.signIn",
  InvalidRequest: "tournaments.errors.closed",
  InvalidParameter: "tournaments.errors.notFound",
  UserNeedDeposit: "tournaments.errors.needDeposit",
  UserNeedProfileData: "tournaments.errors.needProfile",
  UserNeedConfirmContact: "tournaments.errors.needContact",
  AccessDenied: "tournaments.errors.notAllowed",
  TooManyRequests: "tournaments.errors.tooMany",
};

export function participateErrorKey(type: string): string {
  return participateErrors[type] ?? "tournaments.errors.failed";
}

/** What is left until `target`, in whole days, hours, minutes and seconds (never negative). */
export function countdownParts(target: number, now: number) {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60, over: left === 0 };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "3 d 04:05:06" style text, the day word given by the page's language. */
export function countdownText(target: number, now: number, dayWord: string): string {
  const { days, hours, minutes, seconds } = countdownParts(target, now);
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days ? `${days} ${dayWord} ${clock}` : clock;
}
