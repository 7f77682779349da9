import { useTranslation } from "react-i18next";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { headerNav } from "~/features/shell/nav-items";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";

export const loader = scaffoldLoader("home");
export const meta = scaffoldMeta;

export default function HomePage() {
  const { t } = useTranslation();
  const player = useRootData()?.player ?? null;
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__copy">
          <ScaffoldPage />
          <div className="hero__actions">
            <LocaleLink to="/gamehall" className="button button--primary">
              {t("nav.gamehall")}
            </LocaleLink>
            {player ? (
              <LocaleLink to="/cashier/deposit" className="button button--ghost">
                {t("auth.deposit")}
              </LocaleLink>
            ) : (
              <LocaleLink to="/forms/sign_up" className="button button--ghost">
                {t("auth.signUp")}
              </LocaleLink>
            )}
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <span className="hero__chip hero__chip--1">7</span>
          <span className="hero__chip hero__chip--2">★</span>
          <span className="hero__chip hero__chip--3">♣</span>
        </div>
      </section>
      <ul className="tiles">
        {headerNav.map((item) => (
          <li key={item.key}>
            <LocaleLink to={item.to} className="tile" prefetch="intent">
              <Icon name={item.icon} size={28} />
              <span className="tile__title">{t(`nav.${item.key}`)}</span>
              <span className="tile__lead">{t(`pages.${item.key === "betting" ? "betting" : item.key}.lead`)}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
