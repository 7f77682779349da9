import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt, seoSettings } from "~/content/seo.server";

/** `/robots.txt` (spec §5, §7): the SEO config's text, else the site's default rules and its sitemap. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const settings = await seoSettings(url.host, "uz", { trace: context.traceSpan });
  const base = typeof settings?.canonicalUrl === "string" && /^https?:\/\//.test(settings.canonicalUrl) ? settings.canonicalUrl.replace(/\/+$/, "") : url.origin;
  return new Response(robotsTxt(settings, base), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
