import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { type Locale, isLocale, localeOf, localizePath } from "~/i18n/config";
import { formatDateTime } from "~/lib/format";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { throwAsSystemPage } from "~/platform/client.server";
import { PlatformError } from "~/platform/errors";
import { parseValidatorConfig } from "~/validation/config";
import { message } from "~/validation/messages";
import { type ValidatorConfig, promoCodeErrorKey } from "~/validation/rules";
import { promoCodeMessageKey } from "~/features/promo/promo-code-params";
import { signUpCharacters } from "./characters.server";
import { HONEYPOT_FIELD, type SignInResult, TWO_FACTOR_RESEND, TWO_FACTOR_STEP_FIELD, TWO_FACTOR_STEP_VALUE, type TwoFactorView, signUpSchema, twoFactorStepSchema } from "./schemas";
import { clearTwoFactorStepCookie, readTwoFactorStep, twoFactorAnswer, twoFactorAnswerOf, twoFactorStepCookie } from "./two-factor.server";
import { readForm } from "~/lib/read-form.server";
import { loginErrorCode, trackEvent } from "~/features/tracking/events.server";
import { contentAuthEnabled } from "~/content/auth.server";
import { contentSignInAction, contentSignOutCookie, contentSignUp } from "./content-auth.server";
import { readSignIn } from "./auth-forms.server";

/** Where to go after signing in: the same-site `redirectTo`, else home, in the page's locale. */
export function afterAuthTarget(request: Request, redirectTo: unknown): string {
  const locale = localeOf(request);
  const fallback = localizePath("/", locale);
  return safeRedirectPath(redirectTo, fallback);
}

/** A form error the platform caused, as a translation key under `auth.errors`. */
export function authErrorKey(error: unknown): string {
  if (!(error instanceof PlatformError)) return "unknown";
  switch (error.type) {
    case "Authorization":
    case "InvalidParameter":
    case "InvalidRequest":
      return /code/i.test(error.message) ? "wrongCode" : "wrongCredentials";
    case "TooManyRequests":
      return "tooManyRequests";
    case "UserDeleted":
      return "userDeleted";
    case "AccessDenied":
      return "accessDenied";
    default:
      return "unknown";
  }
}

/**
 * The sign-in refusal as a form message: a time-out or self-exclusion (decision 026: AccessDenied with reason
 * self_excluded, its kind and end) names when the player may come back; anything else is its `auth.errors` text.
 */
export function authErrorMessage(error: PlatformError, locale: Locale): string {
  const { reason, kind, until } = error.details;
  if (error.type === "AccessDenied" && reason === "self_excluded" && typeof until === "string" && !Number.isNaN(Date.parse(until))) {
    const which = kind === "exclusion" ? "exclusion" : "timeout";
    return `auth.errors.selfExcluded.${which}|${JSON.stringify({ date: formatDateTime(until, locale) })}`;
  }
  return `auth.errors.${authErrorKey(error)}`;
}

/**
 * A platform error a form shows beside itself; anything else propagates: banned players and maintenance
 * get their system pages (spec §8), unexpected exceptions the error boundary.
 */
export function formError(error: unknown): PlatformError {
  if (!(error instanceof PlatformError)) throw error;
  if (error.type === "UserBanned" || error.type === "ApplicationDisabled" || error.type === "ApplicationUnavailable") {
    throwAsSystemPage(error);
  }
  return error;
}

export async function authContext(request: Request) {
  const locale = localeOf(request);
  const config = await getRemoteConfig(locale);
  return { locale, config, validator: parseValidatorConfig(config.validator) };
}

/** Signed-in players have nothing to do on the sign-in and sign-up pages. */
export async function redirectSignedIn(request: Request, context: AppLoadContext) {
  if (isSignedIn(await getAccountInfo(request, context))) {
    throw redirect(afterAuthTarget(request, new URL(request.url).searchParams.get("redirectTo")));
  }
}

const noStore = { "Cache-Control": "no-store" };

