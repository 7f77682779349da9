import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { OfferCallToAction, PROMO_IMAGE, PromotionDates } from "~/features/promo/offer-views";
import { loadPromotion, takeOfferAction } from "~/features/promo/promo.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import promoStyles from "~/styles/promo.css?url";
import { LocaleLink } from "~/ui/locale";

/** The picture is the page's largest paint: fetched first (React 18 knows only the lowercase attribute). */
const highPriority = { fetchpriority: "high" } as Record<string, string>;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: promoStyles }];
export const meta = withSeo(pageFrameMeta);

const heading = pageFrameLoader("promotion");

/**
 * One promotion: picture, texts, terms, dates and its call to action; an unknown id is a 404. On a desktop the
 * picture and the texts stand side by side.
 */
export async function loader(args: LoaderFunctionArgs) {
  const [page, found] = await Promise.all([heading(args), loadPromotion(args.request, args.context, args.params.id ?? "")]);
  return { ...page, param: found.promotion.title, ...found };
}

/** Taking the promotion's offer (takepromotions), where it is taken with one button. */
export async function action(args: ActionFunctionArgs) {
  const { promotion } = await loadPromotion(args.request, args.context, args.params.id ?? "");
  return takeOfferAction(args.request, args.context, promotion.offer_id ?? "");
}

export default function PromotionPage() {
  const { promotion, finished, offer, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      <article className="promo-article promo-article--split" data-promotion={promotion.id}>
        {promotion.image ? <img className="promo-article__image" src={promotion.image} alt="" {...PROMO_IMAGE} decoding="async" {...highPriority} /> : null}
        <div className="promo-article__side flow">
          <PromotionDates from={promotion.started_at} to={promotion.finished_at} finished={finished} />
          {promotion.body ? <p className="promo-article__text">{promotion.body}</p> : null}
          {!finished ? (
            <div className="promo-article__actions">
              {offer && offer.action !== "promo_code" ? (
                <OfferCallToAction offerId={offer.id} action={offer.action} signedIn={signedIn} />
              ) : promotion.cta?.link ? (
                <LocaleLink to={promotion.cta.link} className="button button--primary button--large">
                  {promotion.cta.label || t("promotions.more")}
                </LocaleLink>
              ) : null}
            </div>
          ) : null}
          {promotion.terms ? (
            <section className="promo-article__terms-card flow__section" aria-labelledby="promotion-terms">
              <h2 id="promotion-terms" className="section-title">
                {t("promotions.terms")}
              </h2>
              <p className="promo-article__terms">{promotion.terms}</p>
            </section>
          ) : null}
        </div>
      </article>
    </PageFrame>
  );
}
