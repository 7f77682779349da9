import { atom, useSetAtom } from "jotai";
import { useMemo } from "react";
import { type DialogItem, type DialogState, closeDialog, emptyDialogs, enqueueDialog, openDialog } from "./stack";

/** The dialog stack and queue of the page (UI state only: the rules live in ./stack). */
export const dialogsAtom = atom<DialogState>(emptyDialogs);

export function useDialogs() {
  const set = useSetAtom(dialogsAtom);
  return useMemo(
    () => ({
      open: (item: DialogItem) => set((state) => openDialog(state, item)),
      enqueue: (item: DialogItem) => set((state) => enqueueDialog(state, item)),
      close: (id: string, options?: { force?: boolean }) => set((state) => closeDialog(state, id, options)),
    }),
    [set],
  );
}