export async function signInAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const { validator } = await authContext(request);
  // The content backend has no second step (decision 038).
  if (contentAuthEnabled()) return contentSignInAction(request, context, formData, validator);
  if (formData.get(TWO_FACTOR_STEP_FIELD) === TWO_FACTOR_STEP_VALUE) return twoFactorStepAction(request, context, formData, validator);
  const read = readSignIn(formData, validator);
  if (read.refused) return read.refused;
  const { submission } = read;
  const { login, password, redirectTo } = submission.value;
  try {
    const result = await getApi(request, context).auth.login({ login, password });
    if (result.step === "two-factor") {
      const headers = new Headers(noStore);
      headers.append("Set-Cookie", twoFactorStepCookie({ login, password }));
      return data<SignInResult>({ result: submission.reply({ hideFields: ["password"] }), twoFactor: { notice: "enabled", resendTime: result.resendTime } }, { headers });
    }
  } catch (caught) {
    const error = formError(caught);
    await trackEvent(request, context, { name: "login_error", params: { code: loginErrorCode(error) } });
    return data<SignInResult>(
      { result: submission.reply({ formErrors: [authErrorMessage(error, localeOf(request))], hideFields: ["password"] }), twoFactor: null },
      { status: error.type === "TooManyRequests" ? 429 : 400 },
    );
  }
  return signedIn(request, redirectTo);
}

async function signedIn(request: Request, redirectTo: unknown, extra?: string) {
  const headers = new Headers();
  headers.append("Set-Cookie", await flashToastHeader({ type: "success", key: "auth.toasts.signedIn" }));
  if (extra) headers.append("Set-Cookie", extra);
  return redirect(afterAuthTarget(request, redirectTo), { headers });
}

/**
 * The second step: the code (or "send a new code") with the login and password of the sealed step cookie.
 * Each of the five two-factor answers of spec §8 keeps the player on the step with its own text; only a
 * step that is gone (five minutes passed) or a refusal of the credentials goes back to the first step.
 */
async function twoFactorStepAction(request: Request, context: AppLoadContext, formData: FormData, validator: ValidatorConfig) {
  const submission = parseWithZod(formData, { schema: twoFactorStepSchema(validator) });
  const step = readTwoFactorStep(request);
  const stay = (twoFactor: TwoFactorView, result: SubmissionResult<string[]>, status = 200, cookie?: string) => {
    const headers = new Headers(noStore);
    if (cookie) headers.append("Set-Cookie", cookie);
    return data<SignInResult>({ result, twoFactor }, { status, headers });
  };
  const firstStep = (formErrors: string[], status: number) => {
    const headers = new Headers(noStore);
    headers.append("Set-Cookie", clearTwoFactorStepCookie());
    return data<SignInResult>({ result: submission.reply({ formErrors }), twoFactor: null }, { status, headers });
  };
  if (!step) return firstStep(["auth.twoFactor.stepExpired"], 400);
  if (submission.status !== "success") return stay({ notice: null, resendTime: 0 }, submission.reply(), 400);
  if (formData.get(HONEYPOT_FIELD)) return stay({ notice: null, resendTime: 0 }, submission.reply({ formErrors: ["auth.errors.unknown"] }), 400);
  const resend = submission.value.intent === TWO_FACTOR_RESEND;
  try {
    const result = await getApi(request, context).auth.login({ ...step, code: resend ? undefined : submission.value.code });
    if (result.step === "two-factor") {
      const notice = twoFactorAnswerOf(result.message) === "enabled" ? (resend ? "resent" : "enabled") : "resendWait";
      // A new code restarts the five minutes.
      return stay({ notice, resendTime: result.resendTime }, submission.reply({ resetForm: true }), 200, twoFactorStepCookie(step));
    }
  } catch (caught) {
    const answer = twoFactorAnswer(caught);
    if (answer === "sixDigits") return stay({ notice: null, resendTime: 0 }, submission.reply({ fieldErrors: { code: [message("wrongCode", { length: 6 })] } }), 400);
    if (answer === "invalid" || answer === "expired") {
      return stay({ notice: null, resendTime: 0 }, submission.reply({ fieldErrors: { code: [`auth.twoFactor.${answer}`] } }), 400);
    }
    const error = formError(caught);
    const formErrors = [authErrorMessage(error, localeOf(request))];
    // Refused credentials (changed meanwhile, a deleted account) start over; a busy platform keeps the step.
    if (error.type === "Authorization" || error.type === "UserDeleted" || error.type === "AccessDenied") return firstStep(formErrors, 400);
    return stay({ notice: null, resendTime: 0 }, submission.reply({ formErrors }), error.type === "TooManyRequests" ? 429 : 400);
  }
  return signedIn(request, submission.value.redirectTo, clearTwoFactorStepCookie());
}

