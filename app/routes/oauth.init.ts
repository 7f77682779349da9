import type { LoaderFunctionArgs } from "@remix-run/node";
import { oauthInit } from "~/features/auth/social.server";

/** GET /oauth/init?service&redirect_url&type_auth: the start of a social sign-in (spec §4, §7). */
export async function loader({ request }: LoaderFunctionArgs) {
  return oauthInit(request);
}
