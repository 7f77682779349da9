import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddEmailForm, AddPhoneForm, ContactList } from "~/features/profile/contacts/contact-forms";
import { ContactsPageFrame, contactsMeta } from "~/features/profile/contacts/contact-page";
import { CONTACT_INTENTS } from "~/features/profile/contacts/contacts";
import { type ContactsActionData, contactsPageAction, contactsPageLoader } from "~/features/profile/contacts/contacts.server";
import contactStyles from "~/styles/profile-contacts.css?url";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];
export const meta = withSeo(contactsMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return contactsPageLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactsPageAction(request, context);
}

/** `/profile/contacts`: the §4 contact flow — add an e-mail or a phone, confirm each, subscribe per contact. */
export default function ProfileContactsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ContactsActionData | undefined;
  const { t } = useTranslation();
  const subscriptionError = actionData?.intent === CONTACT_INTENTS.subscription ? { contact: actionData.contact, errors: actionData.result.error?.[""] ?? undefined } : null;
  return (
    <ContactsPageFrame page="contacts" title={data.title} lead={data.lead}>
      {data.contacts === null ? (
        <p className="form-errors" role="alert">
          {t("profile.contacts.unavailable")}
        </p>
      ) : data.contacts.length ? (
        <ContactList contacts={data.contacts} subscriptionError={subscriptionError} />
      ) : (
        <p className="history-empty">{t("profile.contacts.empty")}</p>
      )}
      <div className="contact-forms">
        <AddEmailForm lastResult={actionData?.intent === CONTACT_INTENTS.addEmail ? actionData.result : null} />
        <AddPhoneForm countries={data.countries} defaultCountry={data.defaultCountry} lastResult={actionData?.intent === CONTACT_INTENTS.addPhone ? actionData.result : null} />
      </div>
    </ContactsPageFrame>
  );
}
