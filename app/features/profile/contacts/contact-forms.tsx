import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormErrors, useAllErrorsSubscription } from "~/features/auth/form-status";
import { CONFIRM_SENT_KEY } from "~/features/player/hints";
import { Field, FieldErrors, useErrorText } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { CONTACT_INTENTS, type ContactView, type PhoneCountry, addEmailSchema, addPhoneSchema, confirmSchema, phoneExample, withReturn } from "./contacts";
import { useSecondsLeft } from "./resend-countdown";
import { localStore } from "~/lib/storage";

/** A submit button that shows it is working while its own intent (of this page's forms) is being sent. */
function IntentButton({ intent, children, className = "button button--primary", disabled }: { intent: string; children: React.ReactNode; className?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
      {pending ? t("auth.pending") : children}
    </button>
  );
}

/** The page's own address (the action of its forms, and where the player comes back to). */
function useHere() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Subscribe or unsubscribe one contact (`account.changeSubscription`): a form per contact, no JavaScript needed. */
export function SubscriptionForm({ contact, error }: { contact: ContactView; error?: string[] }) {
  const { t } = useTranslation();
  const here = useHere();
  const text = useErrorText();
  const statusId = `subscription-${contact.contact}`;
  return (
    <Form method="post" action={here} className="contact__subscription" preventScrollReset>
      <input type="hidden" name="intent" value={CONTACT_INTENTS.subscription} />
      <input type="hidden" name="contact" value={contact.contact} />
      <input type="hidden" name="subscribe" value={contact.subscribed ? "0" : "1"} />
      <span id={statusId} className="contact__state">
        {t(contact.subscribed ? "profile.contacts.subscribedYes" : "profile.contacts.subscribedNo")}
      </span>
      <IntentButton intent={CONTACT_INTENTS.subscription} className="button button--ghost button--small">
        {t(contact.subscribed ? "profile.contacts.unsubscribe" : "profile.contacts.subscribe")}
        <span className="visually-hidden">: {contact.display}</span>
      </IntentButton>
      {error?.length ? (
        <p className="form-errors contact__error" role="alert">
          {error.map(text).join(" ")}
        </p>
      ) : null}
    </Form>
  );
}

