/**
 * The balance refresh settings of the remote config (spec §3 functionalSettings.balanceUpdate, §9): apart from
 * the server-only config module, since the header's poller (app/features/player) reads them in the browser too.
 */
export interface BalanceUpdateSettings {
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
  countSecondsForDelayBetweenClick: number;
}

/** The §9 defaults: the remote config schema (./config.server) falls back to them, and so does the header. */
export const defaultBalanceUpdate: BalanceUpdateSettings = {
  isEnabledInterval: true,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: true,
  countSecondsForDelayBetweenClick: 1,
};
