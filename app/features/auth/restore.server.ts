import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { localeOf, localizePath } from "~/i18n/config";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getApi } from "~/platform/api/index.server";
import type { PlatformError } from "~/platform/errors";
import { authContext, authErrorKey, formError } from "./auth.server";
import { readForm } from "~/lib/read-form.server";
import { type RestoreResult, maskContact } from "./restore-contact";
import { contentAuthEnabled } from "~/content/auth.server";
import { contentRestoreAction } from "./content-auth.server";
import { readRestoreRequest, readRestoreReset, resetHidden } from "./auth-forms.server";

export { type RestoreResult, type RestoreSent, maskContact } from "./restore-contact";

/** The platform's refusal of a reset, beside the field it names (`details.errors.code` → the code field). */
function resetErrors(error: PlatformError): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const errors = (error.details as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  if (errors.code || /code|expired/i.test(error.message)) return { formErrors: [], fieldErrors: { code: ["auth.errors.wrongCode"] } };
  if (errors.password) return { formErrors: [], fieldErrors: { password: ["validation.password"] } };
  return { formErrors: [`auth.errors.${authErrorKey(error)}`], fieldErrors: {} };
}

/**
 * Restore password (spec §7 `auth.restore`), two steps on the sign-in route: `intent=restore` asks the
 * platform to send a code to the login, `intent=reset` sets the new password with it. The first answer is
 * the same whether or not the login exists, so the form cannot be used to probe for accounts.
 */
export async function restoreAction(request: Request, context: AppLoadContext, formData: FormData) {
  const { validator } = await authContext(request);
  if (contentAuthEnabled()) return contentRestoreAction(request, context, formData, validator);
  const api = getApi(request, context);
  const locale = localeOf(request);

  if (formData.get("intent") === "reset") {
    const read = readRestoreReset(formData, validator);
    if (read.refused) return read.refused;
    const { submission, sent } = read;
    try {
      await api.auth.restore(submission.value.login, { code: submission.value.code, password: submission.value.password });
    } catch (caught) {
      const error = formError(caught);
      return data<RestoreResult>(
        { result: submission.reply({ ...resetErrors(error), ...resetHidden }), sent },
        { status: error.type === "TooManyRequests" ? 429 : 400 },
      );
    }
    const back = safeRedirectPath(formData.get("back"), localizePath("/forms/sign_in", locale));
    return redirect(back, { headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "auth.restore.done" }) } });
  }

  const read = readRestoreRequest(formData, validator);
  if (read.refused) return read.refused;
  const { submission } = read;
  try {
    await api.auth.restore(submission.value.login);
  } catch (caught) {
    const error = formError(caught);
    return data<RestoreResult>(
      { result: submission.reply({ formErrors: [`auth.errors.${authErrorKey(error)}`] }), sent: null },
      { status: error.type === "TooManyRequests" ? 429 : 400 },
    );
  }
  return data<RestoreResult>({ result: submission.reply({ resetForm: true }), sent: maskContact(submission.value.login) });
}

/** The sign-in route answers both forms: the restore steps carry `intent`. */
export async function isRestorePost(request: Request): Promise<FormData | null> {
  const formData = await readForm(request.clone());
  const intent = formData.get("intent");
  return intent === "restore" || intent === "reset" ? formData : null;
}
