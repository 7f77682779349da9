import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRemoteConfig } from "./config.server";
import { pageSeo } from "./seo.server";
import { localeOf } from "~/i18n/config";

/** The layouts' loader: the page's SEO, computed once per path (read by every route's meta through withSeo). */
export async function seoLoader({ request, context }: LoaderFunctionArgs) {
  // The SEO reads do not wait for the configuration: only the site's name comes from it.
  const siteName = getRemoteConfig(localeOf(request)).then((config) => config.siteName);
  return { seo: await pageSeo(request, { siteName, trace: context.traceSpan }) };
}
