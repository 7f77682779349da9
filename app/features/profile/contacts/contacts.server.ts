import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { formError } from "~/features/auth/auth.server";
import { requireUser } from "~/features/auth/guard.server";
import { CONFIRM_HINT_MS, CONFIRM_SENT_COOKIE, confirmSentCookieOf } from "~/features/player/hints";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { localeOf, localizePath } from "~/i18n/config";
import { serializeSiteCookie } from "~/lib/cookies.server";
import { readForm } from "~/lib/read-form.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { AnswerNotAcceptedError, PlatformError } from "~/platform/errors";
import { readOr } from "~/platform/read.server";
import { parseValidatorConfig } from "~/validation/config";
import {
  CONTACT_INTENTS,
  type ContactView,
  type PhoneCountry,
  addEmailSchema,
  addPhoneSchema,
  confirmSchema,
  contactView,
  phoneCountriesOf,
  returnAddress,
  sendSchema,
  subscriptionSchema,
  withReturn,
} from "./contacts";

const noStore = { "Cache-Control": "no-store" };

/** The player's contacts and the platform's phone countries; null contacts when the profile cannot be read. */
export async function readContacts(request: Request, context: AppLoadContext): Promise<{ contacts: ContactView[] | null; countries: PhoneCountry[]; defaultCountry: string | null }> {
  const api = getApi(request, context);
  const [profile, settings] = await Promise.all([
    readOr(null, api.account.getProfileInfo(), "account.getprofileinfo"),
    readOr({ countries: [] }, api.account.getContactPhoneSettings(), "account.getContactPhoneSettings"),
  ]);
  const countries = phoneCountriesOf(settings);
  const wanted = (settings as { default?: unknown }).default;
  const defaultCountry = typeof wanted === "string" && countries.some((country) => country.code === wanted) ? wanted : (countries[0]?.code ?? null);
  return { contacts: profile ? profile.contacts.map((contact) => contactView(contact, countries)) : null, countries, defaultCountry };
}

/** A refusal of a contact call the page shows beside its form, as a translation key and a status. */
function refusal(caught: unknown): { key: string; status: number } {
  const error = formError(caught);
  if (error.type === "TooManyRequests") return { key: "auth.errors.tooManyRequests", status: 429 };
  const errors = (error.details as { errors?: Record<string, unknown> }).errors ?? {};
  const reason = Array.isArray(errors.contact) ? errors.contact[0] : null;
  if (reason === "CONFIRMED") return { key: "profile.contacts.errors.alreadyConfirmed", status: 409 };
  if (reason === "NOT_FOUND") return { key: "profile.contacts.errors.unknownContact", status: 404 };
  return { key: "profile.contacts.errors.failed", status: error.status >= 400 && error.status < 500 ? error.status : 400 };
}

// ── /profile/contacts ────────────────────────────────────────────────────────────────────────────────

export async function contactsPageLoader(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const [t, view] = await Promise.all([getT(request), readContacts(request, context)]);
  return data({ title: t("pages.contacts.title"), lead: t("pages.contacts.lead"), brand: t("brand"), ...view }, { headers: noStore });
}

export type ContactsActionData =
  | { intent: typeof CONTACT_INTENTS.addEmail | typeof CONTACT_INTENTS.addPhone; result: SubmissionResult<string[]> }
  | { intent: typeof CONTACT_INTENTS.subscription; contact: string; result: SubmissionResult<string[]> };

/**
 * Adds a contact (§4 contact flow, `account.addcontact`): a refused one is a wrong e-mail or phone (§8), beside
 * its field with what was typed; an added one goes on to its confirmation, which returns here.
 */
