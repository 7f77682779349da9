import { Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon";

/** The dialog kinds of spec §2; the stack (app/features/dialogs/stack) shows the topmost of each. */
export type DialogKind = "popup" | "confirm" | "curtain";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog that also works when the server renders it open (URL flags): the close control is a
 * link to the page without the flag, which JavaScript turns into `onClose`. Focus is trapped inside,
 * Esc closes, and `preventClose` removes every way out.
 */
export function Dialog({
  kind = "popup",
  title,
  closeHref,
  onClose,
  preventClose = false,
  children,
}: {
  kind?: DialogKind;
  title: string;
  closeHref: string;
  onClose?: () => void;
  preventClose?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const previous = document.activeElement as HTMLElement | null;
    (node.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && !preventClose) {
        event.preventDefault();
        onClose?.();
      }
      if (event.key !== "Tab" || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    document.documentElement.classList.add("scroll-locked");
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (!document.querySelector(".dialog")) document.documentElement.classList.remove("scroll-locked");
      previous?.focus?.();
    };
  }, [onClose, preventClose]);

  return (
    <div className={`dialog dialog--${kind}`}>
      <div className="dialog__backdrop" aria-hidden="true" />
      <div ref={panel} className="dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {preventClose ? null : (
            <Link
              to={closeHref}
              replace
              preventScrollReset
              className="dialog__close"
              aria-label={t("close")}
              onClick={(event) => {
                if (!onClose) return;
                event.preventDefault();
                onClose();
              }}
            >
              <Icon name="close" />
            </Link>
          )}
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
