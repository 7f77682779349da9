import type { LoaderFunctionArgs } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";

/**
 * The loader of a page whose content arrives with a later issue: its translated title and lead,
 * so the page already has its layout, title and heading in both languages.
 */
export function scaffoldLoader(key: string, param?: string) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const t = await getT(request);
    return {
      page: key,
      title: t(`pages.${key}.title`),
      lead: t(`pages.${key}.lead`),
      brand: t("brand"),
      param: param ? (params[param] ?? null) : null,
    };
  };
}

export type ScaffoldData = Awaited<ReturnType<ReturnType<typeof scaffoldLoader>>>;
