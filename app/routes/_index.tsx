import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameGrid } from "~/features/games/game-card";
import { HeroArt } from "~/features/home/hero-art";
import { BannerLink, bannerPreload } from "~/features/promo/banner-link";
import { loadHome } from "~/features/home/home.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { formatAmount, formatDate } from "~/lib/format";
import { Icon } from "~/ui/icon";
import { LocaleLink, useLocale } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { withSeo } from "~/content/seo";

export const meta = withSeo<typeof loader>((args) => [
  ...(pageFrameMeta(args as Parameters<typeof pageFrameMeta>[0]) ?? []),
  ...bannerPreload(args.data?.banners[0]),
]);

const heading = pageFrameLoader("home");

export async function loader(args: LoaderFunctionArgs) {
  const [page, home] = await Promise.all([heading(args), loadHome(args.request, args.context)]);
  return { ...page, ...home };
}

export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const player = useRootData()?.player ?? null;
  const options = { showFavourite: data.showFavourite, favourites: new Set(data.favourites), signedIn: data.signedIn };
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__copy">
          <PageFrame />
          <div className="hero__actions">
            <LocaleLink to="/gamehall" className="button button--primary button--large">
              <Icon name="grid" size={20} />
              {t("home.toLobby")}
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

      {data.banners.length ? (
        <section className="banners" aria-label={t("home.banners")}>
          <ul className="banners__track">
            {data.banners.map((banner, index) => (
              <li key={banner.id} className="banners__item">
                <BannerLink banner={banner} fallback="/promotions" eager={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.rows.map((row) => (
        <section key={row.id} className="home-row" aria-labelledby={`row-${row.id}`}>
          <header className="home-row__header">
            <h2 id={`row-${row.id}`} className="section-title">
              {row.name}
            </h2>
            <LocaleLink to={`/gamehall?category=${encodeURIComponent(row.id)}`} className="home-row__all">
              {t("home.all")} <span className="home-row__count">{row.total}</span>
              <Icon name="chevron" size={16} />
            </LocaleLink>
          </header>
          <GameGrid games={row.games} options={options} className="game-grid--row" />
        </section>
      ))}

      <div className="teasers">
        {data.jackpot ? (
          <LocaleLink to="/jackpots" className="teaser teaser--jackpot">
            <span className="teaser__label">
              <Icon name="crown" size={18} /> {t("home.jackpot")}
            </span>
            <span className="teaser__title">{data.jackpot.name}</span>
            <span className="teaser__amount">{formatAmount(data.jackpot.amount.amount, { currency: data.jackpot.amount.currency, locale })}</span>
            <span className="teaser__cta">{t("home.jackpotLink")}</span>
            {data.jackpot.image ? <img className="teaser__art" src={data.jackpot.image} alt="" width={320} height={192} loading="lazy" decoding="async" /> : null}
          </LocaleLink>
        ) : null}
        {data.tournament ? (
          <LocaleLink to={`/tournaments/${data.tournament.id}`} className="teaser teaser--tournament">
            <span className="teaser__label">
              <Icon name="trophy" size={18} /> {t("home.tournament")}
            </span>
            <span className="teaser__title">{data.tournament.name}</span>
            {data.tournament.prize?.amount ? (
              <span className="teaser__amount">
                <small>{t("home.prize")}</small> {formatAmount(data.tournament.prize.amount, { currency: data.tournament.prize.currency ?? "UZS", locale })}
              </span>
            ) : null}
            <span className="teaser__cta">{t("home.tournamentLink")}</span>
            {data.tournament.image ? <img className="teaser__art" src={data.tournament.image} alt="" width={960} height={360} loading="lazy" decoding="async" /> : null}
          </LocaleLink>
        ) : null}
        {data.winners.length ? (
          <section className="teaser teaser--winners" aria-labelledby="winners-title">
            <h2 id="winners-title" className="teaser__label">
              <Icon name="star" size={18} /> {t("home.winners")}
            </h2>
            <ol className="winners-list">
              {data.winners.map((winner) => (
                <li key={winner.id}>
                  <span className="winners-list__name">{winner.fakename}</span>
                  <span className="winners-list__amount">{formatAmount(winner.amount.amount, { currency: winner.amount.currency, locale })}</span>
                  {winner.at ? <time dateTime={String(winner.at)}>{formatDate(winner.at, locale)}</time> : null}
                </li>
              ))}
            </ol>
            <LocaleLink to="/winners" className="teaser__cta">
              {t("home.winnersLink")}
            </LocaleLink>
          </section>
        ) : null}
      </div>

      <p className="home__lobby">
        <LocaleLink to="/gamehall" className="button button--ghost button--large">
          {t("games.allGames")}
        </LocaleLink>
        <LocaleLink to="/providers" className="button button--ghost button--large">
          {t("nav.providers")}
        </LocaleLink>
      </p>
    </div>
  );
}
