import type { LoaderFunctionArgs } from "@remix-run/node";
import { oauthCallback } from "~/features/auth/social.server";

/**
 * Where the platform's OAuth flow comes back to (or, under AUTH_BACKEND=content, the content backend's connect/{provider}
 * with `access_token`, decision 038): lands on redirect_url with a toast.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return oauthCallback(request, context);
}
