import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/features/auth/guard.server";
import { getT } from "~/i18n/i18next.server";
import { formatAmount } from "~/lib/format";
import { displayedTotal } from "~/platform/account.server";
import { LocaleLink, useLocale } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [account, t] = await Promise.all([requireUser(request, context), getT(request)]);
  return data(
    {
      title: t("pages.wallet.title"),
      brand: t("brand"),
      total: displayedTotal(account),
      balances: [
        { key: "main", ...account.balance_main },
        { key: "bonus", ...account.balance_bonus },
        { key: "bettingBonus", ...account.balance_betting_bonus },
      ],
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => [{ title: data ? `${data.title} — ${data.brand}` : "Omad" }, { name: "robots", content: "noindex" }]);

/** /cashier/wallet: the player's balances (main, casino bonus, betting bonus) and where money goes from here. */
export default function CashierWalletPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { title, total, balances } = useLoaderData<typeof loader>();
  const money = (value: { amount: number; currency: string }) => formatAmount(value.amount, { currency: value.currency, locale });
  return (
    <section className="page wallet" data-page="wallet">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <p className="wallet__total">
        <span>{t("payment.wallet.total")}</span>
        <strong data-testid="wallet-total">{money(total)}</strong>
      </p>
      <dl className="wallet__balances">
        {balances.map((balance) => (
          <div key={balance.key} className="wallet__balance" data-testid={`wallet-${balance.key}`}>
            <dt>{t(`payment.wallet.${balance.key}`)}</dt>
            <dd>{money(balance)}</dd>
          </div>
        ))}
      </dl>
      <nav className="wallet__links" aria-label={title}>
        <LocaleLink to="/cashier/deposit" className="button button--primary">
          {t("payment.wallet.deposit")}
        </LocaleLink>
        <LocaleLink to="/cashier/withdraw" className="button button--ghost">
          {t("payment.wallet.withdraw")}
        </LocaleLink>
        <LocaleLink to="/cashier/history" className="button button--ghost">
          {t("payment.wallet.history")}
        </LocaleLink>
        <LocaleLink to="/cashier/receipt" className="button button--ghost">
          {t("payment.wallet.receipt")}
        </LocaleLink>
      </nav>
    </section>
  );
}
