import { type AppLoadContext, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { getEnv } from "~/env.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { type Locale, localeFromPath, localeOf, localizePath } from "~/i18n/config";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { socialServices } from "./social";

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
  const callback = new URL("/oauth/callback", url.origin);
  callback.searchParams.set("redirect_url", redirectUrl);
  return redirect(platformOAuthStart({ service, callback: callback.toString(), typeAuth, locale }));
}

/** GET /oauth/callback?redirect_url: the platform's OAuth came back; signed in or not, the player is told. */
export async function oauthCallback(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const redirectUrl = safeRedirectPath(url.searchParams.get("redirect_url"), "/");
  const signedIn = isSignedIn(await getAccountInfo(request, context));
  const toast = signedIn ? { type: "success" as const, key: "auth.toasts.signedIn" } : { type: "error" as const, key: "auth.socialAuth.failed" };
  return redirect(redirectUrl, { headers: { "Set-Cookie": await flashToastHeader(toast) } });
}

/** The page a social popup ends on: tells its opener and closes; opened without an opener, goes back. */
export function oauthDonePage(request: Request, nonce: string): Response {
  const locale = localeOf(request);
  const home = localizePath("/", locale);
  const text = locale === "ru" ? "Вход выполнен. Это окно можно закрыть." : "Kirish bajarildi. Bu oynani yopishingiz mumkin.";
  const script = `(function(){var o=window.opener;try{if(o&&o.location.origin===location.origin){o.postMessage({type:"oauth:done"},location.origin);window.close();return}}catch(e){}var b=null;try{b=localStorage.getItem("social_back_url");localStorage.removeItem("social_back_url")}catch(e){}location.replace(b&&b.charAt(0)==="/"&&b.charAt(1)!=="/"&&b.charAt(1)!=="\\\\"?b:${JSON.stringify(home)})})();`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${text}</title></head><body style="font:16px system-ui,sans-serif;background:#0d0b1e;color:#f3f0ff;display:grid;place-items:center;min-height:100vh;margin:0"><p><a href="${home}" style="color:#b9a7ff">${text}</a></p><script nonce="${nonce}">${script}</script></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
