import type { LoaderFunctionArgs } from "@remix-run/node";
import { getT } from "~/i18n/i18next.server";

/**
 * A page frame's loader: the page's translated title and lead (and the entity its heading names), in both languages;
 * the page's own loader adds its content.
 */
export function pageFrameLoader(key: string, param?: string) {
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

export type PageFrameData = Awaited<ReturnType<ReturnType<typeof pageFrameLoader>>>;
