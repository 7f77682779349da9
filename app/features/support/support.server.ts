import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { authContext, formError } from "~/features/auth/auth.server";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { getApi } from "~/platform/api/index.server";
import { type PlatformError, systemPageFor } from "~/platform/errors";
import { readOr } from "~/platform/read.server";
import { feedbackSchema } from "./schema";

export interface SupportContacts {
  email: string | null;
  phone: string | null;
  telegram: string | null;
  workingHours: string | null;
}

export interface FeedbackResult {
  result: SubmissionResult<string[]>;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** Only links a player can follow safely: the messaging-app link must be https. */
const httpsLink = (value: unknown) => {
  const link = text(value);
  return link && /^https:\/\/[^\s"'<>]+$/.test(link) ? link : null;
};

/** `support.getsettings`: the contacts shown on `/support`; a failing read leaves them out (the form still works). */
export async function supportContacts(request: Request, context: AppLoadContext): Promise<SupportContacts | null> {
  const settings = await readOr(null, getApi(request, context).support.getSettings(), "support settings");
  if (!settings) return null;
  return { email: text(settings.email), phone: text(settings.phone), telegram: httpsLink(settings.telegram), workingHours: text(settings.working_hours) };
}

/** The texts of the fields the platform names in a refusal (`details.errors`), by the form's field. */
const refusedFields: Record<string, { field: "email" | "message"; message: string }> = {
  email: { field: "email", message: "wrongEmailAddress" },
  message: { field: "message", message: "wrongField" },
};

/**
 * What a refused message says (issue 28): the fields the platform names beside them, else "not accepted, check it"
 * above the form — a refusal of the input (a 4xx), not the platform being unavailable.
 */
function refusalErrors(error: PlatformError): { fieldErrors?: Record<string, string[]>; formErrors?: string[] } {
  const named = error.details.errors;
  const fieldErrors: Record<string, string[]> = {};
  if (named && typeof named === "object") {
    for (const name of Object.keys(named)) {
      const known = refusedFields[name];
      if (known) fieldErrors[known.field] = [known.message];
    }
  }
  return Object.keys(fieldErrors).length ? { fieldErrors } : { formErrors: ["support.errors.refused"] };
}

/**
 * The feedback form: validated here (also without JavaScript), then `Support.sendFeedback`, then back with `?sent=1`.
 * A refusal of the input is a 400 with its message on the form, the typed values kept; an ended session goes to sign
 * in (the fault answer of every action); no answer or a platform fault is "try again later" (502).
 */
export async function feedbackAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const { locale, validator } = await authContext(request);
  const submission = parseWithZod(formData, { schema: feedbackSchema(validator) });
  if (submission.status !== "success") return data<FeedbackResult>({ result: submission.reply() }, { status: 400 });
  const { email, message } = submission.value;
  try {
    await getApi(request, context).support.sendFeedback({ email, message });
  } catch (caught) {
    const error = formError(caught);
    if (error.type === "TooManyRequests") return data<FeedbackResult>({ result: submission.reply({ formErrors: ["support.errors.tooMany"] }) }, { status: 429 });
    // An ended session and the catalogue's system pages (a 403, a 404) are the fault answer of every action.
    if (error.type === "Authorization" || systemPageFor(error)) throw error;
    if (!error.timedOut && error.status >= 400 && error.status < 500) return data<FeedbackResult>({ result: submission.reply(refusalErrors(error)) }, { status: 400 });
    return data<FeedbackResult>({ result: submission.reply({ formErrors: ["support.errors.failed"] }) }, { status: 502 });
  }
  return redirect(`${localizePath("/support", locale)}?sent=1`, { headers: { "Cache-Control": "no-store" } });
}
