import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeRedirect } from "~/lib/locale-redirect.server";

/** `/gamehall/{id}` is the old address of a category: the hall filtered by it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return localeRedirect(request, `/gamehall?category=${encodeURIComponent(params.id ?? "")}`, 301);
}

export { RedirectOnly as default } from "~/features/system/redirect-only";
