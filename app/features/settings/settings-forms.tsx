import { type FormMetadata, getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormErrors, useAllErrorsSubscription } from "~/features/auth/form-status";
import { locales } from "~/i18n/config";
import { Field, FieldErrors } from "~/ui/field";
import { useLocale } from "~/ui/locale";
import type { ValidatorConfig } from "~/validation/rules";
import {
  type PersonalField,
  currencyFormSchema,
  fakenameFormSchema,
  localeFormSchema,
  passwordFormSchema,
  personalDataSchema,
} from "./schemas";
import type { SettingsActionData, SettingsIntent } from "./settings.server";

interface FormProps {
  action: string;
  actionData?: SettingsActionData;
}

/** The answer of the last post, when it was this form's. */
function resultFor(intent: SettingsIntent, actionData?: SettingsActionData) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

/** The form's intent and its submit button, busy only while its own form is being sent (all post to one address). */
function SaveButton({ intent, children }: { intent: SettingsIntent; children: React.ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="button button--primary settings-form__submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
        {pending ? t("auth.pending") : children}
      </button>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function useSettingsForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: ReturnType<typeof resultFor>,
  defaultValue?: Record<string, string>,
) {
  const [form, fields] = useForm<z.input<Schema>>({
    id,
    lastResult,
    // The page's values are the form's strings, whatever the schema turns them into.
    defaultValue: defaultValue as Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"],
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form as unknown as FormMetadata<Record<string, unknown>, string[]>);
  return [form, fields] as const;
}

export function PersonalDataForm({
  action,
  actionData,
  fields: personal,
  values,
  validator,
}: FormProps & { fields: PersonalField[]; values: Record<string, string>; validator: ValidatorConfig }) {
  const { t } = useTranslation();
  const schema = useMemo(() => personalDataSchema(personal, validator), [personal, validator]);
  const [form, fields] = useSettingsForm("settings-profile", schema, resultFor("profile", actionData), values);
  return (
    <Section id="settings-profile" title={t("profile.settings.personal.title")}>
      <Form method="post" action={action} className="settings-form settings-form--grid" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {personal.map((item) => {
          const label = t(`profile.settings.fields.${item.name}`, { defaultValue: item.name });
          if (item.readOnly) {
            const id = `settings-readonly-${item.name}`;
            return (
              <div key={item.name} className="field">
                <label className="field__label" htmlFor={id}>
                  {label}
                </label>
                {/* No name: a read-only value is shown, never posted (decision 012). */}
                <input id={id} className="field__input" value={values[item.name] ?? ""} readOnly aria-describedby={`${id}-hint`} />
                <p id={`${id}-hint`} className="field__hint">
                  {t("profile.settings.readOnlyHint")}
                </p>
              </div>
            );
          }
          const field = fields[item.name]!;
          if (item.type === "sex") {
            return (
              <fieldset key={item.name} className="field settings-choice" data-invalid={field.errors?.length ? "" : undefined} aria-describedby={field.errors?.length ? field.errorId : undefined}>
                <legend className="field__label">{label}</legend>
                {(["1", "2"] as const).map((value) => (
                  <label key={value} className="settings-choice__option">
                    <input
                      type="radio"
                      name={field.name}
                      value={value}
                      form={form.id}
                      defaultChecked={field.initialValue === value}
                      required={item.required}
                      aria-invalid={field.errors?.length ? true : undefined}
                    />
                    <span>{t(`profile.settings.sex.${value}`)}</span>
                  </label>
                ))}
                <FieldErrors id={field.errorId} errors={field.errors} />
              </fieldset>
            );
          }
          return (
            <Field
              key={item.name}
              label={label}
              field={field}
              placeholder={item.type === "date" ? t("profile.settings.datePlaceholder") : undefined}
              hint={item.type === "date" ? t("profile.settings.dateHint") : undefined}
              inputMode={item.type === "postcode" ? "numeric" : undefined}
              autoComplete={autoCompleteOf(item.name)}
            />
          );
        })}
        <SaveButton intent="profile">{t("profile.settings.personal.save")}</SaveButton>
      </Form>
    </Section>
  );
}

function autoCompleteOf(name: string): string | undefined {
  const map: Record<string, string> = {
    first_name: "given-name",
    last_name: "family-name",
    birth_date: "bday",
    address: "address-line1",
    postcode: "postal-code",
    region: "address-level1",
    home_town: "address-level2",
  };
  return map[name] ?? "off";
}

export function FakenameForm({ action, actionData, fakename, validator }: FormProps & { fakename: string; validator: ValidatorConfig }) {
  const { t } = useTranslation();
  const schema = useMemo(() => fakenameFormSchema(validator), [validator]);
  const [form, fields] = useSettingsForm("settings-fakename", schema, resultFor("fakename", actionData), { fakename });
  return (
    <Section id="settings-fakename" title={t("profile.settings.fakename.title")}>
      <Form method="post" action={action} className="settings-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label={t("profile.settings.fakename.label")} field={fields.fakename} hint={t("profile.settings.fakename.hint")} autoComplete="nickname" />
        <SaveButton intent="fakename">{t("profile.settings.fakename.save")}</SaveButton>
      </Form>
    </Section>
  );
}

export function PasswordForm({ action, actionData, login, validator }: FormProps & { login: string; validator: ValidatorConfig }) {
  const { t } = useTranslation();
  const schema = useMemo(() => passwordFormSchema(validator), [validator]);
  const [form, fields] = useSettingsForm("settings-password", schema, resultFor("password", actionData));
  return (
    <Section id="settings-password" title={t("profile.settings.password.title")}>
      <Form method="post" action={action} className="settings-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" value={login} autoComplete="username" aria-label={t("profile.home.login")} readOnly hidden />
        <Field label={t("profile.settings.password.old")} field={fields.oldPassword} type="password" autoComplete="current-password" />
        <Field label={t("profile.settings.password.new")} field={fields.password} type="password" autoComplete="new-password" />
        <Field label={t("profile.settings.password.repeat")} field={fields.passwordRepeat} type="password" autoComplete="new-password" />
        <SaveButton intent="password">{t("profile.settings.password.save")}</SaveButton>
      </Form>
    </Section>
  );
}

export function LocaleForm({ action, actionData }: FormProps) {
  const { t } = useTranslation();
  const current = useLocale();
  const schema = useMemo(() => localeFormSchema(), []);
  const [form, fields] = useSettingsForm("settings-locale", schema, resultFor("locale", actionData), { locale: current });
  return (
    <Section id="settings-locale" title={t("profile.settings.locale.title")}>
      <Form method="post" action={action} className="settings-form settings-form--inline" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="field">
          <label className="field__label" htmlFor={fields.locale.id}>
            {t("profile.settings.locale.label")}
          </label>
          <select className="field__input" {...getSelectProps(fields.locale)} required={false}>
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`lang.${code}`)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.locale.errorId} errors={fields.locale.errors} />
        </div>
        <SaveButton intent="locale">{t("profile.settings.locale.save")}</SaveButton>
      </Form>
    </Section>
  );
}

