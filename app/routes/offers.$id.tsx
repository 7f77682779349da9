import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { OfferCallToAction, PROMO_IMAGE } from "~/features/promo/offer-views";
import { PromoCodeForm } from "~/features/promo/promo-code-form";
import { loadOffer, takeOfferAction } from "~/features/promo/promo.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import promoStyles from "~/styles/promo.css?url";
import { LocaleLink } from "~/ui/locale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: promoStyles }];
export const meta = withSeo(pageFrameMeta);

const heading = pageFrameLoader("offer");

/** One offer this visitor may see (else a 404), the promotions it belongs to and how to take it. */
export async function loader(args: LoaderFunctionArgs) {
  const [page, found] = await Promise.all([heading(args), loadOffer(args.request, args.context, args.params.id ?? "")]);
  return { ...page, param: found.offer?.title ?? null, ...found };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return takeOfferAction(request, context, params.id ?? "");
}

export default function OfferPage() {
  const { offer, promotions, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!offer) {
    return (
      <PageFrame>
        <p className="promo-empty">{t("offers.unavailable")}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <article className="promo-article" data-offer={offer.id}>
        {offer.image ? <img className="promo-article__image" src={offer.image} alt="" {...PROMO_IMAGE} decoding="async" /> : null}
        {offer.text ? <p className="promo-article__text">{offer.text}</p> : null}
        <div className="promo-article__actions">
          <OfferCallToAction offerId={offer.id} action={offer.action} signedIn={signedIn} />
        </div>
        {promotions.length ? (
          <section className="promo-article__section" aria-labelledby="offer-promotions">
            <h2 id="offer-promotions" className="section-title">
              {t("offers.promotions")}
            </h2>
            <ul className="promo-links">
              {promotions.map((promotion) => (
                <li key={promotion.id}>
                  <LocaleLink to={`/promotions/${promotion.id}`}>{promotion.title}</LocaleLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      {offer.action === "promo_code" && signedIn ? <PromoCodeForm /> : null}
    </PageFrame>
  );
}
