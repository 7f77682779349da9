import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { ZodError } from "zod";
import { type ContentRefusal, clearContentTokenCookie, contentAuthApi, contentConnectUrl, contentRefusal, contentTokenCookie, contentTokenOf } from "~/content/auth.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { trackEvent } from "~/features/tracking/events.server";
import { localeOf, localizePath } from "~/i18n/config";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { SignInResult } from "./schemas";
import type { restoreResetSchema, signInSchema } from "./schemas";
import { type RestoreResult, maskContact } from "./restore-contact";
import { readRestoreRequest, readRestoreReset, readSignIn, resetHidden } from "./auth-forms.server";

// The sign-in, sign-up, restore, change-password and social forms against the content backend (AUTH_BACKEND=content,
// docs/decisions/038). Same forms, same field names, same translated texts as the platform's; only the calls differ.

const noStore = { "Cache-Control": "no-store" };

/**
 * The HTTP status of a refused form: the backend's 4xx stays a 400 (429 kept), a backend that failed or did not
 * answer (5xx, the default UnknownError, a wrong-shaped answer) is 503: never a 500 of ours.
 */
export function refusalStatus(refusal: ContentRefusal | null): number {
  if (!refusal) return 503;
  if (refusal.status === 429) return 429;
  return refusal.status >= 400 && refusal.status < 500 ? 400 : 503;
}

/** The refusal as read by the forms; anything that is not the backend's answer (our own bug) propagates. */
function refusalOf(error: unknown): ContentRefusal | null {
  const refusal = contentRefusal(error);
  if (refusal) return refusal;
  if (error instanceof ZodError) {
    console.warn("[content-auth] wrong-shaped answer:", error.issues[0]?.message);
    return null;
  }
  throw error;
}

/** A sign-in refusal as an `auth.errors` key (decision 038's table). */
export function signInErrorKey(refusal: ContentRefusal | null): string {
  if (!refusal || refusal.status >= 500) return "auth.errors.unknown";
  if (refusal.status === 429) return "auth.errors.tooManyRequests";
  if (/blocked/i.test(refusal.message)) return "auth.errors.accessDenied";
  return "auth.errors.wrongCredentials";
}

/** Where a session's jwt goes: the cookie, and a redirect with the toast. */
async function signedIn(target: string, jwt: string, toastKey: string) {
  const headers = new Headers(noStore);
  headers.append("Set-Cookie", contentTokenCookie(jwt));
  headers.append("Set-Cookie", await flashToastHeader({ type: "success", key: toastKey }));
  return redirect(target, { headers });
}

function afterAuth(request: Request, redirectTo: unknown): string {
  return safeRedirectPath(redirectTo, localizePath("/", localeOf(request)));
}

export async function contentSignInAction(request: Request, context: AppLoadContext, formData: FormData, validator: Parameters<typeof signInSchema>[0]) {
  const read = readSignIn(formData, validator);
  if (read.refused) return read.refused;
  const { submission } = read;
  const { login, password, redirectTo } = submission.value;
  try {
    const session = await contentAuthApi(null, undefined, context.traceSpan).signIn({ identifier: login, password });
    return await signedIn(afterAuth(request, redirectTo), session.jwt, "auth.toasts.signedIn");
  } catch (caught) {
    const refusal = refusalOf(caught);
    await trackEvent(request, context, { name: "login_error", params: { code: refusal ? refusal.name : "unknown" } });
    return data<SignInResult>(
      { result: submission.reply({ formErrors: [signInErrorKey(refusal)], hideFields: ["password"] }), twoFactor: null },
      { status: refusalStatus(refusal), headers: noStore },
    );
  }
}

/** The backend's field names → the form's. */
const formFields: Record<string, string> = { username: "login", email: "login", phone: "login", identifier: "login", password: "password" };

/** A sign-up refusal beside its field: a taken login is `exists`, a field the backend names is `invalid`. */
export function signUpErrors(refusal: ContentRefusal | null): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  if (!refusal || refusal.status >= 500) return { formErrors: ["validation.wrongRegServerError"], fieldErrors: {} };
  if (refusal.status === 429) return { formErrors: ["auth.errors.tooManyRequests"], fieldErrors: {} };
  if (/already taken/i.test(refusal.message)) return { formErrors: [], fieldErrors: { login: ["auth.errors.exists"] } };
  const fieldErrors: Record<string, string[]> = {};
  for (const field of refusal.fields) {
    const name = formFields[field];
    if (name) fieldErrors[name] = ["auth.errors.invalid"];
  }
  return Object.keys(fieldErrors).length ? { formErrors: [], fieldErrors } : { formErrors: ["validation.wrongRegServerError"], fieldErrors: {} };
}

/**
 * Sign-up against the content backend: the login (an e-mail or a phone) and the password; the platform's own
 * options (currency, promo code, character, subscriptions) have nowhere to go and are not sent (decision 038).
 */
export async function contentSignUp(
  request: Request,
  context: AppLoadContext,
  value: { login: string; password: string; redirectTo?: string },
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields: string[] }) => SubmissionResult<string[]>,
) {
  const locale = localeOf(request);
  const email = value.login.includes("@");
  try {
    const session = await contentAuthApi(null, undefined, context.traceSpan).register({
      username: value.login,
      password: value.password,
      ...(email ? { email: value.login } : { phone: value.login }),
      locale,
    });
    await trackEvent(request, context, { name: "registration", params: { method: "form" } });
    const target = new URL(afterAuth(request, value.redirectTo), "http://site.invalid");
    target.searchParams.set("register", "success");
    return await signedIn(`${target.pathname}${target.search}`, session.jwt, "auth.toasts.registered");
  } catch (caught) {
    const refusal = refusalOf(caught);
    return data({ result: reply({ ...signUpErrors(refusal), hideFields: ["password"] }) }, { status: refusalStatus(refusal), headers: noStore });
  }
}

