import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MethodList } from "~/features/cashier/method-list";
import { depositIndexLoader } from "~/features/cashier/deposit.server";
import { FirstDepositPrompt } from "~/features/responsible-game/first-deposit-prompt";
import { skipLimitPromptAction } from "~/features/responsible-game/first-deposit-prompt.server";
import { withSeo } from "~/content/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return depositIndexLoader(request, context);
}

/** "Not now" of the first-deposit limit prompt. */
export async function action({ request, context }: ActionFunctionArgs) {
  return skipLimitPromptAction(request, context);
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => [{ title: data ? `${data.title} — ${data.brand}` : "Omad" }, { name: "robots", content: "noindex" }]);

/** /cashier/deposit: the payment methods (spec §3 payment method content), each opening its form by sysname. */
export default function CashierDepositPage() {
  const { t } = useTranslation();
  const { title, methods, back, amount, offer, limitPrompt } = useLoaderData<typeof loader>();
  return (
    <section className="page deposit" data-page="deposit">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{t("pages.deposit.lead")}</p>
      </header>
      {limitPrompt ? <FirstDepositPrompt /> : null}
      {methods.length ? <MethodList methods={methods} back={back} amount={amount} offer={offer} /> : <p className="deposit__empty">{t("deposit.empty")}</p>}
    </section>
  );
}
