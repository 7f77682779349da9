import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { getPlatform } from "~/platform/client.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { isLocale, localizePath } from "~/i18n/config";
import { localeCookieHeaders } from "~/i18n/locale-cookies.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { readForm } from "~/lib/read-form.server";

/**
 * The language switch: a plain form, so it works without JavaScript. Tells the platform (signed-in
 * players keep their language), sets the locale cookies of spec §9 and lands on the same page in the
 * chosen locale.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const locale = form.get("locale");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isLocale(locale)) return new Response("Unknown locale", { status: 400 });

  try {
    if (isSignedIn(await getAccountInfo(request, context))) {
      await getPlatform(request, context).post("account.changelocale", { params: { locale } });
    }
  } catch (error) {
    console.warn("[locale] the platform did not take the language change:", String(error));
  }

  const url = new URL(back, "http://site.invalid");
  const headers = new Headers();
  for (const cookie of localeCookieHeaders(locale)) headers.append("Set-Cookie", cookie);
  return redirect(`${localizePath(url.pathname, locale)}${url.search}${url.hash}`, { headers });
}

export async function loader() {
  return redirect("/");
}
