import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { buildManifest } from "~/features/pwa/manifest";
import { localeOf, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";

/** `/manifest.webmanifest` (and `/ru/…`): names and logos of the locale's remote config (spec §1). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOf(request);
  const [config, t] = await Promise.all([getRemoteConfig(locale), getT(request)]);
  const manifest = buildManifest({
    locale,
    siteName: config.siteName,
    logo: config.logo,
    description: t("pwa.description"),
    startUrl: localizePath("/", locale),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