/**
 * Restore password against the content backend: `intent=restore` → auth/forgot-password (answered the same
 * whether or not the login exists), `intent=reset` → auth/reset-password, whose jwt signs the player in.
 */
export async function contentRestoreAction(request: Request, context: Pick<AppLoadContext, "traceSpan">, formData: FormData, validator: Parameters<typeof restoreResetSchema>[0]) {
  const api = contentAuthApi(null, undefined, context.traceSpan);
  if (formData.get("intent") === "reset") {
    const read = readRestoreReset(formData, validator);
    if (read.refused) return read.refused;
    const { submission, sent } = read;
    const { login: identifier, code, password, passwordRepeat } = submission.value;
    try {
      const session = await api.resetPassword({ identifier, code, password, passwordConfirmation: passwordRepeat });
      return await signedIn(localizePath("/", localeOf(request)), session.jwt, "auth.restore.doneSignedIn");
    } catch (caught) {
      const refusal = refusalOf(caught);
      const named = refusal && refusal.status < 500 && refusal.status !== 429;
      const errors: { formErrors: string[]; fieldErrors: Record<string, string[]> } =
        named && (refusal.fields.includes("code") || /code/i.test(refusal.message))
          ? { formErrors: [], fieldErrors: { code: ["auth.errors.wrongCode"] } }
          : named && refusal.fields.includes("password")
            ? { formErrors: [], fieldErrors: { password: ["validation.password"] } }
            : { formErrors: [refusal?.status === 429 ? "auth.errors.tooManyRequests" : "auth.errors.unknown"], fieldErrors: {} };
      return data<RestoreResult>({ result: submission.reply({ ...errors, ...resetHidden }), sent }, { status: refusalStatus(refusal) });
    }
  }
  const read = readRestoreRequest(formData, validator);
  if (read.refused) return read.refused;
  const { submission } = read;
  try {
    await api.forgotPassword(submission.value.login);
  } catch (caught) {
    const refusal = refusalOf(caught);
    const key = refusal?.status === 429 ? "auth.errors.tooManyRequests" : "auth.errors.unknown";
    return data<RestoreResult>({ result: submission.reply({ formErrors: [key] }), sent: null }, { status: refusalStatus(refusal) });
  }
  return data<RestoreResult>({ result: submission.reply({ resetForm: true }), sent: maskContact(submission.value.login) });
}

/** Change password (the profile settings' password form) against the content backend; its new jwt replaces the cookie. */
export async function contentChangePassword(
  request: Request,
  context: Pick<AppLoadContext, "traceSpan">,
  input: { oldPassword: string; password: string; passwordRepeat: string },
): Promise<{ ok: true; cookie: string } | { ok: false; status: number; fieldErrors?: Record<string, string[]>; formErrors?: string[] }> {
  try {
    const session = await contentAuthApi(contentTokenOf(request), undefined, context.traceSpan).changePassword({
      currentPassword: input.oldPassword,
      password: input.password,
      passwordConfirmation: input.passwordRepeat,
    });
    return { ok: true, cookie: contentTokenCookie(session.jwt) };
  } catch (caught) {
    const refusal = refusalOf(caught);
    const status = refusalStatus(refusal);
    if (!refusal || status !== 400) return { ok: false, status, formErrors: [status === 429 ? "auth.errors.tooManyRequests" : "profile.settings.errors.unavailable"] };
    if (/current password/i.test(refusal.message) || refusal.fields.includes("currentPassword")) return { ok: false, status, fieldErrors: { oldPassword: ["profile.settings.password.wrongOld"] } };
    if (refusal.fields.includes("passwordConfirmation")) return { ok: false, status, fieldErrors: { passwordRepeat: ["passwordsNotEqual"] } };
    if (refusal.fields.includes("password")) return { ok: false, status, fieldErrors: { password: ["password"] } };
    return { ok: false, status, formErrors: ["profile.settings.errors.notSaved"] };
  }
}

/** Signing out of the content backend: it keeps no session, so the token is forgotten. */
export function contentSignOutCookie(): string {
  return clearContentTokenCookie();
}

/** /oauth/init's step under the variant: the browser goes to connect/{provider}, told to come back to the callback. */
export function contentOAuthStart(origin: string, service: string, redirectUrl: string): string {
  const callback = new URL("/oauth/callback", origin);
  callback.searchParams.set("provider", service);
  callback.searchParams.set("redirect_url", redirectUrl);
  return contentConnectUrl(service, callback.toString());
}

/**
 * /oauth/callback under the variant: `access_token` (and our `provider`) exchanged at auth/{provider}/callback
 * for a jwt; the player lands on redirect_url signed in, or with the failure toast.
 */
export async function contentOAuthCallback(request: Request, context: Pick<AppLoadContext, "traceSpan">) {
  const url = new URL(request.url);
  const redirectUrl = safeRedirectPath(url.searchParams.get("redirect_url"), "/");
  const provider = (url.searchParams.get("provider") ?? "").toLowerCase();
  const accessToken = url.searchParams.get("access_token") ?? "";
  if (accessToken && provider) {
    try {
      const session = await contentAuthApi(null, undefined, context.traceSpan).providerCallback(provider, accessToken);
      return await signedIn(redirectUrl, session.jwt, "auth.toasts.signedIn");
    } catch (caught) {
      const refusal = refusalOf(caught);
      console.warn("[content-auth] the provider callback was refused:", refusal?.status, refusal?.message);
    }
  }
  return redirect(redirectUrl, { headers: { "Set-Cookie": await flashToastHeader({ type: "error", key: "auth.socialAuth.failed" }) } });
}