async function addContact(request: Request, context: AppLoadContext, formData: FormData, back: string) {
  const intent = formData.get("intent") === CONTACT_INTENTS.addPhone ? CONTACT_INTENTS.addPhone : CONTACT_INTENTS.addEmail;
  const api = getApi(request, context);
  const locale = localeOf(request);
  let submission;
  if (intent === CONTACT_INTENTS.addEmail) {
    const validator = parseValidatorConfig((await getRemoteConfig(locale)).validator);
    submission = parseWithZod(formData, { schema: addEmailSchema(validator) });
  } else {
    const { countries } = await readContacts(request, context);
    submission = parseWithZod(formData, { schema: addPhoneSchema(countries) });
  }
  if (submission.status !== "success") return data<ContactsActionData>({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  // E-mail addresses are the platform's in lower case: the confirmation step names it so.
  const contact = "email" in value ? value.email.toLowerCase() : value.contact;
  const field = "email" in value ? "email" : "phone";
  try {
    // Phones carry their country from the platform's own list (§7), never one assumed here.
    await api.account.addContact(contact, "countryCode" in value ? value.countryCode : undefined);
  } catch (caught) {
    if (caught instanceof AnswerNotAcceptedError) {
      const key = field === "email" ? "validation.wrongEmailAddress" : "validation.wrongPhoneFormat";
      return data<ContactsActionData>({ intent, result: submission.reply({ fieldErrors: { [field]: [key] } }) }, { status: 400 });
    }
    const { key, status } = refusal(caught);
    return data<ContactsActionData>({ intent, result: submission.reply({ formErrors: [key] }) }, { status });
  }
  const target = withReturn(localizePath("/confirmation", locale), back, { contact });
  return redirect(target, { status: 303, headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "profile.contacts.added" }) } });
}

/** Subscribes or unsubscribes one contact (`account.changeSubscription`), then the page again. */
async function changeSubscription(request: Request, context: AppLoadContext, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: subscriptionSchema() });
  const contact = String(formData.get("contact") ?? "");
  if (submission.status !== "success") {
    return data<ContactsActionData>({ intent: CONTACT_INTENTS.subscription, contact, result: submission.reply({ formErrors: ["profile.contacts.errors.failed"] }) }, { status: 400 });
  }
  const on = submission.value.subscribe === "1";
  try {
    await getApi(request, context).account.changeSubscription(submission.value.contact, on);
  } catch (caught) {
    const { key, status } = caught instanceof AnswerNotAcceptedError ? { key: "profile.contacts.errors.failed", status: 400 } : refusal(caught);
    return data<ContactsActionData>({ intent: CONTACT_INTENTS.subscription, contact, result: submission.reply({ formErrors: [key] }) }, { status });
  }
  const { contacts } = await readContacts(request, context);
  const shown = contacts?.find((item) => item.contact === submission.value.contact)?.display ?? submission.value.contact;
  const toast = { type: "success" as const, key: on ? "profile.contacts.subscribedToast" : "profile.contacts.unsubscribedToast", values: { contact: shown } };
  return redirect(back, { status: 303, headers: { "Set-Cookie": await flashToastHeader(toast) } });
}

/** The action of a page listing contacts (`/profile/contacts`, `/profile/notification`): add and subscription. */
export async function contactsPageAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const intent = formData.get("intent");
  if (intent === CONTACT_INTENTS.subscription) return changeSubscription(request, context, formData, back);
  if (intent === CONTACT_INTENTS.addEmail || intent === CONTACT_INTENTS.addPhone) return addContact(request, context, formData, back);
  return data({ intent: null, result: null }, { status: 400 });
}

// ── /profile/notification ────────────────────────────────────────────────────────────────────────────

export async function notificationPageLoader(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const [t, view] = await Promise.all([getT(request), readContacts(request, context)]);
  return data({ title: t("pages.notification.title"), lead: t("pages.notification.lead"), brand: t("brand"), contacts: view.contacts }, { headers: noStore });
}

// ── /confirmation ────────────────────────────────────────────────────────────────────────────────────

export interface CodeSent {
  contact: string;
  /** When another code may be asked for (ms since the epoch). */
  resendAt: number;
  /** The seconds left then, as the server renders them (the browser ticks on from there). */
  seconds: number;
}

function codeSent(contact: string, resendAt: number, now: number): CodeSent {
  return { contact, resendAt, seconds: Math.max(0, Math.ceil((resendAt - now) / 1000)) };
}

