import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { localeRedirect } from "~/lib/locale-redirect.server";

/**
 * Spec §2: billing sends the visitor to the deposit index unless they are on a deposit method path;
 * `?sysname=` (how a provider names the method on return) counts as that path.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Guarded here too: this redirect would otherwise win over the area's guard and lose the full path.
  await requireUser(request, context);
  const query = new URL(request.url).searchParams;
  const sysname = query.get("sysname");
  query.delete("sysname");
  const rest = query.size ? `?${query}` : "";
  return localeRedirect(request, sysname ? `/cashier/deposit/${encodeURIComponent(sysname)}${rest}` : `/cashier/deposit${rest}`);
}

export { RedirectOnly as default } from "~/features/system/redirect-only";
