import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authContext, redirectSignedIn, signInAction } from "~/features/auth/auth.server";
import { DeferredRestoreForm, DeferredSignInForm } from "~/features/auth/deferred-forms";
import { type RestoreResult, isRestorePost, restoreAction } from "~/features/auth/restore.server";
import type { SignInResult } from "~/features/auth/sign-in-form";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { withSeo } from "~/content/seo";
import { preloadOnNavigation } from "~/ui/deferred";

// The forms' code (conform + zod) is not in the page's first download (issue 14; ~/ui/deferred).
preloadOnNavigation(DeferredSignInForm, DeferredRestoreForm);

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args.request, args.context);
  const [page, { locale, validator }, t] = await Promise.all([pageFrameLoader("signIn")(args), authContext(args.request), getT(args.request)]);
  const params = new URL(args.request.url).searchParams;
  const restore = params.has("restore");
  const redirectTo = safeRedirectPath(params.get("redirectTo"), "") || null;
  const signInPage = localizePath("/forms/sign_in", locale);
  return {
    ...page,
    ...(restore ? { title: t("auth.restore.title"), lead: t("auth.restore.intro") } : {}),
    redirectTo,
    /** "Forgot password?" (spec §7 `auth.restore`): the restore steps instead of the sign-in form. */
    restore,
    restoreBack: redirectTo ? `${signInPage}?redirectTo=${encodeURIComponent(redirectTo)}` : signInPage,
    validator,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const restore = await isRestorePost(request);
  if (restore) return restoreAction(request, context, restore);
  return signInAction(request, context);
}

export const meta = withSeo(pageFrameMeta);

export default function SignInPage() {
  const { redirectTo, restore, restoreBack, validator } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as (SignInResult & Partial<RestoreResult>) | undefined;
  return (
    <PageFrame>
      {restore ? (
        <DeferredRestoreForm actionData={actionData as RestoreResult | undefined} back={restoreBack} validator={validator} />
      ) : (
        <DeferredSignInForm redirectTo={redirectTo ?? undefined} actionData={actionData as SignInResult | undefined} />
      )}
    </PageFrame>
  );
}
