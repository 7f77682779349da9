import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { PROMO_IMAGE, PromotionDates } from "~/features/promo/offer-views";
import { loadPromotions } from "~/features/promo/promo.server";
import { isFinished } from "~/features/promo/promotions.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import promoStyles from "~/styles/promo.css?url";
import { LocaleLink } from "~/ui/locale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: promoStyles }];
export const meta = withSeo(pageFrameMeta);

const heading = pageFrameLoader("promotions");

/**
 * The promotions of the content service: running ones first, then the finished ones (marked so). Each card ends in
 * its call to action: the promotion's own (`cta`) while it runs, else a link to its page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const [page, promotions] = await Promise.all([heading(args), loadPromotions(args.request, args.context)]);
  const now = Date.now();
  return { ...page, promotions: promotions.map((promotion) => ({ ...promotion, finished: isFinished(promotion, now) })) };
}

export default function PromotionsPage() {
  const { promotions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      {promotions.length ? (
        <ul className="promo-grid">
          {promotions.map((promotion, index) => (
            <li key={promotion.id} className="promo-card" data-promotion={promotion.id} data-finished={promotion.finished ? "" : undefined}>
              {promotion.image ? <img className="promo-card__image" src={promotion.image} alt="" {...PROMO_IMAGE} loading={index < 2 ? "eager" : "lazy"} decoding="async" /> : null}
              <div className="promo-card__body">
                <h2 className="promo-card__title" id={`promotion-${promotion.id}-title`}>
                  <LocaleLink to={`/promotions/${promotion.id}`}>{promotion.title}</LocaleLink>
                </h2>
                <PromotionDates from={promotion.started_at} to={promotion.finished_at} finished={promotion.finished} />
                {promotion.body ? <p className="promo-card__text">{promotion.body}</p> : null}
                <p className="promo-card__actions">
                  {!promotion.finished && promotion.cta?.link ? (
                    <LocaleLink to={promotion.cta.link} className="button button--primary button--small">
                      {promotion.cta.label || t("promotions.more")}
                    </LocaleLink>
                  ) : (
                    <LocaleLink to={`/promotions/${promotion.id}`} className="button button--ghost button--small" aria-describedby={`promotion-${promotion.id}-title`}>
                      {t("promotions.more")}
                    </LocaleLink>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="promo-empty">{t("promotions.empty")}</p>
      )}
    </PageFrame>
  );
}
