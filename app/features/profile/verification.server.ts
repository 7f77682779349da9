import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { formError } from "~/features/auth/auth.server";
import { requireUser } from "~/features/auth/guard.server";
import { notFound } from "~/features/system/not-found.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { localeOf, localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { AccountInfo } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { isOne } from "~/platform/api/shared.server";
import { readOr } from "~/platform/read.server";

const noStore = { "Cache-Control": "no-store" };

/** Where the player stands (spec §3 account info): verified wins over "on verification". */
export type VerificationState = "verified" | "pending" | "none";

export function verificationState(account: Pick<AccountInfo, "is_verified" | "is_on_verification">): VerificationState {
  if (account.is_verified) return "verified";
  return account.is_on_verification ? "pending" : "none";
}

/** The provider's `externalActionId` (decision 014): a short token of letters, digits, `.`, `_`, `-`, else none. */
export function externalActionIdOf(value: string | null): string | undefined {
  return value && /^[\w.-]{1,64}$/.test(value) ? value : undefined;
}

/**
 * The provider page's address the platform handed out, as a link the site may render: an http(s) URL or a
 * path on this site. Anything else (`javascript:`, `data:`, protocol-relative) is no link at all.
 */
export function providerHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  if (value.startsWith("/")) {
    const path = safeRedirectPath(value, "");
    return path || null;
  }
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Like the security page, this one exists only while functionalSettings enable it (decision 014). */
async function verificationContext(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const locale = localeOf(request);
  const config = await getRemoteConfig(locale);
  if (!config.functionalSettings.identityVerification) throw notFound(request);
  return { account, locale, api: getApi(request, context) };
}

/**
 * The provider step: the platform creates the applicant and a short-lived access token for the provider's page.
 * Made on each view of a pending verification, so the link is never stale; a failing provider leaves the page
 * without the link (and says so) instead of failing it.
 */
async function providerLink(api: ReturnType<typeof getApi>, externalActionId: string | undefined): Promise<string | null> {
  const read = (async () => {
    await api.verification.createApplicant();
    const access = await api.verification.getAccessToken(externalActionId);
    return providerHref(access.url);
  })();
  return readOr<string | null>(null, read, "verification provider");
}

export async function verificationLoader(request: Request, context: AppLoadContext) {
  const { account, api } = await verificationContext(request, context);
  const state = verificationState(account);
  const externalActionId = externalActionIdOf(new URL(request.url).searchParams.get("externalActionId"));
  const [t, provider] = await Promise.all([getT(request), state === "pending" ? providerLink(api, externalActionId) : Promise.resolve(null)]);
  return data(
    {
      page: "verification",
      title: t("pages.verification.title"),
      lead: t("pages.verification.lead"),
      brand: t("brand"),
      param: null,
      state,
      kycBlock: account.is_kyc_block_enabled && state !== "verified",
      provider,
      externalActionId: externalActionId ?? null,
    },
    { headers: noStore },
  );
}

export interface VerificationActionData {
  result: SubmissionResult<string[]>;
}

export async function verificationAction(request: Request, context: AppLoadContext) {
  const { account, locale, api } = await verificationContext(request, context);
  const formData = await readForm(request);
  const page = localizePath("/profile/verification", locale);
  const failure = (key: string, status = 400) =>
    data<VerificationActionData>({ result: { status: "error", initialValue: null, error: { "": [key] } } }, { status, headers: noStore });
  if (formData.get("intent") !== "start") return failure("auth.errors.unknown");
  // Already started or done: nothing to start, the page shows where the player stands.
  const externalActionId = externalActionIdOf(String(formData.get("externalActionId") ?? ""));
  const next = externalActionId ? `${page}?externalActionId=${encodeURIComponent(externalActionId)}` : page;
  if (verificationState(account) !== "none") return redirect(next);
  try {
    if (!isOne(await api.account.setUserOnVerification())) return failure("profile.verification.errors.refused");
  } catch (caught) {
    const error = formError(caught);
    return error.type === "TooManyRequests" ? failure("auth.errors.tooManyRequests", 429) : failure("profile.verification.errors.refused");
  }
  return redirect(next, { headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "profile.verification.toasts.started" }) } });
}
