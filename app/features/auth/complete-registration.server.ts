import { contentAuthEnabled } from "~/content/auth.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { flashToastHeader } from "~/features/toasts/flash.server";
import type { AccountInfo } from "~/platform/account.server";
import { phoneCountriesOf, phoneCountryOf } from "~/features/profile/contacts/contacts";
import { getApi, type PlatformApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { AnswerNotAcceptedError } from "~/platform/errors";
import { afterAuthTarget, authContext, authErrorKey, formError } from "./auth.server";
import { requireUser } from "./guard.server";
import { HONEYPOT_FIELD, completeRegistrationSchema } from "./schemas";
import { readForm } from "~/lib/read-form.server";

export interface CompleteRegistrationResult {
  result: SubmissionResult<string[]>;
}

/**
 * Spec §3/§4: a signed-in player whose registration is not completed (a social sign-up lacking data). The
 * completion form is the platform's (auth.completeRegistration): under the content-backend variant it has nowhere
 * to post, so its non-closable dialog is not shown there (decision 038).
 */
export function registrationIncomplete(account: Pick<AccountInfo, "uid" | "is_registration_completed"> | null | undefined): boolean {
  if (contentAuthEnabled()) return false;
  return Boolean(account && Number(account.uid) > 0 && account.is_registration_completed === false);
}

/** A complete registration has nothing to do on the completion page. */
export async function requireIncompleteRegistration(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  if (!registrationIncomplete(account)) {
    throw redirect(afterAuthTarget(request, new URL(request.url).searchParams.get("redirectTo")));
  }
  return account;
}

/**
 * The country code sent with a phone: the platform's phone country its digits fit (spec §7 contact phone settings),
 * else the platform's default; undefined when the settings cannot be read, and the platform decides.
 */
async function phoneCountryCode(api: PlatformApi, contact: string): Promise<string | undefined> {
  const settings = await readOr({ countries: [] }, api.account.getContactPhoneSettings(), "account.getContactPhoneSettings");
  const countries = phoneCountriesOf(settings);
  const wanted = (settings as { default?: unknown }).default;
  const preferred = typeof wanted === "string" ? wanted : null;
  return phoneCountryOf(contact, countries, preferred)?.code ?? preferred ?? undefined;
}

/**
 * Completes a social sign-up (spec §4): the contact the provider did not share is added to the account
 * (`account.addcontact`, §7), which completes the registration on the platform; terms are checked here.
 */
export async function completeRegistrationAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const formData = await readForm(request);
  const { config, validator } = await authContext(request);
  const submission = parseWithZod(formData, { schema: completeRegistrationSchema(config.auth.registration, validator) });
  if (submission.status !== "success") {
    return data<CompleteRegistrationResult>({ result: submission.reply() }, { status: 400 });
  }
  if (formData.get(HONEYPOT_FIELD)) {
    return data<CompleteRegistrationResult>({ result: submission.reply({ formErrors: ["auth.errors.unknown"] }) }, { status: 400 });
  }
  const { contact, redirectTo } = submission.value;
  const isEmail = contact.includes("@");
  const api = getApi(request, context);
  try {
    await api.account.addContact(isEmail ? contact : contact.replace(/\D/g, ""), isEmail ? undefined : await phoneCountryCode(api, contact));
  } catch (caught) {
    // Spec §8: a refused contact reads as a wrong e-mail or phone.
    if (caught instanceof AnswerNotAcceptedError) {
      return data<CompleteRegistrationResult>(
        { result: submission.reply({ fieldErrors: { contact: [isEmail ? "validation.wrongEmailAddress" : "validation.wrongPhoneFormat"] } }) },
        { status: 400 },
      );
    }
    const error = formError(caught);
    return data<CompleteRegistrationResult>(
      { result: submission.reply({ formErrors: [`auth.errors.${authErrorKey(error)}`] }) },
      { status: error.type === "TooManyRequests" ? 429 : 400 },
    );
  }
  return redirect(afterAuthTarget(request, redirectTo), {
    headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "auth.complete.done" }) },
  });
}
