import { useContext } from "react";
import { useTranslation } from "react-i18next";
// The router's state (Remix's own router, already in every page's code): the root's <head> sees the error a layout's
// boundary shows, which `useRouteError` (the root's own error only) does not.
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { describeError } from "./error-boundary";
import { errorPages, systemPageForError } from "./pages";

/**
 * The error page's <title>, for the root's <head> (no route's meta runs for a thrown error, and a <title> in the
 * body is invalid HTML, decision 066): a tab and a screen reader say what happened, in the page's language.
 */
export function ErrorTitle() {
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const { t } = useTranslation();
  const error = errors ? Object.values(errors)[0] : undefined;
  if (error === undefined || error === null) return null;
  const kind = systemPageForError(describeError(error));
  return <title>{`${t(`system.${errorPages[kind].key}.header`)} — ${t("brand")}`}</title>;
}