/** The player's contacts: each with its state, its confirmation step while unconfirmed, and its subscription. */
export function ContactList({
  contacts,
  subscriptionError,
  withSubscription = true,
}: {
  contacts: ContactView[];
  subscriptionError?: { contact: string; errors?: string[] } | null;
  withSubscription?: boolean;
}) {
  const { t } = useTranslation();
  const here = useHere();
  return (
    <ul className="contact-list">
      {contacts.map((contact) => (
        <li key={contact.contact} className="contact" data-contact={contact.contact}>
          <div className="contact__main">
            <span className="contact__type">{t(contact.type === "phone" ? "profile.contacts.phone" : "profile.contacts.email")}</span>
            <strong className="contact__value">{contact.display}</strong>
            <span className={`contact__badge contact__badge--${contact.confirmed ? "ok" : "todo"}`}>
              {t(contact.confirmed ? "profile.contacts.confirmed" : "profile.contacts.unconfirmed")}
            </span>
          </div>
          {contact.confirmed ? null : (
            <LocaleLink to={withReturn("/confirmation", here, { contact: contact.contact })} className="button button--primary button--small contact__confirm">
              {t("profile.contacts.confirm")}
              <span className="visually-hidden">: {contact.display}</span>
            </LocaleLink>
          )}
          {withSubscription ? <SubscriptionForm contact={contact} error={subscriptionError?.contact === contact.contact ? subscriptionError.errors : undefined} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function AddEmailForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const here = useHere();
  const schema = addEmailSchema();
  const [form, fields] = useForm({
    id: "add-email",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  return (
    <Form method="post" action={here} className="contact-form" {...getFormProps(form)}>
      <h2 className="contact-form__title">{t("profile.contacts.addEmailTitle")}</h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={CONTACT_INTENTS.addEmail} />
      <Field label={t("profile.contacts.emailLabel")} field={fields.email} type="email" autoComplete="email" inputMode="email" />
      <IntentButton intent={CONTACT_INTENTS.addEmail}>{t("profile.contacts.add")}</IntentButton>
    </Form>
  );
}

/** A phone: its country from the platform's phone settings (never assumed here), then the national number. */
export function AddPhoneForm({ countries, defaultCountry, lastResult }: { countries: PhoneCountry[]; defaultCountry: string | null; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const here = useHere();
  const schema = addPhoneSchema(countries);
  const [form, fields] = useForm({
    id: "add-phone",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { country: defaultCountry ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  const chosen = countries.find((country) => country.code === (fields.country.value ?? defaultCountry)) ?? countries[0];
  if (!countries.length) return null;
  return (
    <Form method="post" action={here} className="contact-form" {...getFormProps(form)}>
      <h2 className="contact-form__title">{t("profile.contacts.addPhoneTitle")}</h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={CONTACT_INTENTS.addPhone} />
      <div className="contact-form__phone">
        <div className="field field--country" data-invalid={fields.country.errors?.length ? "" : undefined}>
          <label className="field__label" htmlFor={fields.country.id}>
            {t("profile.contacts.countryLabel")}
          </label>
          <select className="field__input" {...getSelectProps(fields.country)} required={false} key={fields.country.key} aria-invalid={fields.country.errors?.length ? true : undefined}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`+${country.dialCode} (${country.code})`}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.country.errorId} errors={fields.country.errors} />
        </div>
        <Field
          label={t("profile.contacts.phoneLabel")}
          field={fields.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t("profile.contacts.phoneHint", { example: phoneExample(chosen) })}
        />
      </div>
      <IntentButton intent={CONTACT_INTENTS.addPhone}>{t("profile.contacts.add")}</IntentButton>
    </Form>
  );
}

/** Writes the hints' confirm-sent marker (spec §4) once a confirmation was sent: the hint bar then stays hidden. */
function useConfirmSentMarker(sent: boolean) {
  useEffect(() => {
    if (!sent) return;
    localStore.setItem(CONFIRM_SENT_KEY, String(Date.now()));
  }, [sent]);
}

/**
 * The confirmation of one contact (§4): send the code (again after a countdown), then the 6-digit code. The
 * code form is always there: a code from an e-mailed link, or one sent earlier, is entered without resending.
 */
export function ConfirmContactForms({
  contact,
  from,
  code,
  sent,
  sendResult,
  confirmResult,
}: {
  contact: ContactView;
  from: string | null;
  code: string | null;
  sent: { contact: string; resendAt: number; seconds: number } | null;
  sendResult?: SubmissionResult<string[]> | null;
  confirmResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const action = localize(withReturn("/confirmation", from, { contact: contact.contact }));
  const mine = sent?.contact === contact.contact ? sent : null;
  useConfirmSentMarker(Boolean(mine && sendResult && sendResult.status !== "error"));
  // The server renders the wait it computed; in the browser it ticks down and the button waits for it.
  const { seconds, live } = useSecondsLeft(mine?.resendAt ?? null, mine?.seconds ?? 0);
  const schema = confirmSchema();
  const [form, fields] = useForm({
    id: `confirm-${contact.contact}`,
    lastResult: confirmResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { code: code ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  const sendErrors = sendResult?.error?.[""] ?? undefined;
  const sentKey = contact.type === "phone" ? "profile.contacts.confirmation.sentPhone" : "profile.contacts.confirmation.sentEmail";
  return (
    <div className="confirm-contact" data-contact={contact.contact}>
      <Form method="post" action={action} className="confirm-contact__send" preventScrollReset>
        <input type="hidden" name="intent" value={CONTACT_INTENTS.send} />
        <input type="hidden" name="contact" value={contact.contact} />
        {mine && !sendErrors?.length ? (
          <p className="confirm-contact__sent" role="status">
            {t(sentKey, { contact: contact.display })}
          </p>
        ) : (
          <p className="confirm-contact__intro">{t("profile.contacts.confirmation.sendIntro", { contact: contact.display })}</p>
        )}
        <FormErrors id={`send-${contact.contact}-errors`} errors={sendErrors} />
        <IntentButton intent={CONTACT_INTENTS.send} className="button button--ghost" disabled={live && seconds > 0}>
          {t(mine ? "profile.contacts.confirmation.resend" : "profile.contacts.confirmation.send")}
        </IntentButton>
        {seconds > 0 ? (
          <p className="confirm-contact__countdown" data-testid="resend-countdown">
            {t("profile.contacts.confirmation.resendIn", { seconds })}
          </p>
        ) : null}
      </Form>
      <Form method="post" action={action} className="confirm-contact__code" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={CONTACT_INTENTS.confirm} />
        <input type="hidden" name="contact" value={contact.contact} />
        {from ? <input type="hidden" name="from" value={from} /> : null}
        {mine ? <input type="hidden" name="resendAt" value={mine.resendAt} /> : null}
        <Field
          label={t("profile.contacts.confirmation.codeFor", { contact: contact.display })}
          field={fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <IntentButton intent={CONTACT_INTENTS.confirm}>{t("profile.contacts.confirmation.submit")}</IntentButton>
      </Form>
    </div>
  );
}
