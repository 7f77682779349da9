import { type AppLoadContext, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { getEnv } from "~/env.server";
import { regTimeMs } from "~/features/player/hints";
import { type FlashToast, flashToastHeader } from "~/features/toasts/flash.server";
import { formatDateTime } from "~/lib/format";
import { type Locale, localeFromPath, localeOf, localizePath } from "~/i18n/config";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { contentAuthEnabled } from "~/content/auth.server";
import { contentOAuthCallback, contentOAuthStart } from "./content-auth.server";
import { OAUTH_DONE_MESSAGE, SOCIAL_BACK_URL_KEY, socialServices } from "./social";
import { guardedStorageSource } from "~/lib/storage";

/** Where the platform's OAuth flow starts. On the sandbox: its fake provider page on the site's own origin. */
export function platformOAuthStart(params: { service: string; callback: string; typeAuth: string; locale: Locale }): string {
  const env = getEnv();
  const query = new URLSearchParams({ redirect_url: params.callback, type_auth: params.typeAuth, locale: params.locale });
  if (env.SANDBOX) return `/sandbox/oauth/${encodeURIComponent(params.service)}?${query}`;
  query.set("service", params.service);
  return `${env.PLATFORM_API_URL}/oauth/init?${query}`;
}

/**
 * GET /oauth/init?service&redirect_url&type_auth (spec §4, §7): checks the provider is one the auth
 * configuration offers and the return path is on this site, then sends the browser to the platform's OAuth
 * start. The platform comes back to /oauth/callback, which lands on redirect_url signed in.
 */
export async function oauthInit(request: Request) {
  const url = new URL(request.url);
  const redirectUrl = safeRedirectPath(url.searchParams.get("redirect_url"), "/");
  const locale = localeFromPath(new URL(redirectUrl, url.origin).pathname);
  const service = (url.searchParams.get("service") ?? "").toLowerCase();
  const typeAuth = url.searchParams.get("type_auth") === "register" ? "register" : "login";
  const config = await getRemoteConfig(locale);
  if (!socialServices(config.auth.authTypes).includes(service)) {
    return redirect(redirectUrl, { headers: { "Set-Cookie": await flashToastHeader({ type: "error", key: "auth.socialAuth.unavailable" }) } });
  }
  // The content backend variant: the browser goes to its connect/{provider} (spec §4, decision 038).
  if (contentAuthEnabled()) return redirect(contentOAuthStart(url.origin, service, redirectUrl));
  const callback = new URL("/oauth/callback", url.origin);
  callback.searchParams.set("redirect_url", redirectUrl);
  return redirect(platformOAuthStart({ service, callback: callback.toString(), typeAuth, locale }));
}

/**
 * The platform says nothing else about whether a social sign-in made the account (decision 011): one
 * registered in the last few minutes was made by this sign-in, so the player is greeted as new, not back.
 */
export const NEW_REGISTRATION_MS = 10 * 60_000;

export function isNewRegistration(regTime: number | null | undefined, now = Date.now()): boolean {
  const registeredAt = regTimeMs(regTime);
  return registeredAt !== null && now - registeredAt >= -60_000 && now - registeredAt < NEW_REGISTRATION_MS;
}

/**
 * Decision 035: a platform that refuses a social sign-in because the player took a break (decision 026) comes
 * back with `error=self_excluded`, `kind` (timeout | exclusion) and `until` (ISO 8601): the same message as the
 * password sign-in's, with when the player may come back.
 */
export function breakRefusalToast(params: URLSearchParams, locale: Locale): FlashToast | null {
  const until = params.get("until");
  if (params.get("error") !== "self_excluded" || !until || Number.isNaN(Date.parse(until))) return null;
  const which = params.get("kind") === "exclusion" ? "exclusion" : "timeout";
  return { type: "error", key: `auth.errors.selfExcluded.${which}`, values: { date: formatDateTime(until, locale) } };
}

/** GET /oauth/callback?redirect_url: the platform's OAuth came back; signed in or not, the player is told. */
export async function oauthCallback(request: Request, context: AppLoadContext) {
  if (contentAuthEnabled()) return contentOAuthCallback(request, context);
  const url = new URL(request.url);
  const redirectUrl = safeRedirectPath(url.searchParams.get("redirect_url"), "/");
  const refusal = breakRefusalToast(url.searchParams, localeFromPath(new URL(redirectUrl, url.origin).pathname));
  if (refusal) return redirect(redirectUrl, { headers: { "Set-Cookie": await flashToastHeader(refusal) } });
  const account = await getAccountInfo(request, context);
  const toast = !isSignedIn(account)
    ? { type: "error" as const, key: "auth.socialAuth.failed" }
    : isNewRegistration(account.reg_time)
      ? { type: "success" as const, key: "auth.toasts.registered" }
      : { type: "success" as const, key: "auth.toasts.signedIn" };
  return redirect(redirectUrl, { headers: { "Set-Cookie": await flashToastHeader(toast) } });
}

/** The page a social popup ends on: tells its opener and closes; opened without an opener, goes back. */
export function oauthDonePage(request: Request, nonce: string): Response {
  const locale = localeOf(request);
  const home = localizePath("/", locale);
  const text = locale === "ru" ? "Вход выполнен. Это окно можно закрыть." : "Kirish bajarildi. Bu oynani yopishingiz mumkin.";
  // The stored page is judged by the same helper as everywhere else, inlined (browsers drop a tab in `/\t/x`).
  const script = `(function(){var o=window.opener;try{if(o&&o.location.origin===location.origin){o.postMessage({type:${JSON.stringify(OAUTH_DONE_MESSAGE)}},location.origin);window.close();return}}catch(e){}var s=${guardedStorageSource("localStorage")};var b=s.getItem(${JSON.stringify(SOCIAL_BACK_URL_KEY)});s.removeItem(${JSON.stringify(SOCIAL_BACK_URL_KEY)});var safe=(${safeRedirectPath.toString()});location.replace(safe(b,${JSON.stringify(home)}))})();`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title></head><body style="font:16px system-ui,sans-serif;background:#0d0b1e;color:#f3f0ff;display:grid;place-items:center;min-height:100vh;margin:0"><p><a href="${home}" style="color:#b9a7ff">${text}</a></p><script nonce="${nonce}">${script}</script></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