export async function signUpAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const { config, validator } = await authContext(request);
  const api = getApi(request, context);
  const currencies = await api.metadata
    .getGeneralInfo()
    .then((info) => info.available_currencies)
    .catch(() => [] as string[]);
  const characters = await signUpCharacters(api, config.auth.registration);
  const submission = parseWithZod(formData, {
    schema: signUpSchema(config.auth.registration, validator, currencies, characters.map((character) => character.id)),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const value = submission.value;
  if (formData.get(HONEYPOT_FIELD)) {
    return data({ result: submission.reply({ formErrors: ["validation.wrongRegServerError"], hideFields: ["password"] }) }, { status: 400 });
  }
  if (contentAuthEnabled()) return contentSignUp(request, context, value, (options) => submission.reply(options));
  const locale = localeOf(request);
  try {
    await api.auth.register({
      login: value.login,
      password: value.password,
      currency: value.currency ?? null,
      promo_code: value.promo_code ?? "",
      character: value.character ?? null,
      is_subscribed: value.notify ? 1 : 0,
      mark_betting: value.markBetting ? 1 : 0,
      terms: value.terms ? 1 : 0,
      locale,
    });
  } catch (caught) {
    const error = formError(caught);
    const fieldErrors = registrationFieldErrors(error);
    if (value.promo_code && fieldErrors?.promo_code?.[0] === promoCodeMessageKey("NOT_FOUND")) {
      await trackEvent(request, context, { name: "promocode_not_found", params: { promo_code: value.promo_code } });
    }
    return data(
      {
        result: submission.reply({
          formErrors: fieldErrors ? [] : ["validation.wrongRegServerError"],
          fieldErrors: fieldErrors ?? {},
          hideFields: ["password"],
        }),
      },
      { status: error.type === "TooManyRequests" ? 429 : 400 },
    );
  }
  await trackEvent(request, context, { name: "registration", params: { method: "form" } });
  const target = new URL(afterAuthTarget(request, value.redirectTo), "http://site.invalid");
  target.searchParams.set("register", "success");
  return redirect(`${target.pathname}${target.search}`, {
    headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "auth.toasts.registered" }) },
  });
}

/** The platform's refusal codes per field, as translation keys under `auth.errors`. */
const registrationCodes: Record<string, string> = { ALREADY_EXISTS: "exists", EXISTS: "exists", INVALID: "invalid" };

/** The platform names the fields it refuses in `details.errors` ({ login: ["exists"] }); shown beside them. */
function registrationFieldErrors(error: PlatformError): Record<string, string[]> | null {
  const errors = (error.details as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== "object") return null;
  const out: Record<string, string[]> = {};
  for (const [field, codes] of Object.entries(errors as Record<string, unknown>)) {
    // A refused promo code reads like everywhere else (spec §5: one rule, promoCodeErrorKey).
    if (field === "promo_code") {
      out[field] = [promoCodeMessageKey(promoCodeErrorKey({ promo_code: codes }))];
      continue;
    }
    const first = Array.isArray(codes) ? codes[0] : codes;
    out[field] = [`auth.errors.${registrationCodes[String(first).toUpperCase()] ?? "invalid"}`];
  }
  return Object.keys(out).length ? out : null;
}

export async function logoutAction(request: Request, context: AppLoadContext) {
  const content = contentAuthEnabled();
  if (!content) {
    await getApi(request, context).auth.logout().catch((error) => {
      console.warn("[auth] logout upstream failed:", String(error));
    });
  }
  const form = await request.formData().catch(() => null);
  const wanted = form?.get("locale");
  const locale = isLocale(wanted) ? wanted : localeOf(request);
  const headers = new Headers();
  // The content backend keeps no session: signing out forgets its token (decision 038).
  if (content) headers.append("Set-Cookie", contentSignOutCookie());
  headers.append("Set-Cookie", await flashToastHeader({ type: "info", key: "auth.toasts.signedOut" }));
  return redirect(localizePath("/", locale), { headers });
}
