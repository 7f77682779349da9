import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeRedirect } from "~/lib/locale-redirect.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return localeRedirect(request, "/profile/settings");
}