export type ConfirmationActionData = {
  intent: typeof CONTACT_INTENTS.send | typeof CONTACT_INTENTS.confirm;
  result: SubmissionResult<string[]>;
  sent: CodeSent | null;
};

/**
 * The confirmation step (§2 `/confirmation`, §4 contact flow). Its link contract (docs/decisions/013):
 * `?contact=` picks the contact, `?code=` fills in the code (an e-mailed link carries both), `?from=` is where
 * the player returns once it is confirmed. A guest is asked to sign in and comes back to the same address.
 */
export async function confirmationLoader(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const t = await getT(request);
  const page = { title: t("pages.confirmation.title"), lead: t("pages.confirmation.lead"), brand: t("brand") };
  const from = returnAddress(url.searchParams.get("from"));
  const code = /^\d{1,12}$/.test(url.searchParams.get("code") ?? "") ? url.searchParams.get("code") : null;
  const account = await getAccountInfo(request, context);
  if (!isSignedIn(account)) {
    const home = localizePath("/", localeOf(request));
    return data({ ...page, guest: true as const, signInHref: `${home}?redirectUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`, contacts: null, selected: null, from, code, sentEarlier: false }, { headers: noStore });
  }
  // A code was sent earlier (the confirm-sent marker): the lead asks for it rather than promise one.
  const sentEarlier = confirmSentCookieOf(request.headers.get("cookie"), account.uid);
  const { contacts } = await readContacts(request, context);
  const wanted = url.searchParams.get("contact");
  const unconfirmed = (contacts ?? []).filter((contact) => !contact.confirmed);
  const selected = (contacts ?? []).find((contact) => contact.contact === wanted?.trim().toLowerCase()) ?? unconfirmed[0] ?? null;
  return data({ ...page, guest: false as const, signInHref: null, contacts, selected, from, code, sentEarlier }, { headers: noStore });
}

export async function confirmationAction(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const formData = await readForm(request);
  const api = getApi(request, context);
  const locale = localeOf(request);
  const now = Date.now();

  if (formData.get("intent") === CONTACT_INTENTS.send) {
    const submission = parseWithZod(formData, { schema: sendSchema() });
    if (submission.status !== "success") return data<ConfirmationActionData>({ intent: CONTACT_INTENTS.send, result: submission.reply(), sent: null }, { status: 400 });
    const { contact } = submission.value;
    try {
      const answer = await api.account.sendConfirmationToContact(contact);
      // The confirm-sent marker for the server's hints, as the page writes it to local storage (decision 013).
      const marker = serializeSiteCookie(CONFIRM_SENT_COOKIE, String(account.uid), { maxAge: CONFIRM_HINT_MS / 1000 });
      return data<ConfirmationActionData>(
        { intent: CONTACT_INTENTS.send, result: submission.reply({ resetForm: true }), sent: codeSent(contact, now + answer.resend_time * 1000, now) },
        { headers: { ...noStore, "Set-Cookie": marker } },
      );
    } catch (caught) {
      // The platform keeps the resend time (§4): asked too early, it says how long is left.
      if (caught instanceof PlatformError && caught.type === "TooManyRequests" && Number(caught.details.resend_time) > 0) {
        const seconds = Math.ceil(Number(caught.details.resend_time));
        return data<ConfirmationActionData>(
          { intent: CONTACT_INTENTS.send, result: submission.reply({ formErrors: [`profile.contacts.confirmation.resendWait|${JSON.stringify({ seconds })}`] }), sent: codeSent(contact, now + seconds * 1000, now) },
          { status: 429 },
        );
      }
      const { key, status } = refusal(caught);
      return data<ConfirmationActionData>({ intent: CONTACT_INTENTS.send, result: submission.reply({ formErrors: [key] }), sent: null }, { status });
    }
  }

  const validator = parseValidatorConfig((await getRemoteConfig(locale)).validator);
  const submission = parseWithZod(formData, { schema: confirmSchema(validator) });
  const contact = String(formData.get("contact") ?? "");
  const resendAt = Number(formData.get("resendAt"));
  // The countdown the page showed goes on after a refused code (it is only what the page shows).
  const sent = contact && Number.isFinite(resendAt) && resendAt > 0 && resendAt < now + 600_000 ? codeSent(contact, resendAt, now) : null;
  if (submission.status !== "success") return data<ConfirmationActionData>({ intent: CONTACT_INTENTS.confirm, result: submission.reply(), sent }, { status: 400 });
  try {
    await api.account.confirmContact(submission.value.contact, submission.value.code);
  } catch (caught) {
    // Spec §8: a wrong code is the sms-code message, beside the code, which stays as typed.
    if (caught instanceof AnswerNotAcceptedError) {
      return data<ConfirmationActionData>({ intent: CONTACT_INTENTS.confirm, result: submission.reply({ fieldErrors: { code: ["auth.errors.wrongCode"] } }), sent }, { status: 400 });
    }
    const { key, status } = refusal(caught);
    return data<ConfirmationActionData>({ intent: CONTACT_INTENTS.confirm, result: submission.reply({ formErrors: [key] }), sent }, { status });
  }
  const { contacts } = await readContacts(request, context);
  const shown = contacts?.find((item) => item.contact === submission.value.contact)?.display ?? submission.value.contact;
  const from = returnAddress(submission.value.from);
  const toast = await flashToastHeader({ type: "success", key: "profile.contacts.confirmation.confirmedToast", values: { contact: shown } });
  // Back where the player was (the withdraw form with its amount), else the success step.
  return redirect(from ?? localizePath("/confirmation/success", locale), { status: 303, headers: { "Set-Cookie": toast } });
}

