import { contentAuthEnabled } from "~/content/auth.server";
import { contentChangePassword } from "~/features/auth/content-auth.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { requireUser } from "~/features/auth/guard.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import { localeCookieHeaders } from "~/i18n/locale-cookies.server";
import { readForm } from "~/lib/read-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { type Profile, type ProfileInput } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { isOne } from "~/platform/api/shared.server";
import { AnswerNotAcceptedError, PlatformError } from "~/platform/errors";
import { readOr, systemPageAnswer } from "~/platform/read.server";
import { parseValidatorConfig } from "~/validation/config";
import {
  type PersonalField,
  currencyFormSchema,
  fakenameFormSchema,
  localeFormSchema,
  passwordFormSchema,
  personalDataSchema,
  readPersonalFields,
  readToastType,
  toFormDate,
  toPlatformDate,
} from "./schemas";

export type SettingsIntent = "profile" | "fakename" | "password" | "locale" | "currency";
export interface SettingsActionData {
  intent: SettingsIntent;
  result: SubmissionResult<string[]>;
}

const SETTINGS_PATH = "/profile/settings";

/** A read-only country the platform gives as its ISO 3166 code (decision 012) is shown by its name in the page's language. */
function countryName(value: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(value) ?? value;
  } catch {
    return value;
  }
}

/** The form's value of each field, as the platform keeps it (a cpf document's number is `document_number`). */
export function personalValues(fields: readonly PersonalField[], profile: Profile, locale: string): Record<string, string> {
  const values: Record<string, string> = {};
  const record = profile as Record<string, unknown>;
  for (const field of fields) {
    const raw = field.name === "document_number" ? profile.document?.number : record[field.name];
    if (field.type === "date") values[field.name] = toFormDate(raw);
    // 0 is "not given" (spec §3: sex defaults to 0): no choice is shown as made.
    else if (field.type === "sex") values[field.name] = raw === 1 || raw === 2 || raw === "1" || raw === "2" ? String(raw) : "";
    else values[field.name] = raw === null || raw === undefined ? "" : String(raw);
    if (field.name === "country" && field.readOnly) values[field.name] = countryName(values[field.name]!, locale);
  }
  return values;
}

/** Where a save goes back to: a path on this site given as `from`, else nowhere (null). */
function returnPath(value: unknown): string | null {
  const path = safeRedirectPath(value, "");
  return path || null;
}

