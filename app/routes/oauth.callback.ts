import type { LoaderFunctionArgs } from "@remix-run/node";
import { oauthCallback } from "~/features/auth/social.server";

/** Where the platform's OAuth flow comes back to: lands on redirect_url with a toast. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return oauthCallback(request, context);
}
