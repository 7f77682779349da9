/** Spec §9: the page reloads itself (a new worker took over) at most once in this many milliseconds. */
export const RELOAD_GUARD_MS = 10_000;

/** Whether a reload may happen now, given when the tab last reloaded itself (null: never, or unreadable). */
export function mayReload(now: number, lastReload: number | null): boolean {
  if (lastReload === null || !Number.isFinite(lastReload)) return true;
  // A last reload "in the future" (the clock was set back) does not block forever.
  return now - lastReload >= RELOAD_GUARD_MS || now < lastReload;
}
