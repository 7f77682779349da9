import { redirect } from "@remix-run/node";
import { localeOf, localizePath } from "~/i18n/config";

/** Redirects to a site path in the locale of the request (`/cashier/deposit` → `/ru/cashier/deposit` under /ru). */
export function localeRedirect(request: Request, to: string, init?: number | ResponseInit) {
  const locale = localeOf(request);
  const index = to.search(/[?#]/);
  const path = index === -1 ? to : to.slice(0, index);
  const rest = index === -1 ? "" : to.slice(index);
  return redirect(`${localizePath(path, locale)}${rest}`, init);
}
