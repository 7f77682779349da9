import { atom } from "jotai";

/**
 * The installed and embedded site's flags (spec §4), UI state of the document: the app runs installed, the worker
 * keeps the site for offline, a new worker waits for the player's go, the worker could not be set up, and (framed)
 * the browser keeps the site's cookies from the frame. Each is raised once and stays for the document's life.
 */
export interface PwaFlags {
  installed: boolean;
  offlineReady: boolean;
  needRefresh: boolean;
  error: boolean;
  storageBlocked: boolean;
}

export type PwaFlag = keyof PwaFlags;

export const pwaFlagsAtom = atom<PwaFlags>({ installed: false, offlineReady: false, needRefresh: false, error: false, storageBlocked: false });

/** Raises one flag (a flag already up leaves the state as it is, so nothing reading it renders again). */
export const raisePwaFlagAtom = atom(null, (get, set, flag: PwaFlag) => {
  const flags = get(pwaFlagsAtom);
  if (!flags[flag]) set(pwaFlagsAtom, { ...flags, [flag]: true });
});

/**
 * The flags published on `<html>` for scripts and tests, `data-pwa-installed`, `data-pwa-offline-ready`,
 * `data-pwa-need-refresh` and `data-pwa-error`, as dataset keys (the frame's cookie notice is on the page itself).
 */
export function publishedFlags(flags: PwaFlags): string[] {
  return (["installed", "offlineReady", "needRefresh", "error"] as const).filter((flag) => flags[flag]).map((flag) => `pwa${flag[0]!.toUpperCase()}${flag.slice(1)}`);
}
