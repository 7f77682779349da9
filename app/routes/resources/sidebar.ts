import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadBanners } from "~/features/promo/banners.server";
import { localeOf } from "~/i18n/config";
import { getApi } from "~/platform/api/index.server";

/** The same for every visitor of a language for a minute (the browser's cache only: the session cookie came along). */
const cache = { "Cache-Control": "private, max-age=60" };

/** Also on the fetcher's `.data` answer (single fetch takes its headers from here). */
export const headers = () => cache;

/**
 * The side menu's banners (`banners.get`, position `menu`, decision 028) for the menu opened with JavaScript;
 * without it, `?sidebar=1` has the root loader read them. Unreadable banners are none.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const banners = await loadBanners(getApi(request, context), localeOf(request), ["menu"]);
  return Response.json({ banners }, { headers: cache });
}
