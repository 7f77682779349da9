import { contentSlugs, pages } from "./route-table";
import { isGuarded } from "./support";

/**
 * The pages the layout sweeps (accessibility, 320 px reflow) visit, without the locale prefix: every page of the
 * route table, the content pages, the URL-opened dialogs and a system page as a guest; the player's own
 * pages (every guarded path) and the pages whose header changes for a player, signed in.
 */
const pagePaths = pages.flatMap((route) => ("redirect" in route ? [] : [route.path]));

export const guestPaths: string[] = [
  ...pagePaths.filter((path) => !isGuarded(path)),
  ...contentSlugs.map((slug) => `/${slug}`),
  "/?show_popup_auth=1",
  "/?show_popup_reg=1",
  "/_system/maintenance",
  // A thrown error's page (the not-found one): rendered by the error boundary, not by a route.
  "/no-such-page",
];

export const playerPaths: string[] = ["/", "/gamehall", ...pagePaths.filter((path) => isGuarded(path))];

/** Splits a sweep into batches of a few pages, so one test stays short and a failure names a small group. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}
