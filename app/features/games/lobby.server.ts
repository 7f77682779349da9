import type { AppLoadContext } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { gamesItemOf } from "~/content/games-item";
import { localeOf } from "~/i18n/config";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import type { Game, GameCategory, GameProvider } from "~/platform/api/games.server";
import { type PlatformApi, getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { LOBBY_PAGE_SIZE, type LobbyFilters, MORE_PAGES_MAX, readLobbyFilters, serverPages } from "./lobby";

/** What a card needs, nothing more: the hall's HTML and its fetcher answers stay small. */
export interface CardGame {
  sysname: string;
  name: string;
  image: string | null;
  /** The same picture larger (576 px wide), when the platform sends one: the card's `srcset` (decision 073). */
  imageLarge?: string | null;
  provider: string | null;
}

/** What the games-search resource answers the header's search dialog. */
export interface GamesSearchData {
  query: string;
  games: CardGame[];
  total: number;
}

/** A provider as players read it everywhere (cards, filters, the providers page): its description's name first. */
export function providerDisplayName(provider: Pick<GameProvider, "sysname" | "name" | "description">): string {
  return String(provider.description.name ?? "").trim() || provider.name.trim() || provider.sysname;
}

/** Provider display names by sysname, for the cards. */
export type ProviderNames = ReadonlyMap<string, string>;

export function providerNamesOf(providers: ReadonlyArray<Pick<GameProvider, "sysname" | "name" | "description">>): ProviderNames {
  return new Map(providers.map((provider) => [provider.sysname, providerDisplayName(provider)]));
}

/** The providers' names for cards; a failing read yields none (cards then show the sysname, spec §7). */
export async function providerNames(api: PlatformApi): Promise<ProviderNames> {
  return providerNamesOf(await readOr([], api.games.getProviders(), "games.getProviders"));
}

/** A game's card; the provider is written by its display name (a game carries only the sysname). */
export function toCard(game: Game, names: ProviderNames): CardGame {
  const provider = game.provider ?? null;
  return {
    sysname: game.sysname,
    name: game.name,
    image: game.image_url,
    ...(game.image_large ? { imageLarge: game.image_large } : null),
    provider: provider ? (names.get(provider) ?? provider) : null,
  };
}

/**
 * Whether cards show the favourite heart: the remote config's `canVisibleFavoriteIcon` when present, else
 * shown (to guests too: clicking it asks them to sign in).
 */
export async function favouriteIconVisible(request: Request): Promise<boolean> {
  const config = await getRemoteConfig(localeOf(request));
  return gamesItemOf(config).canVisibleFavoriteIcon;
}

/** The player's favourites (sysnames), empty for guests; a failing read yields nothing (spec §7). */
export async function favouritesOf(api: PlatformApi, signedIn: boolean): Promise<string[]> {
  if (!signedIn) return [];
  return readOr([], api.games.getLikes());
}

/** Games by sysname, in that order (favourites, recently played): one lookup per game, unknown ones dropped. */
export async function gamesBySysname(api: PlatformApi, sysnames: readonly string[], names: ProviderNames): Promise<CardGame[]> {
  const found = await Promise.all(
    sysnames.map((sysname) =>
      readOr(
        null,
        api.games.get({ sysname, count: 1 }).then((page) => page.items[0] ?? null),
      ),
    ),
  );
  return found.filter((game): game is Game => Boolean(game)).map((game) => toCard(game, names));
}

const RECENT_COUNT = 6;

/** Recently played games (games.getHistory), newest first, each once. */
export async function recentlyPlayed(api: PlatformApi, providerNames: Promise<ProviderNames>): Promise<CardGame[]> {
  const [history, names] = await Promise.all([readOr({ items: [], total: 0 }, api.games.getHistory({ count: 50 })), providerNames]);
  const sysnames = [...new Set(history.items.map((round) => round.game).filter((game): game is string => Boolean(game)))].slice(0, RECENT_COUNT);
  return gamesBySysname(api, sysnames, names);
}

export interface LobbyData {
  filters: LobbyFilters;
  /** The first page rendered: `?page=N` renders pages firstPage..N (see serverPages). */
  firstPage: number;
  games: CardGame[];
  total: number;
  pageSize: number;
  categories: Array<Pick<GameCategory, "id" | "name">>;
  providers: Array<Pick<GameProvider, "sysname" | "name">>;
  favourites: string[];
  recent: CardGame[];
  signedIn: boolean;
  showFavourite: boolean;
}

/**
 * The hall: the pages of games `?page=N` renders (see serverPages) for the filters (or of the player's
 * favourites), the filter options, the favourites and, for a signed-in player, what they played last.
 * Upstream calls run in parallel.
 */
export async function loadLobby(request: Request, context: AppLoadContext): Promise<LobbyData> {
  const url = new URL(request.url);
  const filters = readLobbyFilters(url.searchParams);
  const api = getApi(request, context);
  // The lists start with the account, not after it: only the player's own reads wait for it.
  const account = getAccountInfo(request, context).then(isSignedIn);
  const { first, last } = serverPages(filters.page);
  const offset = (first - 1) * LOBBY_PAGE_SIZE;
  const count = (last - first + 1) * LOBBY_PAGE_SIZE;
  const providersOfType = readOr([], api.games.getProviders({ types: filters.type === "all" ? undefined : [filters.type] }));
  // Cards of any type name their provider; the filter's list holds only the providers of the chosen type.
  const cardNames = filters.type === "all" ? providersOfType.then(providerNamesOf) : providerNames(api);
  const hallPage = filters.tab === "favourites" ? null : readOr({ items: [], total: 0 }, api.games.get({ ...gamesQuery(filters, offset), count }));
  const recentGames = account.then((signedIn) => (signedIn && filters.page === 1 && filters.tab === "all" ? recentlyPlayed(api, cardNames) : []));
  const [signedIn, favourites, categories, providers, names, showFavourite, recent, page] = await Promise.all([
    account,
    account.then((signedIn) => favouritesOf(api, signedIn)),
    readOr([], api.games.getCategories()),
    providersOfType,
    cardNames,
    favouriteIconVisible(request),
    recentGames,
    hallPage,
  ]);
  const games = page ? page.items.map((game) => toCard(game, names)) : await gamesBySysname(api, favourites.slice(offset, offset + count), names);
  const total = page ? page.total : favourites.length;
  return {
    filters,
    firstPage: first,
    games,
    total,
    pageSize: LOBBY_PAGE_SIZE,
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
    providers: providers.map((provider) => ({ sysname: provider.sysname, name: providerDisplayName(provider) })),
    favourites,
    recent,
    signedIn,
    showFavourite,
  };
}

/** The next page for the grid's continuous loading (`more=1`): only the games, nothing the page already has. */
export async function loadLobbyMore(request: Request, context: AppLoadContext): Promise<Pick<LobbyData, "filters" | "games" | "total">> {
  const search = new URL(request.url).searchParams;
  const filters = readLobbyFilters(search);
  // `more={pages}`: the grid asks for a few pages at once (fewer round trips on a long list), at most MORE_PAGES_MAX.
  const pages = Math.min(MORE_PAGES_MAX, Math.max(1, Number.parseInt(search.get("more") ?? "1", 10) || 1));
  const api = getApi(request, context);
  const offset = (filters.page - 1) * LOBBY_PAGE_SIZE;
  const count = pages * LOBBY_PAGE_SIZE;
  const last = { ...filters, page: filters.page + pages - 1 };
  if (filters.tab === "favourites") {
    const signedIn = isSignedIn(await getAccountInfo(request, context));
    const [favourites, names] = await Promise.all([favouritesOf(api, signedIn), providerNames(api)]);
    return { filters: last, games: await gamesBySysname(api, favourites.slice(offset, offset + count), names), total: favourites.length };
  }
  const [page, names] = await Promise.all([readOr(null, api.games.get({ ...gamesQuery(filters, offset), count })), providerNames(api)]);
  // Unreadable: an answer with nothing new (the page before the asked one), so the grid asks again later.
  if (!page) return { filters: { ...filters, page: filters.page - 1 }, games: [], total: 0 };
  return { filters: last, games: page.items.map((game) => toCard(game, names)), total: page.total };
}

/** The games.get parameters of the hall's filters. */
export function gamesQuery(filters: LobbyFilters, offset: number) {
  return {
    offset,
    count: LOBBY_PAGE_SIZE,
    query: filters.query || undefined,
    types: filters.type === "all" ? undefined : [filters.type],
    providers: filters.providers.length ? filters.providers : undefined,
    categories: filters.category ? [filters.category] : undefined,
  };
}
