import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { formError } from "~/features/auth/auth.server";
import { requireUser } from "~/features/auth/guard.server";
import { twoFactorAnswer } from "~/features/auth/two-factor.server";
import { notFound } from "~/features/system/not-found.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { localeOf, localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { getApi } from "~/platform/api/index.server";
import { isOne } from "~/platform/api/shared.server";
import { AnswerNotAcceptedError, type PlatformError } from "~/platform/errors";
import { parseValidatorConfig } from "~/validation/config";
import { message } from "~/validation/messages";
import { SECURITY_CODE_STEP, type SecurityIntent, securityCodeSchema } from "./security";

const noStore = { "Cache-Control": "no-store" };

/**
 * The security page exists only while the remote configuration's functionalSettings enable two-factor (spec §3);
 * otherwise it is not found, for a GET and a POST alike (decision 014).
 */
async function securityContext(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const locale = localeOf(request);
  const config = await getRemoteConfig(locale);
  if (!config.functionalSettings.twoFactorAuth) throw notFound(request);
  return { account, locale, validator: parseValidatorConfig(config.validator), api: getApi(request, context) };
}

export async function securityLoader(request: Request, context: AppLoadContext) {
  const { account } = await securityContext(request, context);
  const t = await getT(request);
  const wantsCode = new URL(request.url).searchParams.get("step") === SECURITY_CODE_STEP;
  return data(
    {
      page: "security",
      title: t("pages.security.title"),
      lead: t("pages.security.lead"),
      brand: t("brand"),
      param: null,
      enabled: account.two_factor_auth,
      // The code step only means something while two-factor is still off.
      step: wantsCode && !account.two_factor_auth ? SECURITY_CODE_STEP : null,
    },
    { headers: noStore },
  );
}

export interface SecurityActionData {
  intent: SecurityIntent;
  result: SubmissionResult<string[]>;
}

/** The seconds of a platform's "Resend time: N" answer (0 when it names none). */
export function resendSeconds(text: string): number {
  const found = /resend time:?\s*(\d+)/i.exec(text);
  return found ? Number(found[1]) : 0;
}

/** A platform answer that is not a refusal: 1, or the `{resend_time}` of a sent code. */
function acceptedAnswer(answer: unknown): boolean {
  return !(answer === 0 || answer === "0" || answer === false || answer === null || answer === undefined);
}

const refused = "profile.security.errors.refused";
const alreadyOn = "profile.security.errors.alreadyOn";

export async function securityAction(request: Request, context: AppLoadContext) {
  const { account, locale, validator, api } = await securityContext(request, context);
  const formData = await readForm(request);
  const page = localizePath("/profile/security", locale);
  const intent = formData.get("intent");

  const answer = (status: number, result: SubmissionResult<string[]>, which: SecurityIntent) =>
    data<SecurityActionData>({ intent: which, result }, { status, headers: noStore });
  const formFailure = (which: SecurityIntent, key: string, status = 400) =>
    answer(status, { status: "error", initialValue: null, error: { "": [key] } }, which);
  const platformFailure = (which: SecurityIntent, caught: unknown) => {
    if (caught instanceof AnswerNotAcceptedError) return formFailure(which, refused);
    const error = formError(caught);
    return error.type === "TooManyRequests" ? formFailure(which, "auth.errors.tooManyRequests", 429) : formFailure(which, refused);
  };
  const toastRedirect = async (to: string, toast: Parameters<typeof flashToastHeader>[0]) =>
    redirect(to, { headers: { "Set-Cookie": await flashToastHeader(toast) } });

  if (intent === "enable") {
    if (account.two_factor_auth) return formFailure("enable", alreadyOn, 409);
    try {
      const sent = await api.account.changeTwoFactorAuth(true);
      if (!acceptedAnswer(sent)) return formFailure("enable", refused);
      return toastRedirect(`${page}?step=${SECURITY_CODE_STEP}`, { type: "info", key: "profile.security.toasts.codeSent" });
    } catch (caught) {
      const kind = twoFactorAnswer(caught);
      if (kind === "enabled") return formFailure("enable", alreadyOn, 409);
      // A code was sent a moment ago: the step is open, a new code comes after the wait.
      if (kind === "resendTime") {
        const seconds = resendSeconds((caught as PlatformError).message);
        return toastRedirect(`${page}?step=${SECURITY_CODE_STEP}`, { type: "info", key: "auth.twoFactor.resendWait", values: { seconds } });
      }
      return platformFailure("enable", caught);
    }
  }

  if (intent === "confirm") {
    const submission = parseWithZod(formData, { schema: securityCodeSchema(validator) });
    if (submission.status !== "success") return answer(400, submission.reply(), "confirm");
    const codeError = (key: string, status = 400) => answer(status, submission.reply({ fieldErrors: { code: [key] } }), "confirm");
    if (account.two_factor_auth) return answer(409, submission.reply({ formErrors: [alreadyOn] }), "confirm");
    try {
      await api.account.confirmTwoFactorAuth(submission.value.code);
    } catch (caught) {
      // The platform's "no" to a code is a wrong code: the player types it again or asks for a new one.
      if (caught instanceof AnswerNotAcceptedError) return codeError("auth.twoFactor.invalid");
      const kind = twoFactorAnswer(caught);
      if (kind === "sixDigits") return codeError(message("wrongCode", { length: 6 }));
      if (kind === "invalid" || kind === "expired") return codeError(`auth.twoFactor.${kind}`);
      if (kind === "enabled") return answer(409, submission.reply({ formErrors: [alreadyOn] }), "confirm");
      if (kind === "resendTime") return codeError(`auth.twoFactor.resendWait|${JSON.stringify({ seconds: resendSeconds((caught as PlatformError).message) })}`);
      const error = formError(caught);
      const busy = error.type === "TooManyRequests";
      return answer(busy ? 429 : 400, submission.reply({ formErrors: [busy ? "auth.errors.tooManyRequests" : refused] }), "confirm");
    }
    return toastRedirect(page, { type: "success", key: "profile.security.toasts.enabled" });
  }

  if (intent === "disable") {
    if (!account.two_factor_auth) return redirect(page);
    try {
      // A change call: any answer other than 1 is a refusal (spec §7).
      if (!isOne(await api.account.changeTwoFactorAuth(false))) return formFailure("disable", refused);
    } catch (caught) {
      return platformFailure("disable", caught);
    }
    return toastRedirect(page, { type: "success", key: "profile.security.toasts.disabled" });
  }

  return formFailure("enable", "auth.errors.unknown");
}