// ── /unsubscribe ─────────────────────────────────────────────────────────────────────────────────────

/**
 * `/unsubscribe` (§2, §7 `account.unsubscribe`). Link contract (docs/decisions/013): `?contact=…&token=…` as
 * the platform writes it in its e-mails. The page asks once (a POST: mail scanners that open links do not
 * unsubscribe anyone), then shows the unsubscribe system page. Signed in without a link: every contact.
 */
export async function unsubscribeLoader(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const t = await getT(request);
  const contact = url.searchParams.get("contact")?.trim() || null;
  const token = url.searchParams.get("token")?.trim() || null;
  const done = url.searchParams.get("done") === "1";
  const signedIn = isSignedIn(await getAccountInfo(request, context));
  const home = localizePath("/", localeOf(request));
  return data(
    {
      title: t(done ? "system.unsubscribe.header" : "pages.unsubscribe.title"),
      brand: t("brand"),
      done,
      link: contact && token ? { contact, token } : null,
      signedIn,
      signInHref: `${home}?redirectUrl=${encodeURIComponent(localizePath("/unsubscribe", localeOf(request)))}`,
    },
    { headers: noStore },
  );
}

export type UnsubscribeActionData = { messageKey: string };

export async function unsubscribeAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const locale = localeOf(request);
  const contact = String(formData.get("contact") ?? "").trim();
  const token = String(formData.get("token") ?? "").trim();
  const byLink = Boolean(contact || token);
  if (!byLink && !isSignedIn(await getAccountInfo(request, context))) {
    return data<UnsubscribeActionData>({ messageKey: "profile.contacts.unsubscribe.guest" }, { status: 401 });
  }
  try {
    await getApi(request, context).account.unsubscribe(byLink ? { contact, token } : {});
  } catch (caught) {
    if (caught instanceof AnswerNotAcceptedError) return data<UnsubscribeActionData>({ messageKey: "profile.contacts.errors.failed" }, { status: 400 });
    const error = formError(caught);
    if (error.type === "TooManyRequests") return data<UnsubscribeActionData>({ messageKey: "auth.errors.tooManyRequests" }, { status: 429 });
    const status = error.status >= 400 && error.status < 500 ? error.status : 400;
    return data<UnsubscribeActionData>({ messageKey: byLink ? "profile.contacts.unsubscribe.invalidLink" : "profile.contacts.errors.failed" }, { status });
  }
  return redirect(`${localizePath("/unsubscribe", locale)}?done=1`, { status: 303 });
}
