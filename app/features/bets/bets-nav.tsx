import { useTranslation } from "react-i18next";
import { LocaleNavLink } from "~/ui/locale";

/** The two pages of the bets area: the history and its exports. */
export function BetsNav() {
  const { t } = useTranslation();
  return (
    <nav className="history-tabs bets-nav" aria-label={t("pages.bets.title")}>
      <LocaleNavLink to="/profile/bets/history" className="history-tabs__tab">
        {t("profile.bets.historyTab")}
      </LocaleNavLink>
      <LocaleNavLink to="/profile/bets/exports" className="history-tabs__tab">
        {t("profile.bets.exportsTab")}
      </LocaleNavLink>
    </nav>
  );
}
