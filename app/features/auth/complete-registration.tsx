import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, Field } from "~/ui/field";
import { useLocalizedPath } from "~/ui/locale";
import type { ValidatorConfig } from "~/validation/rules";
import type { CompleteRegistrationResult } from "./complete-registration.server";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "./form-status";
import { Honeypot } from "./honeypot";
import { type RegistrationOptions, completeRegistrationSchema } from "./schemas";

/** The fields a social sign-up did not bring (spec §4), as one form: in the dialog or on its own page. */
export function CompleteRegistrationForm({
  options,
  validator = {},
  redirectTo,
  actionData: pageData,
  inDialog = false,
}: {
  options: Pick<RegistrationOptions, "terms">;
  validator?: ValidatorConfig;
  redirectTo?: string;
  actionData?: CompleteRegistrationResult;
  inDialog?: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CompleteRegistrationResult>({ key: "complete-registration" });
  const FormTag = inDialog ? fetcher.Form : Form;
  const actionData = inDialog ? fetcher.data : pageData;
  const localize = useLocalizedPath();
  const action = localize(redirectTo ? `/forms/complete_registration?redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/complete_registration");
  const schema = completeRegistrationSchema(options, validator);
  const [form, fields] = useForm({
    id: inDialog ? "complete-registration-dialog" : "complete-registration",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { terms: options.terms.defaultValue ? "on" : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  return (
    <FormTag method="post" action={action} className="auth-form" {...getFormProps(form)}>
      <p className="auth-form__note">{t("auth.complete.intro")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("auth.complete.contact")} field={fields.contact} autoComplete="username" hint={t("auth.fields.loginHint")} />
      {options.terms.isActive ? <CheckboxField label={t("auth.fields.terms")} field={fields.terms} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Honeypot />
      <SubmitButton action={action} busy={inDialog && fetcher.state !== "idle"}>
        {t("auth.complete.submit")}
      </SubmitButton>
    </FormTag>
  );
}
