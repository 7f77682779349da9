import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "./form-status";
import { Honeypot } from "./honeypot";
import { RestoreForm } from "./restore-form";
import { type SignInResult, TWO_FACTOR_RESEND, TWO_FACTOR_STEP_FIELD, TWO_FACTOR_STEP_VALUE, type TwoFactorView, signInSchema, twoFactorStepSchema } from "./schemas";
import { SocialButtons } from "./social-buttons";

export type { SignInResult };

/** Sign in with phone or e-mail and password; the second step asks for the two-factor code. */
/**
 * On its page the form navigates (POST → redirect → GET). In a dialog it posts through a fetcher, so errors
 * show inside the dialog; without JavaScript the same form lands on the sign-in page with its errors.
 */
export function SignInForm({ redirectTo, actionData: pageData, inDialog = false }: { redirectTo?: string; actionData?: SignInResult; inDialog?: boolean }) {
  // In the dialog, "forgot password?" swaps in the restore form; on the page (and without JS) it is a link.
  const [restoring, setRestoring] = useState(false);
  const validator = useRootData()?.validator;
  if (inDialog && restoring) {
    return <RestoreForm inDialog validator={validator} back={currentDialogUrl()} onCancel={() => setRestoring(false)} />;
  }
  return <SignInFields redirectTo={redirectTo} actionData={pageData} inDialog={inDialog} onRestore={() => setRestoring(true)} />;
}

/** The dialog's own URL (flags kept), where a changed password lands so the player signs in there. */
function currentDialogUrl(): string | undefined {
  return typeof window === "undefined" ? undefined : `${window.location.pathname}${window.location.search}`;
}

function SignInFields({
  redirectTo,
  actionData: pageData,
  inDialog,
  onRestore,
}: {
  redirectTo?: string;
  actionData?: SignInResult;
  inDialog: boolean;
  onRestore: () => void;
}) {
  const fetcher = useFetcher<SignInResult>({ key: "sign-in" });
  const actionData = inDialog ? fetcher.data : pageData;
  const localize = useLocalizedPath();
  // The target travels in the action URL too: without JavaScript a refused form lands on the page, which keeps it.
  const action = localize(redirectTo ? `/forms/sign_in?redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/sign_in");
  const step = {
    FormTag: inDialog ? fetcher.Form : Form,
    action,
    actionData,
    busy: inDialog && fetcher.state !== "idle",
    id: inDialog ? "sign-in-dialog" : "sign-in",
    redirectTo,
  };
  // Two forms, two schemas: the code step has no login or password field (they stay on the server).
  return actionData?.twoFactor ? (
    <CodeStep {...step} twoFactor={actionData.twoFactor} />
  ) : (
    <CredentialsStep {...step} inDialog={inDialog} onRestore={onRestore} />
  );
}

interface StepProps {
  FormTag: typeof Form;
  action: string;
  actionData?: SignInResult;
  busy: boolean;
  id: string;
  redirectTo?: string;
}

function CredentialsStep({ FormTag, action, actionData, busy, id, redirectTo, inDialog, onRestore }: StepProps & { inDialog: boolean; onRestore: () => void }) {
  const { t } = useTranslation();
  const validator = useRootData()?.validator;
  const schema = signInSchema(validator);
  const [form, fields] = useForm({
    id,
    lastResult: actionData?.twoFactor ? undefined : actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  return (
    <FormTag method="post" action={action} className="auth-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("auth.fields.login")} field={fields.login} autoComplete="username" hint={t("auth.fields.loginHint")} />
      <Field label={t("auth.fields.password")} field={fields.password} type="password" autoComplete="current-password" />
      <p className="auth-form__forgot">
        <LocaleLink
          to={redirectTo ? `/forms/sign_in?restore=1&redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/sign_in?restore=1"}
          onClick={(event) => {
            if (!inDialog) return;
            event.preventDefault();
            onRestore();
          }}
        >
          {t("auth.restore.link")}
        </LocaleLink>
      </p>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Honeypot />
      <SubmitButton action={action} busy={busy}>{t("auth.signIn")}</SubmitButton>
      <SocialButtons redirectTo={redirectTo} typeAuth="login" />
      <p className="auth-form__switch">
        {t("auth.noAccount")}{" "}
        <LocaleLink to={redirectTo ? `/forms/sign_up?redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/sign_up"}>{t("auth.signUp")}</LocaleLink>
      </p>
    </FormTag>
  );
}

/**
 * The two-factor second step (spec §4): the code, and "send a new code". The login and password are not in
 * the page: the server keeps them in a sealed, HttpOnly cookie for five minutes.
 */
function CodeStep({ FormTag, action, actionData, busy, id, redirectTo, twoFactor }: StepProps & { twoFactor: TwoFactorView }) {
  const { t } = useTranslation();
  const validator = useRootData()?.validator;
  const schema = twoFactorStepSchema(validator);
  const [form, fields] = useForm({
    id,
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  const length = validator?.twoFactorCode?.length ?? 6;
  return (
    <FormTag method="post" action={action} className="auth-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name={TWO_FACTOR_STEP_FIELD} value={TWO_FACTOR_STEP_VALUE} />
      {twoFactor.notice ? (
        <p className="auth-form__note" role="status">
          {t(`auth.twoFactor.${twoFactor.notice}`, { seconds: twoFactor.resendTime })}
        </p>
      ) : null}
      <Field
        label={t("auth.fields.code")}
        field={fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        required
        autoFocus
      />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Honeypot />
      <SubmitButton action={action} busy={busy}>{t("auth.signIn")}</SubmitButton>
      <button type="submit" name="intent" value={TWO_FACTOR_RESEND} className="button button--ghost button--block" formNoValidate disabled={busy}>
        {t("auth.twoFactor.resend")}
      </button>
    </FormTag>
  );
}
