import type { LoaderFunctionArgs } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";
import { type SystemPageKind, systemPages } from "./pages";

/** The loader of a route that shows a system page: its translated title for the document. */
export function systemPageLoader(kind: SystemPageKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const t = await getT(request);
    return { kind, title: t(`system.${systemPages[kind].key}.header`), brand: t("brand") };
  };
}
