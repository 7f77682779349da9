import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authContext } from "~/features/auth/auth.server";
import { CompleteRegistrationForm } from "~/features/auth/complete-registration";
import { type CompleteRegistrationResult, completeRegistrationAction, requireIncompleteRegistration } from "~/features/auth/complete-registration.server";
import { pageTitle } from "~/features/page-frame/page-frame";
import { getT } from "~/i18n/i18next.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { withSeo } from "~/content/seo";

/**
 * Completing a social sign-up (spec §4). The dialog over every page posts here; without JavaScript a refused
 * form lands on this page, which shows it with its errors. Only for a signed-in, not completed registration.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireIncompleteRegistration(request, context);
  const [t, { config, validator }] = await Promise.all([getT(request), authContext(request)]);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "") || null;
  return {
    title: t("auth.complete.title"),
    brand: t("brand"),
    redirectTo,
    options: { terms: config.auth.registration.terms },
    validator,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return completeRegistrationAction(request, context);
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => [{ title: pageTitle(data ? { title: data.title, brand: data.brand } : undefined) }, { name: "robots", content: "noindex" }]);

export default function CompleteRegistrationPage() {
  const { title, redirectTo, options, validator } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CompleteRegistrationResult | undefined;
  return (
    <section className="page" data-page="completeRegistration">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      <CompleteRegistrationForm options={options} validator={validator} redirectTo={redirectTo ?? undefined} actionData={actionData} />
    </section>
  );
}
