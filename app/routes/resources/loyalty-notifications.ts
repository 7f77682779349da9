import type { LoaderFunctionArgs } from "@remix-run/node";
import { readNotifications } from "~/features/loyalty/loyalty.server";
import { getT } from "~/i18n/i18next.server";
import { localeOf } from "~/i18n/config";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";

/** A player's data: never kept by a cache (issue 28.7). */
const headers = { "Cache-Control": "private, no-store" };

/**
 * The signed-in player's new loyalty notifications, formatted for the page's language (spec §3, §9). A guest
 * or a failing read gets none. Each notification is answered once: the platform marks it seen. A resource route
 * answers with a Response: a `data()` or a raw object makes Remix print a "REMIX FUTURE CHANGE" warning on every
 * request (issue 29.5, tests/integration/resource-answers.test.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const account = await getAccountInfo(request, context);
  if (!isSignedIn(account)) return Response.json({ items: [] }, { headers });
  const t = await getT(request);
  return Response.json({ items: await readNotifications(getApi(request, context), localeOf(request), t) }, { headers });
}
