import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getRemoteConfig } from "~/content/config.server";
import { requireUser } from "~/features/auth/guard.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { localeOf } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import { formatAmount } from "~/lib/format";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);

const balanceNames = ["balance_main", "balance_bonus", "balance_betting_bonus", "balance_fun"] as const;

/**
 * The account at a glance (issue 12, item 8): who, the four balances, verification and contacts. The child pages
 * are the area's tabs above (issue 29 item 11: no second list of them here).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const account = await requireUser(request, context);
  const locale = localeOf(request);
  const [t, config, profile] = await Promise.all([
    getT(request),
    getRemoteConfig(locale),
    readOr(null, getApi(request, context).account.getProfileInfo(), "account.getprofileinfo"),
  ]);
  const verification = account.is_verified ? "verified" : account.is_on_verification ? "pending" : "none";
  return data(
    {
      page: "profile",
      title: t("pages.profile.title"),
      lead: t("pages.profile.lead"),
      brand: t("brand"),
      param: null,
      login: account.login ?? "",
      fakename: account.fakename ?? null,
      balances: balanceNames.map((name) => ({ name, text: formatAmount(account[name].amount, { currency: account[name].currency, locale }) })),
      verification,
      verificationLink: config.functionalSettings.identityVerification,
      contacts: profile ? profile.contacts.map((contact) => ({ type: contact.type, contact: contact.contact, confirmed: contact.is_confirmed })) : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function ProfileHomePage() {
  const view = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div className="profile-home">
        <section className="profile-card" aria-labelledby="profile-who">
          <h2 id="profile-who" className="profile-card__title">
            {t("profile.home.account")}
          </h2>
          <dl className="profile-facts">
            <div>
              <dt>{t("profile.home.login")}</dt>
              <dd data-testid="profile-login">{view.login}</dd>
            </div>
            <div>
              <dt>{t("profile.home.fakename")}</dt>
              <dd data-testid="profile-fakename">{view.fakename ?? t("profile.home.noFakename")}</dd>
            </div>
            <div>
              <dt>{t("profile.home.verification")}</dt>
              <dd data-testid="profile-verification">
                {view.verificationLink ? (
                  <LocaleLink to="/profile/verification">{t(`profile.home.verificationState.${view.verification}`)}</LocaleLink>
                ) : (
                  t(`profile.home.verificationState.${view.verification}`)
                )}
              </dd>
            </div>
          </dl>
        </section>

        <section className="profile-card" aria-labelledby="profile-balances">
          <h2 id="profile-balances" className="profile-card__title">
            {t("profile.home.balances")}
          </h2>
          <dl className="profile-facts profile-facts--balances">
            {view.balances.map((balance) => (
              <div key={balance.name} data-testid={`profile-${balance.name}`}>
                <dt>{t(`profile.home.balance.${balance.name}`)}</dt>
                <dd>{balance.text}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="profile-card" aria-labelledby="profile-contacts">
          <h2 id="profile-contacts" className="profile-card__title">
            {t("profile.home.contacts")}
          </h2>
          {view.contacts === null ? (
            <p>{t("profile.home.contactsUnavailable")}</p>
          ) : view.contacts.length ? (
            <ul className="profile-contacts">
              {view.contacts.map((contact) => (
                <li key={contact.contact} className="profile-contacts__item" data-testid="profile-contact">
                  <span className="profile-contacts__type">{t(`profile.home.contactType.${contact.type}`)}</span>
                  <span className="profile-contacts__value">{contact.type === "phone" ? `+${contact.contact}` : contact.contact}</span>
                  <span className={contact.confirmed ? "profile-badge profile-badge--ok" : "profile-badge profile-badge--warn"}>
                    {t(contact.confirmed ? "profile.home.confirmed" : "profile.home.notConfirmed")}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("profile.home.noContacts")}</p>
          )}
        </section>

      </div>
    </PageFrame>
  );
}