export async function settingsLoader(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const locale = localeOf(request);
  const api = getApi(request, context);
  const url = new URL(request.url);
  const [t, config, rawFields, profile, general] = await Promise.all([
    getT(request),
    getRemoteConfig(locale),
    readOr(null, api.account.getPersonalDataFields(), "account.getPersonalDataFields"),
    readOr(null, api.account.getProfileInfo(), "account.getprofileinfo"),
    readOr(null, api.metadata.getGeneralInfo(), "metadata.getgeneralinfo"),
  ]);
  const fields = readPersonalFields(rawFields);
  const currencies = general?.available_currencies ?? [];
  const currency = account.balance_main.currency;
  return data(
    {
      page: "settings",
      title: t("pages.settings.title"),
      lead: t("pages.settings.lead"),
      brand: t("brand"),
      param: null,
      validator: parseValidatorConfig(config.validator),
      /** Without both reads the form would overwrite what it could not show: no form then. */
      personal: rawFields && profile ? { fields, values: personalValues(fields, profile, locale) } : null,
      fakename: account.fakename ?? "",
      login: account.login ?? "",
      currency,
      currencies: currencies.includes(currency) ? currencies : [currency, ...currencies],
      from: returnPath(url.searchParams.get("from")),
      toastType: readToastType(url.searchParams.get("toastType")),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export type SettingsLoaderData = Awaited<ReturnType<typeof settingsLoader>>["data"];

/** A refusal beside the field the platform names, or above the form. */
interface Refusal {
  status: number;
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
}

/**
 * What a refused change says (spec §7, §8). An answer other than 1 is "not saved"; an InvalidParameter naming
 * fields (`details.errors`) is shown beside them, with `codes` giving the text of a field's code; the spec's fatal
 * types are their system pages; an ended session is the sign-in form; any other type is a 4xx beside the form
 * (a 5xx type's text is "try again later"); no answer in time is a 503 "try again later", never a 500.
 */
function refusalOf(error: unknown, fields: Record<string, string>, codes: (field: string, code: string) => string): Refusal {
  if (error instanceof AnswerNotAcceptedError) return { status: 400, formErrors: ["profile.settings.errors.notSaved"] };
  const page = systemPageAnswer(error, { timeouts: false });
  if (page) throw page;
  if (error instanceof PlatformError && !error.timedOut && error.type === "InvalidParameter") {
    const named = (error.details as { errors?: unknown }).errors;
    const fieldErrors: Record<string, string[]> = {};
    if (named && typeof named === "object") {
      for (const [name, list] of Object.entries(named as Record<string, unknown>)) {
        const field = fields[name];
        const code = String((Array.isArray(list) ? list[0] : list) ?? "INVALID").toUpperCase();
        if (field) fieldErrors[field] = [codes(name, code)];
      }
    }
    if (Object.keys(fieldErrors).length) return { status: 400, fieldErrors };
    return { status: 400, formErrors: ["profile.settings.errors.notSaved"] };
  }
  console.warn("[settings] a change was not taken:", String(error));
  // An ended session goes to the sign-in form (decision 053's fault answer).
  if (error instanceof PlatformError && !error.timedOut && error.type === "Authorization") throw error;
  // Any other type the platform answered with is a refusal of this form: a 4xx beside it, the values kept; the
  // platform's own failure (a 5xx type) says "try again later". Only no answer at all is a 503 (issue 38).
  if (error instanceof PlatformError && !error.timedOut) {
    const status = error.type === "TooManyRequests" ? 429 : 400;
    return { status, formErrors: [error.status >= 500 ? "profile.settings.errors.unavailable" : "profile.settings.errors.notSaved"] };
  }
  return { status: 503, formErrors: ["profile.settings.errors.unavailable"] };
}

function refused(intent: SettingsIntent, result: SubmissionResult<string[]>, status: number) {
  return data<SettingsActionData>({ intent, result }, { status });
}

async function done(to: string, key: string) {
  return redirect(to, { status: 303, headers: { "Set-Cookie": await flashToastHeader({ type: "success", key }) } });
}

export async function settingsAction(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const formData = await readForm(request);
  const locale = localeOf(request);
  const api = getApi(request, context);
  const validator = parseValidatorConfig((await getRemoteConfig(locale)).validator);
  const here = localizePath(SETTINGS_PATH, locale);
  const intent = formData.get("intent");

  if (intent === "fakename") {
    const submission = parseWithZod(formData, { schema: fakenameFormSchema(validator) });
    if (submission.status !== "success") return refused("fakename", submission.reply(), 400);
    const refusal = await api.account
      .changeFakename(submission.value.fakename)
      .then((answer) => (isOne(answer) ? null : refusalOf(new AnswerNotAcceptedError("account.changefakename", answer), {}, () => "")))
      .catch((error: unknown) =>
        refusalOf(error, { fakename: "fakename" }, (_, code) => (code === "ALREADY_EXISTS" ? "profile.settings.fakename.taken" : "fakename")),
      );
    if (refusal) return refused("fakename", submission.reply(refusal), refusal.status);
    return done(here, "profile.settings.toasts.fakenameChanged");
  }

  if (intent === "password") {
    const hideFields = ["oldPassword", "password", "passwordRepeat"];
    const submission = parseWithZod(formData, { schema: passwordFormSchema(validator) });
    if (submission.status !== "success") return refused("password", submission.reply({ hideFields }), 400);
    const { oldPassword, password, passwordRepeat } = submission.value;
    if (contentAuthEnabled()) {
      // The content backend's auth/change-password; its new jwt replaces the cookie (decision 038).
      const changed = await contentChangePassword(request, context, { oldPassword, password, passwordRepeat });
      if (!changed.ok) return refused("password", submission.reply({ fieldErrors: changed.fieldErrors, formErrors: changed.formErrors, hideFields }), changed.status);
      const answer = await done(here, "profile.settings.toasts.passwordChanged");
      answer.headers.append("Set-Cookie", changed.cookie);
      return answer;
    }
    const refusal = await api.account
      .changePassword({ old_password: oldPassword, password, repeat_password: passwordRepeat })
      .then((answer) => (isOne(answer) ? null : refusalOf(new AnswerNotAcceptedError("account.changepassword", answer), {}, () => "")))
      .catch((error: unknown) =>
        refusalOf(error, { old_password: "oldPassword", password: "password", repeat_password: "passwordRepeat" }, (name) =>
          name === "old_password" ? "profile.settings.password.wrongOld" : name === "repeat_password" ? "passwordsNotEqual" : "password",
        ),
      );
    if (refusal) return refused("password", submission.reply({ ...refusal, hideFields }), refusal.status);
    return done(here, "profile.settings.toasts.passwordChanged");
  }

  if (intent === "locale") {
    const submission = parseWithZod(formData, { schema: localeFormSchema() });
    if (submission.status !== "success") return refused("locale", submission.reply(), 400);
    const chosen = submission.value.locale as Locale;
    const refusal = await api.account
      .changeLocale(chosen)
      .then((answer) => (isOne(answer) ? null : refusalOf(new AnswerNotAcceptedError("account.changelocale", answer), {}, () => "")))
      .catch((error: unknown) => refusalOf(error, { locale: "locale" }, () => "wrongField"));
    if (refusal) return refused("locale", submission.reply(refusal), refusal.status);
    // The same page in the chosen language (spec §4 language change), its toast in that language too.
    const headers = new Headers();
    for (const cookie of localeCookieHeaders(chosen)) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await flashToastHeader({ type: "success", key: "profile.settings.toasts.languageChanged" }));
    return redirect(localizePath(SETTINGS_PATH, chosen), { status: 303, headers });
  }

  if (intent === "currency") {
    let currencies: string[];
    try {
      currencies = (await api.metadata.getGeneralInfo()).available_currencies;
    } catch (error) {
      const refusal = refusalOf(error, {}, () => "");
      const submission = parseWithZod(formData, { schema: currencyFormSchema([]) });
      return refused("currency", submission.reply({ formErrors: refusal.formErrors }), refusal.status);
    }
    const submission = parseWithZod(formData, { schema: currencyFormSchema(currencies) });
    if (submission.status !== "success") return refused("currency", submission.reply(), 400);
    if (submission.value.currency === account.balance_main.currency) return done(here, "profile.settings.toasts.currencyChanged");
    const refusal = await api.account
      .setCurrency(submission.value.currency)
      .then((answer) => (isOne(answer) ? null : refusalOf(new AnswerNotAcceptedError("account.setCurrency", answer), {}, () => "")))
      .catch((error: unknown) =>
        refusalOf(error, { currency: "currency" }, (_, code) => (code === "HAS_TRANSACTIONS" ? "profile.settings.currency.locked" : "wrongField")),
      );
    if (refusal) return refused("currency", submission.reply(refusal), refusal.status);
    return done(here, "profile.settings.toasts.currencyChanged");
  }

  return profileAction(request, context, formData, validator, here);
}

async function profileAction(request: Request, context: AppLoadContext, formData: FormData, validator: ReturnType<typeof parseValidatorConfig>, here: string) {
  const api = getApi(request, context);
  let rawFields: unknown;
  try {
    rawFields = await api.account.getPersonalDataFields();
  } catch (error) {
    const refusal = refusalOf(error, {}, () => "");
    const submission = parseWithZod(formData, { schema: personalDataSchema([]) });
    return refused("profile", submission.reply({ formErrors: refusal.formErrors }), refusal.status);
  }
  const fields = readPersonalFields(rawFields);
  const submission = parseWithZod(formData, { schema: personalDataSchema(fields, validator) });
  if (submission.status !== "success") return refused("profile", submission.reply(), 400);

  const value = submission.value as Record<string, unknown>;
  const input: Record<string, string | number> = {};
  // Every editable field is sent, an emptied optional one as "" (clears it); read-only ones never (decision 012).
  for (const field of fields) {
    if (field.readOnly) continue;
    const given = value[field.name];
    input[field.name] = given instanceof Date ? toPlatformDate(given) : field.type === "sex" && given !== undefined ? Number(given) : typeof given === "string" ? given : "";
  }
  const { document_number: documentNumber, ...rest } = input;
  const profileInput: ProfileInput = { ...(rest as ProfileInput), ...(documentNumber !== undefined ? { documentNumber: String(documentNumber) } : {}) };
  const names = Object.fromEntries(fields.map((field) => [field.name, field.name]));
  const refusal = await api.account
    .saveProfileInfo(profileInput)
    .then(() => null)
    .catch((error: unknown) => refusalOf(error, names, (_, code) => (code === "READ_ONLY" ? "profile.settings.readOnly" : "wrongField")));
  if (refusal) return refused("profile", submission.reply(refusal), refusal.status);

  // Reached from a fill-profile confirmation (spec §2): back where the player was.
  const back = returnPath(formData.get("from") ?? new URL(request.url).searchParams.get("from"));
  if (back) return done(back, "profile.settings.toasts.savedBack");
  return done(here, "profile.settings.toasts.saved");
}
