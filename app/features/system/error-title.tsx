import { useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { describeError } from "./error-boundary";
import { errorPages, systemPageForError } from "./pages";

/**
 * The error page's <title>, for the root's <head> (no route's meta runs for a thrown error, and a <title> in the
 * body is invalid HTML, decision 066): a tab and a screen reader say what happened, in the page's language.
 */
export function ErrorTitle() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (error === undefined) return null;
  const kind = systemPageForError(describeError(error));
  return <title>{`${t(`system.${errorPages[kind].key}.header`)} — ${t("brand")}`}</title>;
}
