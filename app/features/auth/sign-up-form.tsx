import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePromoCodePrefill, useQueryPromoCode } from "~/features/player/use-promo-code";
import { CheckboxField, Field, FieldErrors } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import type { ValidatorConfig } from "~/validation/rules";
import type { SignUpCharacter } from "./characters.server";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "./form-status";
import { Honeypot } from "./honeypot";
import { type RegistrationOptions, signUpSchema } from "./schemas";
import { SocialButtons } from "./social-buttons";

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
  characters = [],
  validator = {},
}: {
  options: RegistrationOptions & { showPromoFieldByDefault: boolean };
  currencies: string[];
  /** Validate as the player types (remote config) rather than on submit. */
  eager: boolean;
  redirectTo?: string;
  actionData?: SignUpResult;
  /** In a dialog the form posts through a fetcher (see SignInForm). */
  inDialog?: boolean;
  /** Loyalty characters to choose from, when `showCharacterSelect` is on. */
  characters?: SignUpCharacter[];
  /** The remote config's validator settings. */
  validator?: ValidatorConfig;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SignUpResult>({ key: "sign-up" });
  const FormTag = inDialog ? fetcher.Form : Form;
  const actionData = inDialog ? fetcher.data : pageData;
  const localize = useLocalizedPath();
  // The target travels in the action URL too: without JavaScript a refused form lands on the page, which keeps it.
  const action = localize(redirectTo ? `/forms/sign_up?redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/sign_up");
  const showCharacters = options.showCharacterSelect && characters.length > 0;
  const schema = signUpSchema(options, validator, currencies, characters.map((character) => character.id));
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
          <select className="field__input" {...getSelectProps(fields.currency)} required={false}>
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
      {showCharacters ? (
        <fieldset className="character-select" aria-describedby={fields.character.errors?.length ? fields.character.errorId : undefined}>
          <legend className="field__label">{t("auth.fields.character")}</legend>
          <div className="character-select__list">
            {characters.map((character) => (
              <label key={character.id} className="character-select__item">
                <input
                  type="radio"
                  name={fields.character.name}
                  value={character.id}
                  form={form.id}
                  defaultChecked={fields.character.initialValue === character.id}
                />
                {character.image_url ? <img src={character.image_url} alt="" width={56} height={56} loading="lazy" decoding="async" /> : null}
                <span>{character.name}</span>
              </label>
            ))}
          </div>
          <FieldErrors id={fields.character.errorId} errors={fields.character.errors} />
        </fieldset>
      ) : null}
      {options.terms.isActive ? <CheckboxField label={t("auth.fields.terms")} field={fields.terms} /> : null}
      {options.notify.isActive ? <CheckboxField label={t("auth.fields.notify")} field={fields.notify} /> : null}
      {options.markBetting.isActive ? <CheckboxField label={t("auth.fields.markBetting")} field={fields.markBetting} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Honeypot />
      <SubmitButton action={action} busy={inDialog && fetcher.state !== "idle"}>{t("auth.signUp")}</SubmitButton>
      <SocialButtons redirectTo={redirectTo} typeAuth="register" />
      <p className="auth-form__switch">
        {t("auth.haveAccount")}{" "}
        <LocaleLink to={redirectTo ? `/forms/sign_in?redirectTo=${encodeURIComponent(redirectTo)}` : "/forms/sign_in"}>{t("auth.signIn")}</LocaleLink>
      </p>
    </FormTag>
  );
}
