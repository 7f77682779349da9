import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { PageFrameData } from "./page-frame.server";

export function pageTitle(data: { title: string; brand: string; param?: string | null } | undefined): string {
  if (!data) return "Omad";
  return `${data.title}${data.param ? ` · ${data.param}` : ""} — ${data.brand}`;
}

export const pageFrameMeta: MetaFunction = ({ data }) => {
  const page = data as PageFrameData | undefined;
  return [{ title: pageTitle(page) }, ...(page?.lead ? [{ name: "description", content: page.lead }] : [])];
};

/** The frame of a page: its heading (with the entity it names) and lead above the page's own content. */
export function PageFrame({ children }: { children?: React.ReactNode }) {
  const data = useLoaderData() as PageFrameData;
  return (
    <section className="page" data-page={data.page}>
      <header className="page__header">
        <h1 className="page__title">
          {data.title}
          {data.param ? (
            <span className="page__param">
              <span className="page__sep"> · </span>
              {data.param}
            </span>
          ) : null}
        </h1>
        {data.lead ? <p className="page__lead">{data.lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
