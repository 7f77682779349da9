import { createContext, useContext, useState } from "react";
import { useTranslation } from "react-i18next";

const RequestIdContext = createContext<string | undefined>(undefined);

/** The server render's request id (entry.server); the browser has none of its own. */
export const RequestIdProvider = RequestIdContext.Provider;

/**
 * "Request number: …" on an error page, for the player to quote to support (the same id is on the server's log line
 * and was sent to the platform). The server renders it from the request; hydration keeps what the server wrote. An
 * error met later in the browser (a client-side navigation) has no server-rendered id, and shows none rather than
 * the document's.
 */
export function RequestIdNote() {
  const { t } = useTranslation();
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => fromServer ?? (typeof document === "undefined" ? undefined : document.querySelector("[data-request-id]")?.textContent ?? undefined));
  if (!id) return null;
  return (
    <p className="system-page__detail">
      {t("system.requestIdLabel")}: <code data-request-id="">{id}</code>
    </p>
  );
}
