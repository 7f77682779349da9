import { isRouteErrorResponse, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { deferred } from "~/ui/deferred";

/** Reads what a loader threw (a response with status and `{ type }`, or an exception) as status + type. */
export function describeError(error: unknown): { status: number; type?: unknown } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { type?: unknown } | string | null;
    return { status: error.status, type: typeof data === "object" && data ? data.type : undefined };
  }
  return { status: 500 };
}

/**
 * The one error boundary of the site: every error becomes the system page the spec maps it to (./error-page).
 * Its code is not in the chunks every page downloads (issue 26 item 6): the server has it loaded from start-up,
 * so a system page's HTML is whole; a document served as a system page asks for it at hydration (the server's
 * HTML stays meanwhile, see ~/ui/deferred); a browser on a page that navigates asks for it as the navigation
 * starts (`usePreloadErrorPage`), so an error met on the way shows at once.
 */
export const SystemErrorBoundary = deferred<object>(() => import("./error-page").then((module) => module.SystemErrorPage));

if (typeof document === "undefined") void SystemErrorBoundary.preload();

/** For the root: the error page's code loads with the first navigation (any may end in an error). */
export function usePreloadErrorPage() {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (busy) SystemErrorBoundary.preload().catch(() => undefined);
  }, [busy]);
}
