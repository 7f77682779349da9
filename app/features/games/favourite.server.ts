import { type AppLoadContext, redirect } from "@remix-run/node";
import { localeOf, localizePath } from "~/i18n/config";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { PlatformError } from "~/platform/errors";
import { throwAsSystemPage } from "~/platform/client.server";
import { readForm } from "~/lib/read-form.server";

/** Adds the sign-in dialog's URL flag (spec §2) to a site path. */
export function withSignInFlag(path: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("show_popup_auth", "1");
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The favourite toggle (spec §4): a game in the list is removed, else added — decided from the list the
 * platform holds now, not from what the page showed, so a double submit never flips it back. Then back
 * where the player was (post-redirect-get); Remix reloads the page's data, so the list is reloaded.
 * A guest is sent back with the sign-in dialog open.
 */
export async function favouriteAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"), localizePath("/gamehall", localeOf(request)));
  const sysname = String(form.get("sysname") ?? "").trim();
  const wanted = form.get("intent");
  const account = await getAccountInfo(request, context).catch(throwAsSystemPage);
  if (!isSignedIn(account)) return redirect(withSignInFlag(back));
  if (!/^[\w.-]{1,128}$/.test(sysname)) return Response.json({ error: "sysname" }, { status: 400 });

  const api = getApi(request, context);
  try {
    const likes = await api.games.getLikes();
    const liked = likes.includes(sysname);
    // The form says what the player saw; if the list already agrees, there is nothing to do.
    if (liked && wanted !== "add") await api.games.removeLike(sysname);
    else if (!liked && wanted !== "remove") await api.games.addLike(sysname);
    // A fetcher (JavaScript) stays on its page; Remix reloads the page's data after the action.
    if (form.get("via") === "fetcher") return Response.json({ ok: true });
    return redirect(back);
  } catch (error) {
    if (error instanceof PlatformError && error.status >= 500) throwAsSystemPage(error);
    console.warn("[games] favourite toggle refused:", String(error));
    return redirect(back, { headers: { "Set-Cookie": await flashToastHeader({ key: "games.favourite.failed", type: "error" }) } });
  }
}
