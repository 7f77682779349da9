import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "~/features/auth/form-status";
import { Honeypot } from "~/features/auth/honeypot";
import { Field, FieldErrors } from "~/ui/field";
import { useLocalizedPath } from "~/ui/locale";
import type { ValidatorConfig } from "~/validation/rules";
import { feedbackSchema } from "./schema";
import type { FeedbackResult } from "./support.server";

/** A real form posting to `/support`: the server validates and answers with errors or `?sent=1`. */
export function FeedbackForm({ actionData, validator, defaultEmail }: { actionData?: FeedbackResult; validator: ValidatorConfig; defaultEmail?: string }) {
  const { t } = useTranslation();
  const action = useLocalizedPath()("/support");
  const schema = feedbackSchema(validator);
  const [form, fields] = useForm({
    id: "feedback",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    defaultValue: { email: defaultEmail ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  const messageField = fields.message;
  return (
    <Form method="post" action={action} className="auth-form support-form" {...getFormProps(form)}>
      <h2 className="support-form__title">{t("support.form.title")}</h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("support.form.email")} field={fields.email} type="email" autoComplete="email" />
      <div className="field" data-invalid={messageField.errors?.length ? "" : undefined}>
        <label className="field__label" htmlFor={messageField.id}>
          {t("support.form.message")}
        </label>
        <textarea
          className="field__input support-form__message"
          rows={5}
          {...getTextareaProps(messageField, { ariaAttributes: false })}
          aria-invalid={messageField.errors?.length ? true : undefined}
          aria-describedby={messageField.errors?.length ? messageField.errorId : undefined}
        />
        <FieldErrors id={messageField.errorId} errors={messageField.errors} />
      </div>
      <Honeypot />
      <SubmitButton action={action}>{t("support.form.send")}</SubmitButton>
    </Form>
  );
}
