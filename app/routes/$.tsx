import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { localeResetTarget } from "~/i18n/config";
import { notFound } from "~/features/system/not-found.server";

/** Every path no route claims: the locale reset of §2 when it applies, else a real 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const reset = localeResetTarget(url.pathname);
  if (reset) throw redirect(`${reset}${url.search}`);
  throw notFound(request);
}

export async function action({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export default function NotFound() {
  return null;
}
