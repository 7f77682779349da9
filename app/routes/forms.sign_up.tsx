import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authContext, redirectSignedIn, signUpAction } from "~/features/auth/auth.server";
import { signUpCharacters } from "~/features/auth/characters.server";
import { type SignUpResult, SignUpForm } from "~/features/auth/sign-up-form";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getApi } from "~/platform/api/index.server";
import { validatesEagerly } from "~/validation/config";
import { readOr } from "~/platform/read.server";
import { withSeo } from "~/content/seo";

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args.request, args.context);
  const api = getApi(args.request, args.context);
  const [page, { config, validator }, currencies] = await Promise.all([
    pageFrameLoader("signUp")(args),
    authContext(args.request),
    readOr(
      [] as string[],
      api.metadata.getGeneralInfo().then((info) => info.available_currencies),
    ),
  ]);
  const redirectTo = new URL(args.request.url).searchParams.get("redirectTo");
  const registration = config.auth.registration;
  return {
    ...page,
    redirectTo: safeRedirectPath(redirectTo, "") || null,
    options: registration,
    eager: validatesEagerly(validator),
    validator,
    currencies,
    characters: await signUpCharacters(api, registration),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signUpAction(request, context);
}

export const meta = withSeo(pageFrameMeta);

export default function SignUpPage() {
  const { redirectTo, options, eager, currencies, characters, validator } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SignUpResult | undefined;
  return (
    <PageFrame>
      <SignUpForm
        options={options}
        eager={eager}
        currencies={currencies}
        characters={characters}
        validator={validator}
        redirectTo={redirectTo ?? undefined}
        actionData={actionData}
      />
    </PageFrame>
  );
}
