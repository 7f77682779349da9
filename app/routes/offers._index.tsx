import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { OfferCallToAction, PROMO_IMAGE } from "~/features/promo/offer-views";
import { PromoCodeForm } from "~/features/promo/promo-code-form";
import { takeOfferAction, visibleOffers } from "~/features/promo/promo.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { readForm } from "~/lib/read-form.server";
import promoStyles from "~/styles/promo.css?url";
import { LocaleLink } from "~/ui/locale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: promoStyles }];
export const meta = withSeo(pageFrameMeta);

const heading = pageFrameLoader("offers");

/** Offers (campaigns.getoffers) for guests and for players who satisfy their trigger (spec §4), and the promo code. */
export async function loader(args: LoaderFunctionArgs) {
  const [page, offers] = await Promise.all([heading(args), visibleOffers(args.request, args.context)]);
  return { ...page, ...offers };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  return takeOfferAction(request, context, String(form.get("offer_id") ?? ""));
}

export default function OffersPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div className="offers-page">
        {data.offers.length ? (
          <ul className="promo-grid">
            {data.offers.map((offer, index) => (
              <li key={offer.id} className="promo-card" data-offer={offer.id}>
                {offer.image ? <img className="promo-card__image" src={offer.image} alt="" {...PROMO_IMAGE} loading={index < 2 ? "eager" : "lazy"} decoding="async" /> : null}
                <div className="promo-card__body">
                  <h2 className="promo-card__title">
                    <LocaleLink to={`/offers/${offer.id}`}>{offer.title}</LocaleLink>
                  </h2>
                  {offer.text ? <p className="promo-card__text">{offer.text}</p> : null}
                  <div className="promo-card__actions">
                    <OfferCallToAction offerId={offer.id} action={offer.action} signedIn={data.signedIn} />
                    <LocaleLink to={`/offers/${offer.id}`} className="button button--ghost">
                      {t("offers.more")}
                    </LocaleLink>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="promo-empty">{t(data.unavailable ? "offers.unavailable" : "offers.empty")}</p>
        )}
        <PromoCodeForm />
      </div>
    </PageFrame>
  );
}
