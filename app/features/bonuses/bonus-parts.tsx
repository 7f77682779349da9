import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/features/auth/form-status";
import { HistoryStatus } from "~/features/cashier/history-list";
import { Dialog } from "~/ui/dialog";
import { LocaleLink } from "~/ui/locale";

/** A row of filter links (a GET page each: works without JavaScript). */
export function FilterLinks<T extends string>({ label, values, current, href, text }: { label: string; values: readonly T[]; current: T; href: (value: T) => string; text: (value: T) => string }) {
  return (
    <nav className="bonus-filters" aria-label={label}>
      {values.map((value) => (
        <LocaleLink key={value} to={href(value)} className="bonus-filters__item" aria-current={value === current ? "page" : undefined} preventScrollReset>
          {text(value)}
        </LocaleLink>
      ))}
    </nav>
  );
}

export { HistoryStatus as StatusBadge };

/** Wagered / required as a bar and in words. */
export function WagerBar({ progress }: { progress: { done: string; required: string; percent: number } }) {
  const { t } = useTranslation();
  const label = t("bonuses.progress", { done: progress.done, required: progress.required, percent: progress.percent });
  return (
    <div className="bonus-progress">
      <div className="bonus-progress__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent} aria-label={label}>
        <span className="bonus-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="bonus-progress__text">{label}</p>
    </div>
  );
}

/**
 * The confirm step of a money-like action, rendered open by the server (`?confirm=…`) in the one dialog component:
 * what will happen, the one button that does it (a POST), and the way back. `action` and `back` are localized paths.
 */
export function ConfirmStep({ title, text, action, back, yes, fields }: { title: string; text: string; action: string; back: string; yes: string; fields: Record<string, string> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Dialog kind="confirm" title={title} closeHref={back}>
      <div className="bonus-confirm" data-testid="bonus-confirm">
        <p>{text}</p>
        <Form method="post" action={action} className="dialog__actions" preventScrollReset>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SubmitButton action={action} busy={navigation.state === "submitting"}>
            {yes}
          </SubmitButton>
          <Link to={back} replace preventScrollReset className="button button--ghost button--block">
            {t("bonuses.confirm.back")}
          </Link>
        </Form>
      </div>
    </Dialog>
  );
}
