import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import type { ValidatorConfig } from "~/validation/rules";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "./form-status";
import { Honeypot } from "./honeypot";
import type { RestoreResult } from "./restore.server";
import { restoreRequestSchema, restoreResetSchema } from "./schemas";

/**
 * Restore password: the login first, then the code that was sent and the new password. On the sign-in page
 * (`?restore=1`) the form navigates; in the dialog it posts through a fetcher; without JavaScript the dialog's
 * form lands on the page, which shows the same steps.
 */
export function RestoreForm({
  actionData: pageData,
  inDialog = false,
  back,
  validator = {},
  onCancel,
}: {
  actionData?: RestoreResult;
  inDialog?: boolean;
  /** Where to go once the password is changed (a same-site path); the sign-in page by default. */
  back?: string;
  validator?: ValidatorConfig;
  /** In the dialog: back to the sign-in form without leaving the page. */
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<RestoreResult>({ key: "restore" });
  const FormTag = inDialog ? fetcher.Form : Form;
  const actionData = inDialog ? fetcher.data : pageData;
  const localize = useLocalizedPath();
  const action = localize("/forms/sign_in?restore=1");
  const sent = actionData?.sent ?? null;
  return sent ? (
    <ResetStep key={`reset-${sent.login}`} FormTag={FormTag} action={action} actionData={actionData} busy={inDialog && fetcher.state !== "idle"} inDialog={inDialog} back={back} validator={validator} />
  ) : (
    <RequestStep FormTag={FormTag} action={action} actionData={actionData} busy={inDialog && fetcher.state !== "idle"} inDialog={inDialog} validator={validator} onCancel={onCancel} />
  );
}

interface StepProps {
  FormTag: typeof Form;
  action: string;
  actionData?: RestoreResult;
  busy: boolean;
  inDialog: boolean;
  validator: ValidatorConfig;
}

function RequestStep({ FormTag, action, actionData, busy, inDialog, validator, onCancel }: StepProps & { onCancel?: () => void }) {
  const { t } = useTranslation();
  const schema = restoreRequestSchema(validator);
  const [form, fields] = useForm({
    id: inDialog ? "restore-dialog" : "restore",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  return (
    <FormTag method="post" action={action} className="auth-form" {...getFormProps(form)}>
      {inDialog ? <p className="auth-form__note">{t("auth.restore.intro")}</p> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="restore" />
      <Field label={t("auth.fields.login")} field={fields.login} autoComplete="username" hint={t("auth.fields.loginHint")} />
      <Honeypot />
      <SubmitButton action={action} busy={busy}>
        {t("auth.restore.send")}
      </SubmitButton>
      <p className="auth-form__switch">
        {onCancel ? (
          <button type="button" className="link-button" onClick={onCancel}>
            {t("auth.restore.backToSignIn")}
          </button>
        ) : (
          <LocaleLink to="/forms/sign_in">{t("auth.restore.backToSignIn")}</LocaleLink>
        )}
      </p>
    </FormTag>
  );
}

function ResetStep({ FormTag, action, actionData, busy, inDialog, back, validator }: StepProps & { back?: string }) {
  const { t } = useTranslation();
  const schema = restoreResetSchema(validator);
  const sent = actionData!.sent!;
  const [form, fields] = useForm({
    id: inDialog ? "restore-reset-dialog" : "restore-reset",
    // The first step's answer is not this form's: only a refused reset comes back here.
    lastResult: actionData?.result.initialValue?.intent === "reset" ? actionData.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  return (
    <FormTag method="post" action={action} className="auth-form" {...getFormProps(form)}>
      <p className="auth-form__note" role="status">
        {t(sent.channel === "email" ? "auth.restore.sentEmail" : "auth.restore.sentPhone", { contact: sent.masked })}
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="login" value={sent.login} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <Field label={t("auth.fields.code")} field={fields.code} inputMode="numeric" autoComplete="one-time-code" maxLength={validator.confirmationCode?.length ?? 6} />
      <Field label={t("auth.restore.newPassword")} field={fields.password} type="password" autoComplete="new-password" />
      <Field label={t("auth.restore.repeatPassword")} field={fields.passwordRepeat} type="password" autoComplete="new-password" />
      <Honeypot />
      <SubmitButton action={action} busy={busy}>
        {t("auth.restore.change")}
      </SubmitButton>
    </FormTag>
  );
}
