import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { FormErrors } from "~/features/auth/form-status";
import { type LoyaltyActionData, buyAction, loyaltyShopLoader } from "~/features/loyalty/loyalty.server";
import { ServerNotifications, ShopDialogs, ShopProducts } from "~/features/loyalty/loyalty-ui";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import loyaltyStyles from "~/styles/loyalty.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loyaltyStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loyaltyShopLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return buyAction(request, context);
}

/** `/loyalty/shop`: products for points; buying goes through the confirm dialog, or meets the insufficient-funds one. */
export default function LoyaltyShopPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as LoyaltyActionData | undefined;
  const { t } = useTranslation();
  // The platform's refusal (too few points) is the form's result; otherwise the URL's dialog.
  const dialog = actionData?.intent === "buy" && actionData.dialog ? actionData.dialog : data.dialog;
  const error = actionData?.intent === "buy" && !actionData.dialog ? actionData.error : undefined;
  return (
    <PageFrame>
      <ServerNotifications notifications={data.notifications} />
      {/* A purchase refused while its dialog cannot be shown again (the products unreadable): the message on the page. */}
      {error && !dialog ? <FormErrors id="shop-errors" errors={[error]} /> : null}
      {data.status ? (
        <p className="loyalty-shop__points" data-testid="loyalty-points">
          {t("loyalty.shop.yourPoints", { points: data.status.pointsText })}
        </p>
      ) : null}
      {data.products === null ? (
        <p className="account-panel__warning">{t("loyalty.unavailable")}</p>
      ) : data.products.length ? (
        <ShopProducts products={data.products} signedIn={data.signedIn} />
      ) : (
        <p className="history-empty">{t("loyalty.shop.empty")}</p>
      )}
      <ShopDialogs dialog={dialog} error={error} />
    </PageFrame>
  );
}
