import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { readNotifications } from "~/features/loyalty/loyalty.server";
import { getT } from "~/i18n/i18next.server";
import { localeOf } from "~/i18n/config";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";

/**
 * The signed-in player's new loyalty notifications, formatted for the page's language (spec §3, §9). A guest
 * or a failing read gets none. Each notification is answered once: the platform marks it seen.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const account = await getAccountInfo(request, context);
  if (!isSignedIn(account)) return data({ items: [] }, { headers });
  const t = await getT(request);
  return data({ items: await readNotifications(getApi(request, context), localeOf(request), t) }, { headers });
}
