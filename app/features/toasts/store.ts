import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";

export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: string;
  type: "success" | "error" | "info";
  /** A translation key and its values. */
  key: string;
  values?: Record<string, string | number>;
  /** Milliseconds on screen; 0 keeps the toast until the player acts on it. */
  duration?: number;
  /** One button beside the text (a translation key), e.g. the update prompt's "refresh"; the toast closes on it. */
  action?: { key: string; run: () => void };
}

export const toastsAtom = atom<Toast[]>([]);

let counter = 0;

export function useToasts() {
  const set = useSetAtom(toastsAtom);
  const dismiss = useCallback((id: string) => set((list) => list.filter((toast) => toast.id !== id)), [set]);
  const show = useCallback(
    (toast: Omit<Toast, "id"> & { id?: string }) => {
      const id = toast.id ?? `toast-${++counter}`;
      set((list) => (list.some((item) => item.id === id) ? list : [...list, { ...toast, id }]));
      return id;
    },
    [set],
  );
  return { show, dismiss };
}
