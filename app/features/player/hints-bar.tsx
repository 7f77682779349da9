import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { withReturn } from "~/features/profile/contacts/return-address";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { CONFIRM_SENT_KEY, type Hints, hintsAt, nextHintExpiry } from "./hints";
import { localStore } from "~/lib/storage";

/**
 * The registration and confirm-contact hints (spec §4): the server decides from the platform's data, so
 * they show without JavaScript; in the browser the confirm-sent marker hides them and they end on time.
 * On a phone each is one line, its action beside it, so the hall's first game still starts on the first screen
 * (issue 39); its text is the summary of a `<details>`: a tap shows it whole, without JavaScript too.
 */
export function PlayerHints() {
  const { t } = useTranslation();
  const server = useRootData()?.session?.hints ?? null;
  const [shown, setShown] = useState<Hints | null>(server);
  const location = useLocation();
  // On the confirmation pages the confirm hint would link to the page itself: it is not shown there.
  const onConfirmation = /\/confirmation(?:\/|$)/.test(location.pathname);
  // Back to the page the hint was read on, once the contact is confirmed.
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!server) {
      setShown(null);
      return;
    }
    const confirmSent = localStore.getItem(CONFIRM_SENT_KEY) !== null;
    const facts = { registeredAt: server.registeredAt, hasDeposits: !server.registration, contactConfirmed: !server.confirm, confirmSent };
    const update = () => setShown(hintsAt(facts, Date.now()));
    update();
    const wait = nextHintExpiry(server.registeredAt, hintsAt(facts, Date.now()), Date.now());
    // Timers longer than ~24.8 days overflow; the hints' windows are far shorter.
    if (wait === null) return;
    const timer = setTimeout(update, wait + 50);
    return () => clearTimeout(timer);
  }, [server]);

  const confirm = Boolean(shown?.confirm) && !onConfirmation;
  if (!shown || (!shown.registration && !confirm)) return null;
  return (
    <div className="player-hints" role="region" aria-label={t("playerSession.hints.label")}>
      {shown.registration ? (
        <div className="player-hint player-hint--registration">
          <HintText text={t("playerSession.hints.registration")} />
          <LocaleLink to="/cashier/deposit" className="player-hint__action">
            {t("playerSession.hints.registrationAction")}
          </LocaleLink>
        </div>
      ) : null}
      {confirm ? (
        <div className="player-hint player-hint--confirm">
          <HintText text={t("playerSession.hints.confirm")} />
          <LocaleLink to={withReturn("/confirmation", here)} className="player-hint__action">
            {t("playerSession.hints.confirmAction")}
          </LocaleLink>
        </div>
      ) : null}
    </div>
  );
}

/** A hint's text: one line on a phone that a tap opens whole (the summary of a `<details>` that holds nothing else). */
function HintText({ text }: { text: string }) {
  return (
    <details className="player-hint__more">
      <summary className="player-hint__summary">
        <span className="player-hint__text">{text}</span>
      </summary>
    </details>
  );
}
