import { redirect } from "@remix-run/node";
import { isbot } from "isbot";
import { defaultLocale, isLocale, localeCookieNames, localeOf, localizePath } from "~/i18n/config";

/** Redirects to a site path in the locale of the request (`/cashier/deposit` → `/ru/cashier/deposit` under /ru). */
export function localeRedirect(request: Request, to: string, init?: number | ResponseInit) {
  const locale = localeOf(request);
  const index = to.search(/[?#]/);
  const path = index === -1 ? to : to.slice(0, index);
  const rest = index === -1 ? "" : to.slice(index);
  return redirect(`${localizePath(path, locale)}${rest}`, init);
}

function cookieValue(header: string | null | undefined, name: string): string | null {
  const match = (header ?? "").match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match ? match[1]!.trim() : null;
}

/**
 * Spec §9's locale cookies, read back: a returning visitor who chose another language and opens the site's
 * root (`/`, query kept) is sent to that language's home. Only the root, so a link to an Uzbek page is always
 * honoured and nothing can loop; never crawlers, which must see each URL as it is. Null: no redirect.
 */
export function preferredLocaleHome(request: { pathname: string; search: string; cookie?: string | null; userAgent?: string | null }): string | null {
  if (request.pathname !== "/") return null;
  if (isbot(request.userAgent ?? "")) return null;
  const chosen = localeCookieNames.map((name) => cookieValue(request.cookie, name)).find((value) => value !== null);
  if (!isLocale(chosen) || chosen === defaultLocale) return null;
  return `${localizePath("/", chosen)}${request.search}`;
}
