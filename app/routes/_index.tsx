import type { LinksFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { HeroArt } from "~/features/home/hero-art";
import { headerNav } from "~/features/shell/nav-items";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import homeStyles from "~/styles/home.css?url";

export const loader = scaffoldLoader("home");
export const meta = scaffoldMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

export default function HomePage() {
  const { t } = useTranslation();
  const player = useRootData()?.player ?? null;
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__copy">
          <ScaffoldPage />
          <div className="hero__actions">
            <LocaleLink to="/gamehall" className="button button--primary button--large">
              <Icon name="grid" size={20} />
              {t("nav.gamehall")}
            </LocaleLink>
            {player ? (
              <LocaleLink to="/cashier/deposit" className="button button--ghost button--large">
                {t("auth.deposit")}
              </LocaleLink>
            ) : (
              <LocaleLink to="/forms/sign_up" className="button button--ghost button--large">
                {t("auth.signUp")}
              </LocaleLink>
            )}
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <HeroArt />
        </div>
      </section>
      <ul className="tiles">
        {headerNav.map((item) => (
          <li key={item.key}>
            <LocaleLink to={item.to} className={`tile tile--${item.key}`} prefetch="intent">
              <span className="tile__badge">
                <Icon name={item.icon} size={26} />
              </span>
              <Icon name={item.icon} size={112} className="tile__watermark" />
              <span className="tile__title">{t(`nav.${item.key}`)}</span>
              <span className="tile__lead">{t(`pages.${item.key === "betting" ? "betting" : item.key}.lead`)}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
