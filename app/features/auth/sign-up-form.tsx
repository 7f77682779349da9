import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePromoCodePrefill, useQueryPromoCode } from "~/features/player/use-promo-code";
import { CheckboxField, Field, FieldErrors } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "./form-status";
import { Honeypot } from "./honeypot";
import { type RegistrationOptions, signUpSchema } from "./schemas";

export interface SignUpResult {
  result: SubmissionResult<string[]>;
}

/** Registration with the options of the remote configuration (spec §3, auth configuration). */
export function SignUpForm({
  options,
  currencies,
  eager,
  redirectTo,
  actionData: pageData,
  inDialog = false,
}: {
  options: RegistrationOptions & { showPromoFieldByDefault: boolean };
  currencies: string[];
  /** Validate as the player types (remote config) rather than on submit. */
  eager: boolean;
  redirectTo?: string;
  actionData?: SignUpResult;
  /** In a dialog the form posts through a fetcher (see SignInForm). */
  inDialog?: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SignUpResult>({ key: "sign-up" });
  const FormTag = inDialog ? fetcher.Form : Form;
  const actionData = inDialog ? fetcher.data : pageData;
  const localize = useLocalizedPath();
  // The target travels in the action URL too: without JavaScript a refused form lands on the page, which keeps it.
  const action = localize(redirectTo ? `/forms/sign_up?redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/sign_up");
  const schema = signUpSchema(options, {}, currencies);
  const promoCode = useQueryPromoCode();
  const [form, fields] = useForm({
    id: inDialog ? "sign-up-dialog" : "sign-up",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: eager ? "onBlur" : "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: {
      currency: currencies[0],
      notify: options.notify.defaultValue ? "on" : undefined,
      markBetting: options.markBetting.defaultValue ? "on" : undefined,
      terms: options.terms.defaultValue ? "on" : undefined,
      promo_code: promoCode,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  usePromoCodePrefill(fields.promo_code.id);
  useAllErrorsSubscription(form);
  return (
    <FormTag method="post" action={action} className="auth-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("auth.fields.login")} field={fields.login} autoComplete="username" hint={t("auth.fields.loginHint")} />
      <Field label={t("auth.fields.password")} field={fields.password} type="password" autoComplete="new-password" />
      {currencies.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor={fields.currency.id}>
            {t("auth.fields.currency")}
          </label>
          <select className="field__input" {...getSelectProps(fields.currency)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.currency.errorId} errors={fields.currency.errors} />
        </div>
      ) : currencies[0] ? (
        <input type="hidden" name="currency" value={currencies[0]} />
      ) : null}
      {options.showPromocode ? (
        options.showPromoFieldByDefault ? (
          <Field label={t("auth.fields.promoCode")} field={fields.promo_code} autoComplete="off" />
        ) : (
          <details className="auth-form__promo" open={Boolean(fields.promo_code.initialValue)}>
            <summary>{t("auth.fields.havePromo")}</summary>
            <Field label={t("auth.fields.promoCode")} field={fields.promo_code} autoComplete="off" />
          </details>
        )
      ) : null}
      {options.terms.isActive ? <CheckboxField label={t("auth.fields.terms")} field={fields.terms} /> : null}
      {options.notify.isActive ? <CheckboxField label={t("auth.fields.notify")} field={fields.notify} /> : null}
      {options.markBetting.isActive ? <CheckboxField label={t("auth.fields.markBetting")} field={fields.markBetting} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Honeypot />
      <SubmitButton action={action} busy={inDialog && fetcher.state !== "idle"}>{t("auth.signUp")}</SubmitButton>
      <p className="auth-form__switch">
        {t("auth.haveAccount")}{" "}
        <LocaleLink to={redirectTo ? `/forms/sign_in?redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/sign_in"}>{t("auth.signIn")}</LocaleLink>
      </p>
    </FormTag>
  );
}
