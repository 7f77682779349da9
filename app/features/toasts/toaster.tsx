import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNoticesHeld } from "~/features/player/notices";
import { Icon } from "~/ui/icon";
import { TOAST_DURATION_MS, type Toast, toastsAtom, useToasts } from "./store";

/**
 * Toasts below the header (spec §2): removed after their duration (5000 ms by default) or on close.
 * A toast that came from the server (the flash cookie) is rendered by the server too, so it shows without JS: the
 * root puts the document's flash in the atom before the first render (`useFirstRenderNotices`), later ones (a
 * navigation's) arrive here. While a dialog has the screen the toasts wait, their time not yet running (issue 29
 * item 11); without JavaScript the server then renders none.
 */
export function Toaster({ flash }: { flash: Omit<Toast, "id"> & { id: string } | null }) {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  const held = useNoticesHeld();
  const { show } = useToasts();
  useEffect(() => {
    if (flash) show(flash);
  }, [flash, show]);

  const list = held ? [] : toasts;
  return (
    <div className="toaster" role="region" aria-live="polite" aria-label={t("notifications")}>
      {list.map((toast) => (
        <ToastView key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastView({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const { dismiss } = useToasts();
  useEffect(() => {
    if (toast.duration === 0) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, dismiss]);
  // The close control is a link to the toast itself: without JavaScript the toast becomes the `:target` and the
  // stylesheet hides it (the flash cookie is already cleared, so it does not come back); with JavaScript it is
  // removed from the list.
  return (
    <div id={toast.id} className={`toast toast--${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      <p className="toast__text">{t(toast.key, toast.values)}</p>
      {toast.action ? (
        <button
          type="button"
          className="button button--small toast__action"
          onClick={() => {
            dismiss(toast.id);
            toast.action?.run();
          }}
        >
          {t(toast.action.key)}
        </button>
      ) : null}
      <a
        href={`#${toast.id}`}
        className="toast__close"
        aria-label={t("close")}
        onClick={(event) => {
          event.preventDefault();
          dismiss(toast.id);
        }}
      >
        <Icon name="close" size={18} />
      </a>
    </div>
  );
}
