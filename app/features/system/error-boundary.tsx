import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { DefaultShell, EmptyShell } from "~/features/shell/shells";
import { SystemPage } from "./system-page";
import { errorPages, systemPageForError } from "./pages";

/** Reads what a loader threw (a response with status and `{ type }`, or an exception) as status + type. */
export function describeError(error: unknown): { status: number; type?: unknown } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { type?: unknown } | string | null;
    return { status: error.status, type: typeof data === "object" && data ? data.type : undefined };
  }
  return { status: 500 };
}

/** The one error boundary of the site: every error becomes the system page the spec maps it to, in that page's layout. */
export function SystemErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const described = describeError(error);
  const kind = systemPageForError(described);
  if (described.status >= 500 && described.status !== 503) console.error(error);
  const Shell = errorPages[kind].layout === "empty" ? EmptyShell : DefaultShell;
  const fullPath = `${location.pathname}${location.search}`;
  return (
    <Shell>
      <SystemPage kind={kind} detail={kind === "not-found" ? fullPath : undefined} />
    </Shell>
  );
}
