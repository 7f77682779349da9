import { type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getContentPage } from "~/content/content.server";
import { getT } from "~/i18n/i18next.server";
import { localeFromPath, localeResetTarget } from "~/i18n/config";
import { pageTitle } from "~/features/scaffold/scaffold-page";
import { readOrUnavailable } from "~/platform/read.server";
import { notFound } from "~/features/system/not-found.server";
import { withSeo } from "~/content/seo";

/** `/{slug}`: a page of the content service, else the locale reset of §2, else a real 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const reset = localeResetTarget(url.pathname);
  if (reset) throw redirect(`${reset}${url.search}`);
  const locale = localeFromPath(url.pathname);
  const [page, t] = await Promise.all([readOrUnavailable(getContentPage(params.slug ?? "", locale), "content page"), getT(request)]);
  if (!page) throw notFound(request);
  return data({ page, brand: t("brand") }, { headers: { "Cache-Control": "private, max-age=60" } });
}

/** A form posted to an unknown page: the same 404 as a visit, not a 405. */
export async function action({ request }: LoaderFunctionArgs) {
  throw notFound(request);
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data: loaded }) => [
  { title: pageTitle(loaded ? { title: loaded.page.title, brand: loaded.brand } : undefined) },
]);

export default function ContentPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article className="page page--content" data-page="content">
      <header className="page__header">
        <h1 className="page__title">{page.title}</h1>
      </header>
      <div className="prose">
        {page.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
