/** The game hall's filters, shared by the server (loader) and the browser (links, forms, continuous loading). */

export const lobbyTypes = ["all", "casino", "slot", "live", "fast"] as const;
export type LobbyType = (typeof lobbyTypes)[number];

/** Games per page of the hall (the sandbox's default page too); tournaments use 12 (spec §9). */
export const LOBBY_PAGE_SIZE = 24;
export const TOURNAMENT_PAGE_SIZE = 12;
/**
 * Without JavaScript `?page=N` renders the hall's pages up to N (show more adds, never replaces), at most this
 * many of them: a deep page renders its last LOBBY_SERVER_PAGES pages, so a huge hall stays light.
 */
export const LOBBY_SERVER_PAGES = 4;
/** With JavaScript the grid loads this many pages per request while the player scrolls. */
export const MORE_PAGES_MAX = 8;
/** Spec §9: a virtual list renders at most 1000 items. */
export const VIRTUAL_LIST_LIMIT = 1000;
/** Search results shown as the player types. */
export const SEARCH_COUNT = 12;
export const SEARCH_MIN_LENGTH = 2;

export interface LobbyFilters {
  type: LobbyType;
  category: string | null;
  providers: string[];
  query: string;
  tab: "all" | "favourites";
  page: number;
}

/** Reads the hall's query; `providers` is a comma list (also accepted repeated, as a checkbox form sends it). */
export function readLobbyFilters(search: URLSearchParams): LobbyFilters {
  const rawType = search.get("type") ?? "all";
  const type = (lobbyTypes as readonly string[]).includes(rawType) ? (rawType as LobbyType) : "all";
  const providers = [
    ...new Set(
      search
        .getAll("providers")
        .flatMap((value) => value.split(","))
        .map((value) => value.trim())
        .filter((value) => /^[\w.-]{1,64}$/.test(value)),
    ),
  ];
  const category = (search.get("category") ?? "").trim();
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    type,
    category: category && /^[\w.-]{1,64}$/.test(category) ? category : null,
    providers,
    query: (search.get("query") ?? "").trim().slice(0, 64),
    tab: search.get("tab") === "favourites" ? "favourites" : "all",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** The pages `?page=N` renders on the server: N and the ones before it, at most LOBBY_SERVER_PAGES. */
export function serverPages(page: number): { first: number; last: number } {
  return { first: Math.max(1, page - LOBBY_SERVER_PAGES + 1), last: page };
}

/** The hall's query string for filters (defaults left out), with `?` when not empty. */
export function lobbySearch(filters: Partial<LobbyFilters>): string {
  const params = new URLSearchParams();
  if (filters.tab === "favourites") params.set("tab", "favourites");
  if (filters.type && filters.type !== "all") params.set("type", filters.type);
  if (filters.category) params.set("category", filters.category);
  if (filters.providers?.length) params.set("providers", filters.providers.join(","));
  if (filters.query) params.set("query", filters.query);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}
