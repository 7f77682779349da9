import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactsPageFrame, contactsMeta } from "~/features/profile/contacts/contact-page";
import { CONTACT_INTENTS } from "~/features/profile/contacts/contacts";
import { type UnsubscribeActionData, unsubscribeAction, unsubscribeLoader } from "~/features/profile/contacts/contacts.server";
import { SystemPage } from "~/features/system/system-page";
import contactStyles from "~/styles/profile-contacts.css?url";
import { useErrorText } from "~/ui/field";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];
export const meta = withSeo(contactsMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return unsubscribeLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return unsubscribeAction(request, context);
}

/** `/unsubscribe` (§2): one question, then the unsubscribe system page (docs/decisions/013). */
export default function UnsubscribePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as UnsubscribeActionData | undefined;
  const { t } = useTranslation();
  const text = useErrorText();
  const location = useLocation();
  const navigation = useNavigation();
  if (data.done) return <SystemPage kind="unsubscribe" />;
  const pending = navigation.state === "submitting";
  const error = actionData?.messageKey ? (
    <p className="form-errors" role="alert">
      {text(actionData.messageKey)}
    </p>
  ) : null;
  if (!data.link && !data.signedIn) {
    return (
      <ContactsPageFrame page="unsubscribe" title={data.title}>
        {error}
        <p>{t("profile.contacts.unsubscribe.guest")}</p>
        <p>
          <a href={data.signInHref} className="button button--primary">
            {t("auth.signIn")}
          </a>
        </p>
      </ContactsPageFrame>
    );
  }
  return (
    <ContactsPageFrame page="unsubscribe" title={data.title}>
      <Form method="post" action={`${location.pathname}${location.search}`} className="unsubscribe-form">
        {error}
        <p>{data.link ? t("profile.contacts.unsubscribe.linkIntro", { contact: data.link.contact }) : t("profile.contacts.unsubscribe.playerIntro")}</p>
        <input type="hidden" name="intent" value={CONTACT_INTENTS.unsubscribe} />
        {data.link ? (
          <>
            <input type="hidden" name="contact" value={data.link.contact} />
            <input type="hidden" name="token" value={data.link.token} />
          </>
        ) : null}
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t("auth.pending") : t("profile.contacts.unsubscribe.submit")}
        </button>
      </Form>
    </ContactsPageFrame>
  );
}
