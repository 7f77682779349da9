import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";

/** Translations for the browser's i18next; the `v` query is a hash of the files, so a year of caching is safe. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lng, ns } = params;
  const bundles = isLocale(lng) ? (resources[lng] as Record<string, unknown>) : undefined;
  const bundle = ns ? bundles?.[ns] : undefined;
  if (!bundle) return new Response("Not found", { status: 404 });
  const versioned = new URL(request.url).searchParams.has("v");
  return Response.json(bundle, {
    headers: {
      "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
