import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRemoteConfig } from "./config.server";
import { pageSeo } from "./seo.server";
import { localeOf } from "~/i18n/config";

/** The layouts' loader: the page's SEO, computed once per path (read by every route's meta through withSeo). */
export async function seoLoader({ request }: LoaderFunctionArgs) {
  const config = await getRemoteConfig(localeOf(request));
  return { seo: await pageSeo(request, { siteName: config.siteName }) };
}
