import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { redirectSignedIn, signInAction } from "~/features/auth/auth.server";
import { type SignInResult, SignInForm } from "~/features/auth/sign-in-form";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args.request, args.context);
  const page = await scaffoldLoader("signIn")(args);
  const redirectTo = new URL(args.request.url).searchParams.get("redirectTo");
  return { ...page, redirectTo: safeRedirectPath(redirectTo, "") || null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signInAction(request, context);
}

export const meta = scaffoldMeta;

export default function SignInPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SignInResult | undefined;
  return (
    <ScaffoldPage>
      <SignInForm redirectTo={redirectTo ?? undefined} actionData={actionData} />
    </ScaffoldPage>
  );
}
