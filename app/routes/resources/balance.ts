import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentAuthEnabled } from "~/content/auth.server";
import type { BalanceData } from "~/features/player/balance";
import { netOf } from "~/features/player/session-meter";
import { accountInfoSchema, displayedTotal } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { PlatformError } from "~/platform/errors";
import { faultKindOf } from "~/platform/fault-answer.server";

const noStore = { "Cache-Control": "no-store" };

/** Also on the fetcher's `.data` answer (single fetch takes its headers from here). */
export const headers = () => noStore;

/**
 * The displayed total (main + bonus + betting bonus) for the header's balance fetcher (spec §9). Reading it
 * also keeps the platform session alive, which the inactivity warning's "stay signed in" relies on.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  // A content-backend user has no platform balance to ask for (decision 038): the header keeps its total.
  if (contentAuthEnabled()) return Response.json({ total: null } satisfies BalanceData, { headers: noStore });
  try {
    const balance = await getApi(request, context).account.getBalance();
    const total = displayedTotal(accountInfoSchema.parse({ uid: 1, ...balance }));
    // The session's net position rides along (decision 027): the header's meter updates with the balance.
    return Response.json({ total, net: netOf(balance.session) } satisfies BalanceData, { headers: noStore });
  } catch (error) {
    // The spec's fatal faults are their system page, as on every page (issue 28.3).
    if (faultKindOf(error)) throw error;
    // The fetcher keeps showing the last total: an answer without one is harmless, never an error page.
    const status = error instanceof PlatformError ? (error.type === "Authorization" ? 401 : error.status >= 400 ? error.status : 502) : 502;
    if (status >= 500) console.warn("[balance] unavailable:", String(error));
    return Response.json({ total: null } satisfies BalanceData, { status, headers: noStore });
  }
}
