import type { LoaderFunctionArgs } from "@remix-run/node";
import { oauthDonePage } from "~/features/auth/social.server";

/**
 * The last page of a social sign-in popup. A bare document, not a Remix page: the root loader would take the
 * "signed in" flash toast that the opener's reload is meant to show.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return oauthDonePage(request, context.nonce);
}
