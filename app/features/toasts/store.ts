import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";

export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: string;
  type: "success" | "error" | "info";
  /** A translation key and its values. */
  key: string;
  values?: Record<string, string | number>;
  duration?: number;
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
