import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmContactForms } from "~/features/profile/contacts/contact-forms";
import { ContactsPageFrame, contactsMeta } from "~/features/profile/contacts/contact-page";
import { CONTACT_INTENTS, withReturn } from "~/features/profile/contacts/contacts";
import { type ConfirmationActionData, confirmationAction, confirmationLoader } from "~/features/profile/contacts/contacts.server";
import contactStyles from "~/styles/profile-contacts.css?url";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];
export const meta = withSeo(contactsMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return confirmationLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return confirmationAction(request, context);
}

/**
 * `/confirmation` (§2): the confirmation of a contact — from the withdraw refusal, the hint bar, the contacts
 * page or an e-mailed link (docs/decisions/013) — and back to where the player was.
 */
export default function ConfirmationPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ConfirmationActionData | undefined;
  const { t } = useTranslation();
  if (data.guest) {
    return (
      <ContactsPageFrame page="confirmation" title={data.title} lead={data.lead}>
        <p>{t("profile.contacts.confirmation.signIn")}</p>
        <p>
          <a href={data.signInHref} className="button button--primary">
            {t("auth.signIn")}
          </a>
        </p>
      </ContactsPageFrame>
    );
  }
  const unconfirmed = (data.contacts ?? []).filter((contact) => !contact.confirmed);
  const selected = data.selected;
  const back = data.from ?? "/profile/contacts";
  // The lead says what to do now: before any code, a code just sent (or earlier), a code from a link.
  const sentNow = Boolean(selected && actionData?.sent?.contact === selected.contact);
  const leadKey = data.code
    ? "pages.confirmation.leadCode"
    : sentNow
      ? "pages.confirmation.lead"
      : data.sentEarlier
        ? "pages.confirmation.leadSentEarlier"
        : "pages.confirmation.leadSend";
  return (
    <ContactsPageFrame page="confirmation" title={data.title} lead={selected && !selected.confirmed ? t(leadKey) : null}>
      {data.contacts === null ? (
        <p className="form-errors" role="alert">
          {t("profile.contacts.unavailable")}
        </p>
      ) : selected && !selected.confirmed ? (
        <>
          {unconfirmed.length > 1 ? (
            <nav className="confirm-choice" aria-label={t("profile.contacts.confirmation.choose")}>
              <p className="confirm-choice__title">{t("profile.contacts.confirmation.choose")}</p>
              {unconfirmed.map((contact) => (
                <LocaleLink
                  key={contact.contact}
                  to={withReturn("/confirmation", data.from, { contact: contact.contact })}
                  className="confirm-choice__item"
                  aria-current={contact.contact === selected.contact ? "true" : undefined}
                >
                  {contact.display}
                </LocaleLink>
              ))}
            </nav>
          ) : null}
          <ConfirmContactForms
            key={selected.contact}
            contact={selected}
            from={data.from}
            code={data.code}
            sent={actionData?.sent ?? null}
            sendResult={actionData?.intent === CONTACT_INTENTS.send ? actionData.result : null}
            confirmResult={actionData?.intent === CONTACT_INTENTS.confirm ? actionData.result : null}
          />
        </>
      ) : (
        <>
          <p role="status">{selected ? t("profile.contacts.errors.alreadyConfirmed") : t("profile.contacts.confirmation.allConfirmed")}</p>
          <p>
            {/* `from` is a full same-site path (its locale included): a plain link, not re-localized. */}
            {data.from ? (
              <a href={data.from} className="button button--primary">
                {t("profile.contacts.confirmation.continue")}
              </a>
            ) : (
              <LocaleLink to={back} className="button button--primary">
                {t("profile.contacts.confirmation.manage")}
              </LocaleLink>
            )}
          </p>
        </>
      )}
    </ContactsPageFrame>
  );
}
