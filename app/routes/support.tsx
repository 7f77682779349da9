import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authContext } from "~/features/auth/auth.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { FeedbackForm } from "~/features/support/feedback-form";
import { feedbackAction, supportContacts } from "~/features/support/support.server";
import { withSeo } from "~/content/seo";

export async function loader(args: LoaderFunctionArgs) {
  const [page, contacts, { validator }] = await Promise.all([pageFrameLoader("support")(args), supportContacts(args.request, args.context), authContext(args.request)]);
  return { ...page, contacts, validator, sent: new URL(args.request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return feedbackAction(request, context);
}

export const meta = withSeo(pageFrameMeta);

export default function SupportPage() {
  const { contacts, validator, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      {contacts && (contacts.email || contacts.phone || contacts.telegram) ? (
        <section className="support-contacts" aria-labelledby="support-contacts-title">
          <h2 id="support-contacts-title">{t("support.contacts.title")}</h2>
          <dl>
            {contacts.email ? (
              <>
                <dt>{t("support.contacts.email")}</dt>
                <dd>
                  <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
                </dd>
              </>
            ) : null}
            {contacts.phone ? (
              <>
                <dt>{t("support.contacts.phone")}</dt>
                <dd>
                  <a href={`tel:${contacts.phone.replace(/[^\d+]/g, "")}`}>{contacts.phone}</a>
                </dd>
              </>
            ) : null}
            {contacts.telegram ? (
              <>
                <dt>{t("support.contacts.telegram")}</dt>
                <dd>
                  <a href={contacts.telegram} rel="noopener noreferrer" target="_blank">
                    {contacts.telegram.replace(/^https:\/\//, "")}
                  </a>
                </dd>
              </>
            ) : null}
            {contacts.workingHours ? (
              <>
                <dt>{t("support.contacts.hours")}</dt>
                <dd>{contacts.workingHours}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      {sent ? (
        <p className="support-sent" role="status">
          {t("support.sent")}
        </p>
      ) : null}
      <FeedbackForm key={sent ? "sent" : "form"} actionData={actionData} validator={validator} />
    </PageFrame>
  );
}
