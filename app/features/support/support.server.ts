import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { authContext, formError } from "~/features/auth/auth.server";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { getApi } from "~/platform/api/index.server";
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

/** The feedback form: validated here (also without JavaScript), then `Support.sendFeedback`, then back with `?sent=1`. */
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
    const tooMany = error.type === "TooManyRequests";
    return data<FeedbackResult>({ result: submission.reply({ formErrors: [tooMany ? "support.errors.tooMany" : "support.errors.failed"] }) }, { status: tooMany ? 429 : 502 });
  }
  return redirect(`${localizePath("/support", locale)}?sent=1`, { headers: { "Cache-Control": "no-store" } });
}
