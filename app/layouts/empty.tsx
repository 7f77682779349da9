import { Outlet } from "@remix-run/react";
import { EmptyShell } from "~/features/shell/shells";
import { SystemErrorBoundary } from "~/features/system/error-boundary";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { seoShouldRevalidate } from "~/content/seo";
import { seoLoader } from "~/content/seo-loader.server";

/** The page's SEO (issue 18): every route of this layout reads it in its meta. */
export function loader(args: LoaderFunctionArgs) {
  return seoLoader(args);
}

export const shouldRevalidate = seoShouldRevalidate;

export default function EmptyLayout() {
  return (
    <EmptyShell>
      <Outlet />
    </EmptyShell>
  );
}

export const ErrorBoundary = SystemErrorBoundary;
