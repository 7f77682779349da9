import { useLocation, useMatches } from "@remix-run/react";
import { useNonce } from "~/ui/nonce";
import { seoOf } from "./seo";

/**
 * The page's structured data (spec §9: website, FAQ, article, organization, product) as JSON-LD, nonce'd like
 * every script of the page; `<` is escaped so a record's text cannot close the element.
 */
export function StructuredData() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const nonce = useNonce();
  const seo = seoOf(matches, pathname);
  if (!seo?.jsonLd.length) return null;
  return (
    <>
      {seo.jsonLd.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
