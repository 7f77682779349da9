import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireBetHistory } from "~/features/bets/guard.server";
import { localeRedirect } from "~/lib/locale-redirect.server";

/** Spec §2: the bare bets path goes to the history. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Guarded here too: this redirect would otherwise win over the area's guard and lose the full path.
  await requireBetHistory(request, context);
  return localeRedirect(request, "/profile/bets/history");
}

export { RedirectOnly as default } from "~/features/system/redirect-only";
