import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubscriptionForm } from "~/features/profile/contacts/contact-forms";
import { ContactsPageFrame, contactsMeta } from "~/features/profile/contacts/contact-page";
import { CONTACT_INTENTS } from "~/features/profile/contacts/contacts";
import { type ContactsActionData, contactsPageAction, notificationPageLoader } from "~/features/profile/contacts/contacts.server";
import contactStyles from "~/styles/profile-contacts.css?url";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];
export const meta = withSeo(contactsMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return notificationPageLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactsPageAction(request, context);
}

/** `/profile/notification`: the news subscription of each channel (each contact, `account.changeSubscription`). */
export default function ProfileNotificationPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ContactsActionData | undefined;
  const { t } = useTranslation();
  const failed = actionData?.intent === CONTACT_INTENTS.subscription ? actionData : null;
  return (
    <ContactsPageFrame page="notification" title={data.title} lead={data.lead}>
      {data.contacts === null ? (
        <p className="form-errors" role="alert">
          {t("profile.contacts.unavailable")}
        </p>
      ) : data.contacts.length ? (
        <>
          <p>{t("profile.contacts.notification.intro")}</p>
          <ul className="contact-list">
            {data.contacts.map((contact) => (
              <li key={contact.contact} className="contact" data-contact={contact.contact}>
                <div className="contact__main">
                  <span className="contact__type">{t(contact.type === "phone" ? "profile.contacts.phone" : "profile.contacts.email")}</span>
                  <strong className="contact__value">{contact.display}</strong>
                </div>
                <SubscriptionForm contact={contact} error={failed?.contact === contact.contact ? (failed.result.error?.[""] ?? undefined) : undefined} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="history-empty">{t("profile.contacts.notification.none")}</p>
      )}
      <p>
        <LocaleLink to="/profile/contacts" className="button button--ghost button--small">
          {t("profile.contacts.confirmation.manage")}
        </LocaleLink>
      </p>
    </ContactsPageFrame>
  );
}
