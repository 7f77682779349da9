import { useLocation, useRouteError } from "@remix-run/react";
import { DefaultShell, EmptyShell } from "~/features/shell/shells";
import { RequestIdNote } from "~/ui/request-id";
import { describeError } from "./error-boundary";
import { SystemPage } from "./system-page";
import { errorPages, systemPageForError } from "./pages";

/**
 * The one error boundary's page (see ./error-boundary): every error becomes the system page the spec maps it to,
 * in that page's layout.
 */
export function SystemErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const described = describeError(error);
  const kind = systemPageForError(described);
  if (described.status >= 500 && described.status !== 503) console.error(error);
  const Shell = errorPages[kind].layout === "empty" ? EmptyShell : DefaultShell;
  const fullPath = `${location.pathname}${location.search}`;
  return (
    <Shell>
      <SystemPage kind={kind} detail={kind === "not-found" ? fullPath : undefined}>
        {/* A failure on our side or the platform's: the id support finds on the log line (docs/decisions/020). */}
        {described.status >= 500 ? <RequestIdNote /> : null}
      </SystemPage>
    </Shell>
  );
}
