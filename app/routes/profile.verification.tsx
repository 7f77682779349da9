import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, SubmitButton } from "~/features/auth/form-status";
import { type VerificationActionData, verificationAction, verificationLoader } from "~/features/profile/verification.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import accountStyles from "~/styles/profile-account.css?url";
import { useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return verificationLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return verificationAction(request, context);
}

export default function ProfileVerificationPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as VerificationActionData | undefined;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const action = localize("/profile/verification");
  return (
    <PageFrame>
      <section className="account-panel" aria-labelledby="verification-title">
        <h2 id="verification-title" className="account-panel__title">
          {t("profile.verification.title")}
        </h2>
        <p className="account-panel__state" data-state={data.state}>
          <span className="account-panel__badge">{t(`profile.verification.state.${data.state}`)}</span>{" "}
          {t(`profile.verification.about.${data.state}`)}
        </p>
        {data.kycBlock ? (
          <p className="account-panel__warning" role="note">
            {t("profile.verification.kycBlock")}
          </p>
        ) : null}
        {data.state === "none" ? (
          <Form method="post" action={action} className="auth-form" id="verification-start">
            <FormErrors id="verification-start-errors" errors={actionData?.result.error?.[""] ?? undefined} />
            <input type="hidden" name="intent" value="start" />
            {data.externalActionId ? <input type="hidden" name="externalActionId" value={data.externalActionId} /> : null}
            <SubmitButton action={action}>{t("profile.verification.start")}</SubmitButton>
          </Form>
        ) : null}
        {data.state === "pending" ? (
          data.provider ? (
            // A plain link: the provider's page works the same with or without JavaScript.
            <p className="account-panel__action">
              <a href={data.provider} className="button button--primary button--block" rel="noopener noreferrer">
                {t("profile.verification.provider")}
              </a>
            </p>
          ) : (
            <p className="form-errors" role="alert">
              {t("profile.verification.providerUnavailable")}
            </p>
          )
        ) : null}
      </section>
    </PageFrame>
  );
}
