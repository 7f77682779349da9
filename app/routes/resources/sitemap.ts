import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "~/content/sitemap.server";

/** `/sitemap.xml`: both locales, the public pages, games, promotions, tournaments and content pages; cached. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(await sitemapXml(request, context), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
