import type { MetaFunction } from "@remix-run/node";

/** The heading and lead of a contacts page (the profile area's pages share this look). */
export function ContactsPageFrame({ page, title, lead, children }: { page: string; title: string; lead?: string | null; children?: React.ReactNode }) {
  return (
    <section className="page contacts-page" data-page={page}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

export const contactsMeta: MetaFunction = ({ data }) => {
  const page = data as { title: string; brand: string; lead?: string } | undefined;
  if (!page) return [{ title: "Omad" }];
  return [{ title: `${page.title} — ${page.brand}` }, ...(page.lead ? [{ name: "description", content: page.lead }] : []), { name: "robots", content: "noindex" }];
};
