/** Sign-in types of the auth configuration (spec §3 `authTypes`) that are not social providers. */
const CREDENTIAL_TYPES = new Set(["phone", "email", "login", "password"]);

/** The social providers among the configured auth types, in their order, each once. */
export function socialServices(authTypes: readonly string[]): string[] {
  return [...new Set(authTypes.map((type) => type.trim().toLowerCase()).filter((type) => /^[a-z0-9_-]{2,32}$/.test(type) && !CREDENTIAL_TYPES.has(type)))];
}

/** Local storage key of the page a social sign-in started from (spec §4: apart from payment success's). */
export const SOCIAL_BACK_URL_KEY = "social_back_url";

/** The message a finished social sign-in popup sends its opener (same origin only). */
export const OAUTH_DONE_MESSAGE = "oauth:done";

/** Spec §9: the social sign-in popup is 640×480. */
export const SOCIAL_POPUP = { width: 640, height: 480 } as const;

export type SocialAuthType = "login" | "register";

/** `/oauth/init` with the spec's query (service, redirect_url, type_auth). */
export function oauthInitHref(service: string, redirectUrl: string, typeAuth: SocialAuthType): string {
  const query = new URLSearchParams({ service, redirect_url: redirectUrl, type_auth: typeAuth });
  return `/oauth/init?${query}`;
}
