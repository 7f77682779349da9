import { useTranslation } from "react-i18next";
import { useRootData } from "~/ui/root-data";
import { LocaleLink } from "~/ui/locale";
import { Logo } from "./logo";

const links = [
  { to: "/about", key: "footer.about" },
  { to: "/terms", key: "footer.terms" },
  { to: "/privacy", key: "footer.privacy" },
  { to: "/faq", key: "footer.faq" },
  { to: "/responsible-game", key: "footer.responsibleGame" },
  { to: "/support", key: "nav.support" },
  { to: "/providers", key: "nav.providers" },
  { to: "/winners", key: "nav.winners" },
];

export function Footer() {
  const { t } = useTranslation();
  const sandbox = useRootData()?.env.SANDBOX ?? false;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
          <p className="footer__tagline">{t("tagline")}</p>
          <p className="footer__notice">
            <span className="badge-18" aria-hidden="true">
              18+
            </span>
            {t("footer.adultsOnly")}
          </p>
        </div>
        <nav className="footer__links" aria-label={t("footer.navLabel")}>
          <ul className="footer__list">
            {links.map((link) => (
              <li key={link.to}>
                <LocaleLink to={link.to} className="footer__link">
                  {t(link.key)}
                </LocaleLink>
              </li>
            ))}
            {sandbox ? (
              <li>
                <a href="/sandbox" className="footer__link footer__link--sandbox">
                  {t("footer.sandbox")}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="footer__copyright">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
