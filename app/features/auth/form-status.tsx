import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/ui/field";

/** The errors of the whole form (what the platform refused), announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    <div id={id} className="form-errors" role="alert">
      {errors.map((error) => (
        <p key={error}>{text(error)}</p>
      ))}
    </div>
  );
}

/** A submit button that shows it is working and cannot fire twice while its form is being sent. */
export function SubmitButton({ action, busy, children }: { action: string; busy?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = busy || (navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action.split("?")[0]);
  return (
    <button type="submit" className="button button--primary button--block" disabled={pending} aria-busy={pending || undefined}>
      {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
      {pending ? t("auth.pending") : children}
    </button>
  );
}

/**
 * Conform re-renders a form only for the state its render read. Reading every field's errors here makes the
 * whole form re-render when a submit finds errors; without it, a submit racing a busy main thread focused the
 * first invalid field but showed no message (seen on a loaded 2-core machine).
 */
export function useAllErrorsSubscription(form: { allErrors: Record<string, string[]> }) {
  return Object.keys(form.allErrors).length;
}