export function CurrencyForm({ action, actionData, currency, currencies }: FormProps & { currency: string; currencies: string[] }) {
  const { t } = useTranslation();
  const schema = useMemo(() => currencyFormSchema(currencies), [currencies]);
  const [form, fields] = useSettingsForm("settings-currency", schema, resultFor("currency", actionData), { currency });
  return (
    <Section id="settings-currency" title={t("profile.settings.currency.title")}>
      <Form method="post" action={action} className="settings-form settings-form--inline" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="field" data-invalid={fields.currency.errors?.length ? "" : undefined}>
          <label className="field__label" htmlFor={fields.currency.id}>
            {t("profile.settings.currency.label")}
          </label>
          <select className="field__input" {...getSelectProps(fields.currency)} required={false} aria-describedby={fields.currency.errors?.length ? fields.currency.errorId : `${fields.currency.id}-hint`}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <p id={`${fields.currency.id}-hint`} className="field__hint">
            {t("profile.settings.currency.hint")}
          </p>
          <FieldErrors id={fields.currency.errorId} errors={fields.currency.errors} />
        </div>
        <SaveButton intent="currency">{t("profile.settings.currency.save")}</SaveButton>
      </Form>
    </Section>
  );
}

/** The settings page's forms (one module, loaded after the page: `~/ui/deferred`). */
export function SettingsForms({
  action,
  actionData,
  data,
}: {
  action: string;
  actionData?: SettingsActionData;
  data: {
    personal: { fields: PersonalField[]; values: Record<string, string> } | null;
    fakename: string;
    login: string;
    validator: ValidatorConfig;
    currency: string;
    currencies: string[];
  };
}) {
  const { t } = useTranslation();
  return (
    <div className="settings">
      {data.personal ? (
        <PersonalDataForm action={action} actionData={actionData} fields={data.personal.fields} values={data.personal.values} validator={data.validator} />
      ) : (
        <p className="settings-notice settings-notice--error" role="alert">
          {t("profile.settings.personal.unavailable")}
        </p>
      )}
      <FakenameForm action={action} actionData={actionData} fakename={data.fakename} validator={data.validator} />
      <PasswordForm action={action} actionData={actionData} login={data.login} validator={data.validator} />
      <LocaleForm action={action} actionData={actionData} />
      <CurrencyForm action={action} actionData={actionData} currency={data.currency} currencies={data.currencies} />
    </div>
  );
}
