import type { LoaderFunctionArgs } from "@remix-run/node";
import { type AfterLoginData, popupView } from "~/features/player/player.server";
import { getApi } from "~/platform/api/index.server";

const noStore = { "Cache-Control": "no-store" };

/** Also on the fetcher's `.data` answer (single fetch takes its headers from here). */
export const headers = () => noStore;

/**
 * What the after-login queue shows (spec §4): the latest cashback (count 1) and the campaign popup meant
 * for the login. Fetched once by the client after a sign-in; a guest or an unavailable platform gets nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const api = getApi(request, context);
  const [cashback, popup] = await Promise.all([
    api.cashbacks
      .get({ count: 1, fields: ["description"] })
      .then((page) => page.items[0] ?? null)
      .catch(() => null),
    api.popups
      .get()
      .then((list) => list.find((item) => !item.trigger || item.trigger === "login") ?? null)
      .catch(() => null),
  ]);
  const title = (cashback?.description as { title?: unknown } | undefined)?.title;
  return Response.json(
    {
      cashback: cashback
        ? {
            id: cashback.id,
            status: cashback.status,
            receiving_expired_at: cashback.receiving_expired_at ?? null,
            title: typeof title === "string" ? title : null,
            amount: cashback.amount ?? null,
          }
        : null,
      popup: popupView(popup),
    } satisfies AfterLoginData,
    { headers: noStore },
  );
}
