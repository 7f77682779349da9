import { atom } from "jotai";
import type { AppPlatform } from "./rules";

type FullscreenDocument = Document & { webkitFullscreenElement?: Element | null };

export function fullscreenElement(): Element | null {
  const doc = document as FullscreenDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

/**
 * Where the page runs (spec §4): what the server knows (framed or not, hydrated from the game page's data), then
 * what the browser says after hydration (the installed app shows itself only there).
 */
export const appPlatformAtom = atom<AppPlatform>("default");

/** The Fullscreen API's state: whether an element of the document is in full screen, kept in step while read. */
const fullscreenApiState = atom(false);

fullscreenApiState.onMount = (set) => {
  const sync = () => set(Boolean(fullscreenElement()));
  document.addEventListener("fullscreenchange", sync);
  document.addEventListener("webkitfullscreenchange", sync);
  return () => {
    document.removeEventListener("fullscreenchange", sync);
    document.removeEventListener("webkitfullscreenchange", sync);
  };
};

export const fullscreenApiAtom = atom((get) => get(fullscreenApiState));

/** The stage filled over the viewport with CSS, where the API is missing (iPhone Safari) or refused. */
export const stageFilledAtom = atom(false);

/** The game shows full screen, either way. */
export const fullScreenOnAtom = atom((get) => get(fullscreenApiState) || get(stageFilledAtom));
