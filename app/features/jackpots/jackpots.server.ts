import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { type CardGame, type ProviderNames, favouriteIconVisible, favouritesOf, providerNames } from "~/features/games/lobby.server";
import { notFound } from "~/features/system/not-found.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf } from "~/i18n/config";
import { formatAmount, formatDateTime } from "~/lib/format";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import type { Jackpot, jackpotWinnerSchema } from "~/platform/api/jackpots.server";
import { readOr } from "~/platform/read.server";
import type { z } from "zod";

/** Winners per page on `/winners` and on a jackpot's page. */
export const WINNERS_PAGE_SIZE = 12;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function gameCard(game: Jackpot["games"][number], names: ProviderNames): CardGame | null {
  // A game the platform names by sysname only has no name to show: it is left out (decision 030).
  if (!game.name) return null;
  return { sysname: game.sysname, name: game.name, image: game.image_url ?? null, provider: game.provider ? (names.get(game.provider) ?? game.provider) : null };
}

function jackpotView(jackpot: Jackpot, locale: Locale, names: ProviderNames) {
  return {
    id: String(jackpot.id),
    name: jackpot.name || text(jackpot.description.name),
    image: text(jackpot.description.image) || null,
    amount: formatAmount(jackpot.amount.amount, { currency: jackpot.amount.currency, locale }),
    games: jackpot.games.map((game) => gameCard(game, names)).filter((game): game is CardGame => Boolean(game)),
  };
}

type Winner = z.infer<typeof jackpotWinnerSchema>;

function winnerView(winner: Winner, locale: Locale, joiner: string, jackpots: ReadonlyMap<string, string>) {
  return {
    id: String(winner.id),
    fakename: winner.fakename,
    amount: formatAmount(winner.amount.amount, { currency: winner.amount.currency, locale }),
    jackpot: winner.jackpot_id !== null && winner.jackpot_id !== undefined ? (jackpots.get(String(winner.jackpot_id)) ?? null) : null,
    game: winner.game?.name ? { sysname: winner.game.sysname, name: winner.game.name } : null,
    at: winner.won_at ? formatDateTime(winner.won_at, locale, joiner) : null,
  };
}
export type WinnerView = ReturnType<typeof winnerView>;

async function pageTexts(request: Request, key: string) {
  const t = await getT(request);
  return { page: key, title: t(`pages.${key}.title`), lead: t(`pages.${key}.lead`), brand: t("brand"), joiner: t("dateTimeJoiner") };
}

function pageNumberOf(request: Request): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1));
}

/** `/jackpots`: every jackpot with its current amount and games, and the latest wins. */
export async function loadJackpots(request: Request, context: AppLoadContext) {
  const api = getApi(request, context);
  const locale = localeOf(request);
  const signedIn = isSignedIn(await getAccountInfo(request, context));
  const [texts, jackpots, names, winners, favourites, showFavourite] = await Promise.all([
    pageTexts(request, "jackpots"),
    readOr([], api.jackpots.get()),
    providerNames(api),
    readOr({ items: [], total: 0 }, api.jackpots.getWinners({ count: 5 })),
    favouritesOf(api, signedIn),
    favouriteIconVisible(request),
  ]);
  const { joiner, ...page } = texts;
  const jackpotNames = new Map(jackpots.map((jackpot) => [String(jackpot.id), jackpot.name || text(jackpot.description.name)]));
  return {
    ...page,
    param: null,
    jackpots: jackpots.map((jackpot) => jackpotView(jackpot, locale, names)),
    winners: winners.items.map((winner) => winnerView(winner, locale, joiner, jackpotNames)),
    favourites,
    showFavourite,
    signedIn,
  };
}

/** `/jackpots/{id}`: one jackpot (a 404 when the platform does not know it), its games and its winners. */
export async function loadJackpot({ request, context, params }: Pick<LoaderFunctionArgs, "request" | "context" | "params">) {
  const api = getApi(request, context);
  const locale = localeOf(request);
  const id = params.id ?? "";
  const signedIn = isSignedIn(await getAccountInfo(request, context));
  const [texts, jackpots, names, winners, favourites, showFavourite] = await Promise.all([
    pageTexts(request, "jackpot"),
    readOr(null, api.jackpots.get({ ids: [id] })),
    providerNames(api),
    readOr({ items: [], total: 0 }, api.jackpots.getWinners({ jackpotId: id, count: WINNERS_PAGE_SIZE })),
    favouritesOf(api, signedIn),
    favouriteIconVisible(request),
  ]);
  const jackpot = jackpots?.find((item) => String(item.id) === id);
  // Only a read that answered without it means "no such jackpot"; a failed read leaves the heading alone.
  if (jackpots && !jackpot) throw notFound(request);
  const { joiner, ...page } = texts;
  const view = jackpot ? jackpotView(jackpot, locale, names) : null;
  const jackpotNames = new Map(view ? [[view.id, view.name]] : []);
  return {
    ...page,
    param: view?.name || null,
    jackpot: view,
    winners: winners.items.map((winner) => winnerView(winner, locale, joiner, jackpotNames)),
    favourites,
    showFavourite,
    signedIn,
  };
}

/** `/winners`: the jackpot wins, newest first, 12 per page (`?page=N`, plain links). */
export async function loadWinners(request: Request, context: AppLoadContext) {
  const api = getApi(request, context);
  const locale = localeOf(request);
  const pageNumber = pageNumberOf(request);
  const [texts, jackpots, winners] = await Promise.all([
    pageTexts(request, "winners"),
    readOr([], api.jackpots.get()),
    readOr({ items: [], total: 0 }, api.jackpots.getWinners({ offset: (pageNumber - 1) * WINNERS_PAGE_SIZE, count: WINNERS_PAGE_SIZE })),
  ]);
  const { joiner, ...page } = texts;
  const jackpotNames = new Map(jackpots.map((jackpot) => [String(jackpot.id), jackpot.name || text(jackpot.description.name)]));
  return {
    ...page,
    param: null,
    pageNumber,
    pages: Math.max(1, Math.ceil(winners.total / WINNERS_PAGE_SIZE)),
    winners: winners.items.map((winner) => winnerView(winner, locale, joiner, jackpotNames)),
  };
}
