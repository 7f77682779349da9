import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmStep, FilterLinks, StatusBadge, WagerBar } from "~/features/bonuses/bonus-parts";
import { type BonusActionData, type BonusView, type FreespinView, bonusesAction, bonusesLoader } from "~/features/bonuses/bonuses.server";
import { type BonusesPageState, bonusStatusFilters, bonusesQuery } from "~/features/bonuses/rules";
import { Pager } from "~/ui/pager";
import { PromoCodeForm } from "~/features/promo/promo-code-form";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import bonusStyles from "~/styles/bonuses.css?url";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bonusStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return bonusesLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return bonusesAction(request, context);
}

const pageHref = (state: BonusesPageState) => `/profile/bonuses${bonusesQuery(state)}`;
const withQuery = (href: string, query: string) => `${href}${href.includes("?") ? "&" : "?"}${query}`;

export default function ProfileBonusesPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as BonusActionData | undefined;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const casino = data.bonuses.filter((bonus) => bonus.kind === "casino");
  const betting = data.bonuses.filter((bonus) => bonus.kind === "betting");
  const state: BonusesPageState = { status: data.status, casinoPage: data.casinoPage, bettingPage: data.bettingPage };
  const back = localize(pageHref(state));
  return (
    <PageFrame>
      <div className="bonuses-page">
        {actionData?.error ? (
          <p className="bonus-error" role="alert">
            {t(actionData.error)}
          </p>
        ) : null}
        {data.isolation ? (
          <p className="bonus-isolation" data-testid="bonus-isolation">
            {t("bonuses.isolation.about")}
          </p>
        ) : null}
        <FilterLinks
          label={t("bonuses.filterLabel")}
          values={bonusStatusFilters}
          current={data.status}
          href={(status) => pageHref({ status, casinoPage: 1, bettingPage: 1 })}
          text={(value) => t(`bonuses.filter.${value}`)}
        />
        <BonusSection id="casino-bonuses" title={t("bonuses.casino")} items={casino} state={state} blocked={data.isolationBlocks} />
        <Pager current={data.casinoPage} pages={data.casinoPages} label={t("bonuses.pager.casino")} href={(page) => `${pageHref({ ...state, casinoPage: page })}#casino-bonuses`} />
        <BonusSection id="betting-bonuses" title={t("bonuses.betting")} items={betting} state={state} blocked={data.isolationBlocks} />
        <Pager current={data.bettingPage} pages={data.bettingPages} label={t("bonuses.pager.betting")} href={(page) => `${pageHref({ ...state, bettingPage: page })}#betting-bonuses`} />
        <FreespinsSection packs={data.freespins} />
        <PromoCodeForm className="bonuses-page__promo" />
      </div>
      {data.confirm ? (
        <ConfirmStep
          title={t(`bonuses.confirm.title.${data.confirm.intent}`)}
          text={t(`bonuses.confirm.text.${data.confirm.intent}`, { title: data.confirm.bonus.title ?? t("bonuses.untitled"), amount: data.confirm.bonus.amount ?? "" })}
          yes={t(`bonuses.actions.${data.confirm.intent}`)}
          action={localize("/profile/bonuses")}
          back={back}
          fields={{
            intent: data.confirm.intent,
            kind: data.confirm.bonus.kind,
            bonus_id: data.confirm.bonus.id,
            status: data.status,
            casino_page: String(data.casinoPage),
            betting_page: String(data.bettingPage),
          }}
        />
      ) : null}
    </PageFrame>
  );
}

function BonusSection({ id, title, items, state, blocked }: { id: string; title: string; items: BonusView[]; state: BonusesPageState; blocked: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="bonus-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bonus-section__title">
        {title}
      </h2>
      {items.length ? (
        <ul className="bonus-list" id={id}>
          {items.map((bonus) => (
            <li key={`${bonus.kind}-${bonus.id}`} className="bonus-card" data-bonus={bonus.id} data-kind={bonus.kind} data-status={bonus.status}>
              <div className="bonus-card__head">
                <h3 className="bonus-card__title">{bonus.title ?? t("bonuses.untitled")}</h3>
                <StatusBadge status={bonus.status} />
              </div>
              {bonus.amount ? <p className="bonus-card__amount">{bonus.amount}</p> : null}
              {bonus.progress && (bonus.status === "active" || bonus.status === "wagered") ? <WagerBar progress={bonus.progress} /> : null}
              {bonus.progress && bonus.status === "available" ? <p className="bonus-card__note">{t("bonuses.wagerNeeded", { required: bonus.progress.required })}</p> : null}
              {bonus.expires ? <p className="bonus-card__note">{t("bonuses.expires", { date: bonus.expires })}</p> : null}
              {blocked && bonus.status === "available" ? <p className="bonus-card__note bonus-card__note--warn">{t("bonuses.isolation.blocked")}</p> : null}
              {bonus.actions.length ? (
                <div className="bonus-card__actions">
                  {bonus.actions.map((intent) => (
                    <LocaleLink
                      key={intent}
                      to={withQuery(pageHref(state), `confirm=${intent}&kind=${bonus.kind}&id=${encodeURIComponent(bonus.id)}`)}
                      preventScrollReset
                      className={`button ${intent === "activate" ? "button--primary" : "button--ghost"}`}
                      data-action={intent}
                    >
                      {t(`bonuses.actions.${intent}`)}
                    </LocaleLink>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bonus-empty">{t("bonuses.empty")}</p>
      )}
    </section>
  );
}

function FreespinsSection({ packs }: { packs: FreespinView[] }) {
  const { t } = useTranslation();
  return (
    <section className="bonus-section" aria-labelledby="freespins-title">
      <h2 id="freespins-title" className="bonus-section__title">
        {t("freeSpins.title")}
      </h2>
      {packs.length ? (
        <ul className="bonus-list" id="freespins">
          {packs.map((pack) => (
            <li key={pack.id} className="bonus-card" data-freespins={pack.game}>
              <h3 className="bonus-card__title">
                <LocaleLink to={`/game/${encodeURIComponent(pack.game)}`}>{pack.name}</LocaleLink>
              </h3>
              <p className="bonus-card__amount">{t("freeSpins.left", { count: pack.remaining })}</p>
              {pack.expires ? <p className="bonus-card__note">{t("bonuses.expires", { date: pack.expires })}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bonus-empty">{t("freeSpins.empty")}</p>
      )}
    </section>
  );
}
