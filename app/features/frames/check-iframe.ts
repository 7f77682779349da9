import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * The `checkIframe` message (spec §2; docs/decisions/017), both ways:
 * - up: the site, shown in an operator's frame, tells its parent the path it now shows, after every navigation;
 * - down: a page the site frames (a game, a payment page) asks the site to go to a path of the site.
 * `{ type: "checkIframe", url: "/path?query#hash" }`: a path, never an origin, so nobody is sent off-site.
 */
export const CHECK_IFRAME = "checkIframe";

export interface CheckIframeMessage {
  type: typeof CHECK_IFRAME;
  url: string;
}

export function checkIframeMessage(location: { pathname: string; search: string; hash: string }): CheckIframeMessage {
  return { type: CHECK_IFRAME, url: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * The site path a received message asks for, or null: only a `checkIframe` from one of the page's own frames
 * (`fromChildFrame`), carrying a path of this site.
 */
export function checkIframeTarget(data: unknown, fromChildFrame: boolean): string | null {
  if (!fromChildFrame || typeof data !== "object" || data === null) return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== CHECK_IFRAME || typeof url !== "string") return null;
  const unsafe = "\u0000";
  const path = safeRedirectPath(url, unsafe);
  return path === unsafe ? null : path;
}
