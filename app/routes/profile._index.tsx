import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { localeRedirect } from "~/lib/locale-redirect.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Guarded here too: this redirect would otherwise win over the area's guard and lose the full path.
  await requireUser(request, context);
  return localeRedirect(request, "/profile/settings");
}

export { RedirectOnly as default } from "~/features/system/redirect-only";
