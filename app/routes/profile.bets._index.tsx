import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeRedirect } from "~/lib/locale-redirect.server";

/** Spec §2: the bare bets path goes to the history. */
export async function loader({ request }: LoaderFunctionArgs) {
  return localeRedirect(request, "/profile/bets/history");
}
