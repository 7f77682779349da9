import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/ui/locale";
import { useInteractionLoads } from "./interaction-loads";
import type { LoyaltyNotice } from "./notices.server";

export const LOYALTY_NOTICES_RESOURCE = "/_resources/loyalty-notices";

/**
 * The loyalty notice list (decision 034): the server's list first (so it is there without JavaScript), then the
 * content service's latest, asked on the first interaction and on every path change (spec §4). Only the pages
 * that show notices carry this code. The content service failing is answered as no notices (logged on the
 * server); an ask that gets no answer at all keeps what shows (spec §8: logged and ignored).
 */
export function LoyaltyNotices({ initial }: { initial: LoyaltyNotice[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [notices, setNotices] = useState(initial);
  const asked = useRef(0);
  useEffect(() => setNotices(initial), [initial]);
  useInteractionLoads(() => {
    const ask = ++asked.current;
    fetch(localize(LOYALTY_NOTICES_RESOURCE), { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ items?: unknown }>) : Promise.reject(new Error(`answered ${response.status}`))))
      .then((body) => {
        // Only the latest ask shows: an earlier answer arriving late is dropped.
        if (ask === asked.current && Array.isArray(body.items)) setNotices(body.items as LoyaltyNotice[]);
      })
      .catch((error: unknown) => console.warn("[loyalty] notices not refreshed:", error));
  });
  if (!notices.length) return null;
  return (
    <ul className="loyalty-notices" aria-label={t("loyalty.notices")} data-testid="loyalty-notices">
      {notices.map((notice) => (
        <li key={notice.id}>{notice.text}</li>
      ))}
    </ul>
  );
}
