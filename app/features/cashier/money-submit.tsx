import { type FetcherWithComponents, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/ui/field";
import type { CashierProblem } from "./errors";

/** The hidden field every money form carries: the server-issued idempotency key (money-key.server.ts). */
export const MONEY_KEY_FIELD = "idempotencyKey";

/** The server-issued idempotency key of a money form (see money-key.server.ts). */
export function MoneyKeyField({ value }: { value: string }) {
  return <input type="hidden" name={MONEY_KEY_FIELD} value={value} />;
}

/** Why a money form came back empty (its key was already spent, decision 007): shown above the fresh form. */
export function FreshFormNotice({ problem }: { problem: CashierProblem | null | undefined }) {
  const text = useErrorText();
  if (!problem?.freshForm) return null;
  return (
    <p className="form-errors" role="alert" data-problem={problem.type}>
      {text(problem.messageKey)}
    </p>
  );
}

/**
 * The submit button of a money form (and of any form that must post once, such as joining a tournament). With
 * JavaScript it is disabled while its form (or `fetcher`) is being sent and a second submit of the same form is
 * cancelled before Remix sees it, so a double click never sends twice. Without JavaScript a double submit can reach
 * the server: the form's idempotency key makes it one transaction there. `busy` says when its own form is being
 * sent where a page has several such forms (by default: any form navigation, or the fetcher's).
 */
export function MoneySubmit({
  children,
  fetcher,
  pendingLabel,
  className = "button button--primary button--block button--large",
  name,
  value,
  busy: sending,
}: {
  children: React.ReactNode;
  fetcher?: Pick<FetcherWithComponents<unknown>, "state">;
  pendingLabel?: string;
  className?: string;
  name?: string;
  value?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const ref = useRef<HTMLButtonElement>(null);
  const fired = useRef(false);
  const busy = sending ?? (fetcher ? fetcher.state !== "idle" : navigation.state !== "idle" && Boolean(navigation.formMethod));
  const busyRef = useRef(busy);
  busyRef.current = busy;

  // Once the submission is over (an error answer, or a page the player came back to), the form may send again.
  useEffect(() => {
    if (!busy) fired.current = false;
  }, [busy]);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSubmit = (event: SubmitEvent) => {
      // Conform validates on blur/input by submitting with a hidden intent button: not a money submit.
      if (event.submitter && event.submitter !== ref.current) return;
      if (fired.current || busyRef.current) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      fired.current = true;
      // A submit stopped by client validation never becomes busy: let the player try again.
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!busyRef.current) fired.current = false;
      }, 800);
    };
    // The player changed the form since (e.g. fixed what validation refused): the next submit is a new one.
    const onInput = () => {
      if (!busyRef.current) fired.current = false;
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("input", onInput);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("input", onInput);
    };
  }, []);

  return (
    <button ref={ref} type="submit" className={className} name={name} value={value} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
      {busy ? (pendingLabel ?? t("payment.submitting")) : children}
    </button>
  );
}
