import type { LoaderFunctionArgs } from "@remix-run/node";
import { readLoyaltyNotices } from "~/features/loyalty/notices.server";
import { localeOf } from "~/i18n/config";

/**
 * The loyalty notices in the path's language (decision 034), for the loyalty page's code: asked on the first
 * interaction and on every path change. The content service failing is logged and answered as none, never a 5xx.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const items = await readLoyaltyNotices(localeOf(request), { trace: context.traceSpan });
  return Response.json({ items }, { headers: { "Cache-Control": "no-store" } });
}
