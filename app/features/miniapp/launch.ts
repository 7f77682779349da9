/** Session storage key of the mini-app's launch parameters: the address hash carrying them is gone after the first navigation. */
export const MINIAPP_LAUNCH_KEY = "miniapp:launch";
/** Set once the sign-in was tried in this mini-app session: a refusal is not retried on every page. */
export const MINIAPP_TRIED_KEY = "miniapp:signin-tried";
export const MINIAPP_SIGN_IN_PATH = "/_actions/auth/miniapp";
