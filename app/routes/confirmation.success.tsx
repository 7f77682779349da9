import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactsPageFrame, contactsMeta } from "~/features/profile/contacts/contact-page";
import { getT } from "~/i18n/i18next.server";
import contactStyles from "~/styles/profile-contacts.css?url";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];
export const meta = withSeo(contactsMeta);

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("pages.confirmationSuccess.title"), lead: t("pages.confirmationSuccess.lead"), brand: t("brand") };
}

/** `/confirmation/success` (§2): where a confirmation without a return address (an e-mailed link) ends. */
export default function ConfirmationSuccessPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ContactsPageFrame page="confirmationSuccess" title={data.title} lead={data.lead}>
      <p>{t("profile.contacts.confirmation.successText")}</p>
      <p className="contact-actions">
        <LocaleLink to="/cashier/withdraw" className="button button--primary">
          {t("profile.contacts.confirmation.toWithdraw")}
        </LocaleLink>
        <LocaleLink to="/profile/contacts" className="button button--ghost">
          {t("profile.contacts.confirmation.manage")}
        </LocaleLink>
      </p>
    </ContactsPageFrame>
  );
}
