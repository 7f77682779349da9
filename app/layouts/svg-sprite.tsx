import { Outlet } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { seoShouldRevalidate } from "~/content/seo";
import { seoLoader } from "~/content/seo-loader.server";

/** The page's SEO (issue 18): every route of this layout reads it in its meta. */
export function loader(args: LoaderFunctionArgs) {
  return seoLoader(args);
}

export const shouldRevalidate = seoShouldRevalidate;

/** The svg-sprite layout: nothing around the page, for the icon sheet. */
export default function SvgSpriteLayout() {
  return (
    <main id="main" className="shell shell--sprite">
      <Outlet />
    </main>
  );
}
