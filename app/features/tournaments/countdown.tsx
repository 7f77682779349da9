import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { countdownText } from "./tournaments";

/**
 * The time left until `target`: rendered by the server from its own clock (the text a page without
 * JavaScript keeps), then ticking each second in the browser from the browser's clock.
 */
export function Countdown({ target, serverNow, label }: { target: number; serverNow: number; label: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="countdown" data-testid="tournament-countdown">
      <span className="countdown__label">{label}</span>{" "}
      <time className="countdown__value" dateTime={new Date(target).toISOString()} suppressHydrationWarning>
        {countdownText(target, now, t("tournaments.dayShort"))}
      </time>
    </p>
  );
}
