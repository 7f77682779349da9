import type { LoaderFunctionArgs } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";
import { type ErrorPageKind, errorPages } from "./pages";

/** The loader of a route that shows a system page: its translated title for the document. */
export function systemPageLoader(kind: ErrorPageKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const t = await getT(request);
    return { kind, title: t(`system.${errorPages[kind].key}.header`), brand: t("brand") };
  };
}
