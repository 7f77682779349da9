import { Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon";

/** The dialog kinds of spec §2; the stack (app/features/dialogs/stack) shows the topmost of each. */
export type DialogKind = "popup" | "confirm" | "curtain";

// Elements taken out of the tab order (the honeypot field) are neither focused first nor part of the trap.
const FOCUSABLE =
  ':is(a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]):not([tabindex="-1"])';
/** What a player fills in: the first of these is where a dialog with a form puts the focus. */
const FIELDS = ':is(input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])):not([tabindex="-1"])';

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
  closeAction,
  className,
  children,
}: {
  kind?: DialogKind;
  title: string;
  closeHref: string;
  onClose?: () => void;
  preventClose?: boolean;
  /**
   * A dialog whose closing must tell the server something (the unseen cashback stores its id): the close control
   * is then a form posting these fields to `action`, which answers a redirect; JavaScript turns it into `onClose`.
   */
  closeAction?: { action: string; fields: Record<string, string> };
  className?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Once per opening: focus moves to the dialog's content (its first field, else the first control, else the
  // close link), and on closing goes back to what opened it. A dialog the server rendered open (URL flags) has no
  // opener: focus then goes to the page's main landmark, never to <body>.
  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const first =
      node.querySelector<HTMLElement>(`.dialog__body ${FIELDS}`) ??
      node.querySelector<HTMLElement>(`.dialog__body ${FOCUSABLE}`) ??
      node.querySelector<HTMLElement>(FOCUSABLE) ??
      node;
    first.focus();
    document.documentElement.classList.add("scroll-locked");
    return () => {
      if (!document.querySelector(".dialog")) document.documentElement.classList.remove("scroll-locked");
      // Focus still inside another dialog (a stacked one took over) stays where it is.
      if (document.activeElement && document.activeElement !== document.body && document.activeElement.closest(".dialog")) return;
      const back = opener?.isConnected ? opener : document.getElementById("main");
      back?.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
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
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose, preventClose]);

  return (
    <div className={`dialog dialog--${kind}${className ? ` ${className}` : ""}`}>
      <div className="dialog__backdrop" aria-hidden="true" />
      <div ref={panel} className="dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {/* A plain block, not <header>: inside a dialog a header would be announced as a second banner landmark. */}
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {preventClose ? null : closeAction ? (
            <form
              method="post"
              action={closeAction.action}
              className="dialog__close-form"
              onSubmit={(event) => {
                if (!onClose) return;
                event.preventDefault();
                onClose();
              }}
            >
              {Object.entries(closeAction.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className="dialog__close" aria-label={t("close")}>
                <Icon name="close" />
              </button>
            </form>
          ) : (
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
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
