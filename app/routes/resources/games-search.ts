import type { LoaderFunctionArgs } from "@remix-run/node";
import { SEARCH_COUNT, SEARCH_MIN_LENGTH } from "~/features/games/lobby";
import { type GamesSearchData, providerNames, toCard } from "~/features/games/lobby.server";
import { getApi } from "~/platform/api/index.server";
import { faultKindOf } from "~/platform/fault-answer.server";

/**
 * Games matching what the player typed, for the header's search dialog (a fetcher on this loader). Mounted
 * under both locales: game names come in the page's language. A failing platform yields no results; a fatal fault is its system page.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const query = (new URL(request.url).searchParams.get("query") ?? "").trim().slice(0, 64);
  const headers = { "Cache-Control": "private, max-age=30" };
  if (query.length < SEARCH_MIN_LENGTH) return Response.json({ query, games: [], total: 0 } satisfies GamesSearchData, { headers });
  try {
    const api = getApi(request, context);
    const [page, names] = await Promise.all([api.games.get({ query, count: SEARCH_COUNT }), providerNames(api)]);
    return Response.json({ query, games: page.items.map((game) => toCard(game, names)), total: page.total } satisfies GamesSearchData, { headers });
  } catch (error) {
    // The spec's fatal faults are their system page, as on every page (issue 28.3).
    if (faultKindOf(error)) throw error;
    console.warn("[games] search unavailable:", String(error));
    return Response.json({ query, games: [], total: 0 } satisfies GamesSearchData, { status: 502, headers });
  }
}
