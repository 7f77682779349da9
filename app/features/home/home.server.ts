import type { AppLoadContext } from "@remix-run/node";
import { type CardGame, favouriteIconVisible, favouritesOf, providerNames, toCard } from "~/features/games/lobby.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { type PlatformApi, getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { SHARED_TTL } from "~/platform/api/shared.server";
import { loadBanners } from "~/features/promo/banners.server";
import { localeOf } from "~/i18n/config";

/** Rows of games on the home page: the first categories, a few games each (the rest is one link away). */
export const HOME_ROWS = 4;
export const HOME_ROW_GAMES = 6;
export const HOME_WINNERS = 5;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A row whose games cannot be read is left out; without categories there are no rows (spec §7). */
async function rowsOf(api: PlatformApi) {
  // The provider names are read beside the rows, and awaited with them (a fault of either is the page's).
  const rows = readOr([], api.games.getCategories()).then(async (list) => {
    const categories = list.filter((category) => category.games_count !== 0).slice(0, HOME_ROWS);
    const pages = await Promise.all(categories.map((category) => readOr({ items: [], total: 0 }, api.games.get({ categories: [category.id], count: HOME_ROW_GAMES }))));
    return { categories, pages };
  });
  const [{ categories, pages }, cardNames] = await Promise.all([rows, providerNames(api)]);
  return categories
    .map((category, index) => ({ id: String(category.id), name: category.name, total: pages[index]!.total, games: pages[index]!.items.map((game) => toCard(game, cardNames)) as CardGame[] }))
    .filter((row) => row.games.length);
}

/**
 * Everything the home page shows, in parallel: banners by position, game rows per category, the biggest
 * jackpot, the running tournament and the latest winners. A part that cannot be read is left out.
 */
export async function loadHome(request: Request, context: AppLoadContext) {
  const api = getApi(request, context);
  // Every read starts at once; only the favourites wait for the account (critical path: two round trips).
  const account = getAccountInfo(request, context).then(isSignedIn);
  const [rows, banners, jackpots, tournaments, winners, favourites, showFavourite, signedIn] = await Promise.all([
    rowsOf(api),
    loadBanners(api, localeOf(request), ["main"]),
    // The teasers may be 10 s old for a guest (decision 033); their own pages read them live.
    readOr([], api.jackpots.get({ shared: SHARED_TTL.teaser })),
    readOr({ items: [], total: 0 }, api.tournaments.get({ count: 1, status: "active", fields: ["description"], shared: SHARED_TTL.teaser })),
    readOr({ items: [], total: 0 }, api.jackpots.getWinners({ count: HOME_WINNERS, shared: SHARED_TTL.teaser })),
    account.then((signedIn) => favouritesOf(api, signedIn)),
    favouriteIconVisible(request),
    account,
  ]);
  const jackpot = [...jackpots].sort((a, b) => b.amount.amount - a.amount.amount)[0] ?? null;
  const tournament = tournaments.items[0] ?? null;
  return {
    rows,
    banners,
    jackpot: jackpot ? { id: String(jackpot.id), name: jackpot.name || text(jackpot.description.name), amount: jackpot.amount, image: text(jackpot.description.image) || null } : null,
    tournament: tournament
      ? { id: String(tournament.id), name: text(tournament.description.name), prize: tournament.total_prize as { amount?: number; currency?: string } | null, image: tournament.image_url ?? null }
      : null,
    winners: winners.items.map((winner) => ({ id: String(winner.id), fakename: winner.fakename, amount: winner.amount, at: winner.won_at ?? null })),
    favourites,
    showFavourite,
    signedIn,
  };
}
