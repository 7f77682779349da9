import { type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getContentPage } from "~/content/content.server";
import { getT } from "~/i18n/i18next.server";
import { localeFromPath, localeResetTarget } from "~/i18n/config";
import { pageTitle } from "~/features/page-frame/page-frame";
import { readOrUnavailable } from "~/platform/read.server";
import { notFound } from "~/features/system/not-found.server";
import { withSeo } from "~/content/seo";
import { Parser } from "htmlparser2";
import { sanitizeContentHtml } from "~/lib/sanitize-html.server";

/** The page's own description: the start of its text (read by htmlparser2), cut at a word within 160 characters. */
function leadOf(html: string): string {
  let text = "";
  const parser = new Parser({
    ontext: (piece) => {
      text += piece;
    },
    onclosetag: (name) => {
      if (/^(p|h\d|li|td|th|caption)$/.test(name)) text += " ";
    },
  });
  parser.end(html);
  text = text.replace(/\s+/g, " ").trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : 159)}…`;
}

/**
 * `/{slug}`: a page of the content service, else the locale reset of §2, else a real 404. Its rich text goes
 * through the allow-list sanitiser on the server (decision 037): no script, handler or style of the content
 * reaches the browser, and the browser gets no sanitiser code.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const reset = localeResetTarget(url.pathname);
  if (reset) throw redirect(`${reset}${url.search}`);
  const locale = localeFromPath(url.pathname);
  const [page, t] = await Promise.all([readOrUnavailable(getContentPage(params.slug ?? "", locale, { trace: context.traceSpan }), "content page"), getT(request)]);
  if (!page) throw notFound(request);
  const html = sanitizeContentHtml(page.body);
  return data({ title: page.title, html, lead: leadOf(html), brand: t("brand") }, { headers: { "Cache-Control": "private, max-age=60" } });
}

/** A form posted to an unknown page: the same 404 as a visit, not a 405. */
export async function action({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data: loaded }) => [
  { title: pageTitle(loaded ? { title: loaded.title, brand: loaded.brand } : undefined) },
  ...(loaded?.lead ? [{ name: "description", content: loaded.lead }] : []),
]);

export default function ContentPageRoute() {
  const { title, html } = useLoaderData<typeof loader>();
  return (
    <article className="page page--content" data-page="content">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      {/* Sanitised on the server by the allow list (app/lib/sanitize-html.server.ts, the library sanitize-html): only safe elements and attributes. */}
      <div className="prose prose--rich" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
