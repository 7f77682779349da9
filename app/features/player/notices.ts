import { useLocation } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { holdsNotices } from "~/features/dialogs/stack";
import { dialogsAtom } from "~/features/dialogs/store";
import { type Toast, toastsAtom } from "~/features/toasts/store";
import { useRootData } from "~/ui/root-data";
import { popupsAllowedOn } from "./after-login";
import { initialDialogState } from "./after-login-queue";

/**
 * The dialogs the server renders open and the flash toast, put in their atoms before anything renders that reads
 * them: the root calls this first, since the analytics banner (first in the page) waits for both. The server's HTML
 * and the hydrated page then agree on which one of them shows.
 */
export function useFirstRenderNotices(flash: Toast | null) {
  const root = useRootData();
  const location = useLocation();
  useHydrateAtoms([
    [dialogsAtom, initialDialogState(root?.session?.afterLogin, location.search)],
    [toastsAtom, flash ? [flash] : []],
  ] as const);
}

/**
 * Whether a dialog has the screen (issue 29 item 11: one thing at a time): a popup or confirm of the stack, open or
 * queued, or the campaign popup a `?popup=` link opens (server-rendered, also without JavaScript). Toasts and the
 * analytics banner wait meanwhile.
 */
export function useNoticesHeld(): boolean {
  const dialogs = useAtomValue(dialogsAtom);
  const popup = useRootData()?.session?.urlPopup ?? null;
  const { pathname, search } = useLocation();
  const urlPopupOpen = Boolean(popup && new URLSearchParams(search).get("popup") === popup.sysname && popupsAllowedOn(pathname));
  return holdsNotices(dialogs) || urlPopupOpen;
}
