import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeRedirect } from "~/lib/locale-redirect.server";

/**
 * Spec §2: billing sends the visitor to the deposit index unless they are on a deposit method path;
 * `?sysname=` (how a provider names the method on return) counts as that path.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const sysname = query.get("sysname");
  query.delete("sysname");
  const rest = query.size ? `?${query}` : "";
  return localeRedirect(request, sysname ? `/cashier/deposit/${encodeURIComponent(sysname)}${rest}` : `/cashier/deposit${rest}`);
}
