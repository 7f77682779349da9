import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DepositForm } from "~/features/cashier/deposit-form";
import { type DepositActionData, depositAction, depositMethodLoader } from "~/features/cashier/deposit.server";
import { MethodIcon } from "~/features/cashier/method-list";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return depositMethodLoader(request, context, params.sysname);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return depositAction(request, context, params.sysname);
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => [
  { title: data ? `${data.title} · ${data.method.name} — ${data.brand}` : "Omad" },
  { name: "robots", content: "noindex" },
]);

/** Back to the method list, with where the player came from and the offer the page was opened with. */
function changeMethodHref(back: string | null, offer: string) {
  const query = new URLSearchParams();
  if (back) query.set("back", back);
  if (Number(offer) > 0) query.set("offer", offer);
  return query.size ? `/cashier/deposit?${query}` : "/cashier/deposit";
}

/** /cashier/deposit/{sysname}: the deposit form of one payment method. */
export default function CashierDepositMethodPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DepositActionData | undefined;
  const { method } = data;
  // A new key is a new money action: the form is remounted empty (decision 007).
  const moneyKey = actionData?.moneyKey ?? data.moneyKey;
  return (
    <section className="page deposit" data-page="depositMethod">
      <header className="page__header deposit__header">
        <MethodIcon method={method} size={56} />
        <div>
          <h1 className="page__title">
            {data.title}
            <span className="page__param"> · {method.name}</span>
          </h1>
          <p className="page__lead">{method.title}</p>
        </div>
      </header>
      <p className="deposit__change">
        <LocaleLink to={changeMethodHref(data.back, data.initial.campaign_offer_id)}>{t("deposit.changeMethod")}</LocaleLink>
      </p>
      <DepositForm
        key={`${method.sysname}:${moneyKey}`}
        method={method}
        rules={data.rules}
        offers={data.offers}
        presets={data.presets}
        currency={data.currency}
        currencies={data.currencies}
        rates={data.rates}
        limit={data.limit}
        limitUntil={data.limitUntil}
        detalization={data.detalization}
        moneyKey={moneyKey}
        pending={data.pending}
        back={data.back}
        initial={data.initial}
        actionData={actionData}
      />
    </section>
  );
}
