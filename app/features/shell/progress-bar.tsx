import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** A thin bar under the top edge while a navigation or form submission is under way. */
export function ProgressBar() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (busy) {
      // Quick navigations finish before the bar would be noticed; only show it when the wait is real.
      const timer = setTimeout(() => setVisible(true), 150);
      return () => clearTimeout(timer);
    }
    setVisible(false);
  }, [busy]);

  return (
    <div
      className="progress-bar"
      data-state={visible ? navigation.state : "idle"}
      role="progressbar"
      aria-hidden={!visible}
      // Named in the page's language: a screen reader says what is under way (axe: aria-progressbar-name).
      aria-label={t("loading")}
    />
  );
}
