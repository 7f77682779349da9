import { type AppLoadContext, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { favouriteIconVisible, favouritesOf, providerNames, toCard } from "~/features/games/lobby.server";
import { notFound } from "~/features/system/not-found.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { formatAmount, formatDateTime } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { type PlatformApi, getApi } from "~/platform/api/index.server";
import type { LeaderboardRow } from "~/platform/api/jackpots.server";
import type { Tournament } from "~/platform/api/tournaments.server";
import { throwAsSystemPage } from "~/platform/client.server";
import { PlatformError, systemPageFor } from "~/platform/errors";
import { readOr } from "~/platform/read.server";
import { type TournamentStatus, participateErrorKey, tournamentStatuses } from "./tournaments";

/** How many tournaments one list read asks for (all states at once), and leaderboard rows shown. */
export const TOURNAMENTS_COUNT = 50;
export const LEADERBOARD_COUNT = 20;
/** The tournament's games its page shows (one row on a desktop); the rest are on its games page. */
export const TOURNAMENT_TEASER_GAMES = 6;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function ms(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return value < 1e11 ? value * 1000 : value;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function statusOf(tournament: Tournament): TournamentStatus {
  return (tournamentStatuses as readonly string[]).includes(tournament.status) ? (tournament.status as TournamentStatus) : "active";
}

/** The restrictions the site knows how to say (decision 030); unknown ones are left out rather than shown raw. */
function restrictionsOf(restrictions: Record<string, unknown>, locale: Locale) {
  const lines: Array<{ key: string; value: string }> = [];
  const currency = typeof restrictions.currency === "string" ? restrictions.currency : "UZS";
  const minBet = Number(restrictions.min_bet);
  if (Number.isFinite(minBet) && minBet > 0) lines.push({ key: "tournaments.restrictions.minBet", value: formatAmount(minBet, { currency, locale }) });
  const maxBet = Number(restrictions.max_bet);
  if (Number.isFinite(maxBet) && maxBet > 0) lines.push({ key: "tournaments.restrictions.maxBet", value: formatAmount(maxBet, { currency, locale }) });
  return lines;
}

function rowView(row: LeaderboardRow, locale: Locale) {
  return {
    place: row.place,
    fakename: row.fakename,
    points: row.points,
    prize: row.prize ? formatAmount(row.prize.amount, { currency: row.prize.currency, locale }) : null,
    mine: row.is_current_user,
  };
}
export type LeaderboardRowView = ReturnType<typeof rowView>;

/** A tournament as a page shows it: every text formatted on the server (dates per spec §9 in one time zone). */
export function tournamentView(tournament: Tournament, locale: Locale, joiner: string, names: ReadonlyMap<string, string>) {
  const startsAt = ms(tournament.started_at);
  const endsAt = ms(tournament.finished_at);
  const provider = tournament.provider ? { sysname: tournament.provider, name: names.get(tournament.provider) ?? null } : null;
  return {
    id: String(tournament.id),
    status: statusOf(tournament),
    name: text(tournament.description.name),
    rules: text(tournament.description.rules),
    image: tournament.image_url ?? (text(tournament.description.image) || null),
    prize: tournament.total_prize ? formatAmount(tournament.total_prize.amount, { currency: tournament.total_prize.currency, locale }) : null,
    startsAt,
    endsAt,
    starts: startsAt === null ? null : formatDateTime(startsAt, locale, joiner),
    ends: endsAt === null ? null : formatDateTime(endsAt, locale, joiner),
    participants: tournament.total_participants,
    points: tournament.total_points,
    joined: Boolean(tournament.user_info?.is_participant),
    mine: tournament.user_info?.is_participant ? { points: tournament.user_info.points, place: tournament.user_info.place ?? null } : null,
    resetOnCashout: tournament.reset_on_cashout,
    // A provider the platform does not name is not shown by its sysname.
    provider: provider?.name ? { sysname: provider.sysname, name: provider.name } : null,
    tags: tournament.tags.filter(Boolean),
    restrictions: restrictionsOf(tournament.restrictions, locale),
    winners: tournament.winners.map((row) => rowView(row, locale)),
    gamesCount: tournament.games_count,
  };
}
export type TournamentView = ReturnType<typeof tournamentView>;

async function pageTexts(request: Request, key: string) {
  const t = await getT(request);
  return { t, page: key, title: t(`pages.${key}.title`), lead: t(`pages.${key}.lead`), brand: t("brand"), joiner: t("dateTimeJoiner") };
}

/** The three lists of `/tournaments`, from one read of every state (spec §7: `status all`). */
export async function loadTournaments(request: Request, context: AppLoadContext) {
  const api = getApi(request, context);
  const locale = localeOf(request);
  const [texts, account, answer, names] = await Promise.all([
    pageTexts(request, "tournaments"),
    getAccountInfo(request, context),
    readOr({ items: [], total: 0 }, api.tournaments.get({ count: TOURNAMENTS_COUNT, fields: ["description", "user_info", "winners"] })),
    providerNames(api),
  ]);
  const views = answer.items.map((item) => tournamentView(item, locale, texts.joiner, names));
  const { t: _t, joiner: _joiner, ...page } = texts;
  return { ...page, param: null, now: Date.now(), signedIn: isSignedIn(account), tournaments: views };
}

/** One tournament, read by id: null when the platform does not know it. */
export async function readTournament(api: PlatformApi, id: string) {
  const answer = await api.tournaments.get({ ids: [id], count: 1, fields: ["description", "user_info", "winners"] });
  return answer.items.find((item) => String(item.id) === id) ?? null;
}

/**
 * `/tournaments/{id}`: the tournament (a 404 when the platform does not know it; a failing read is the page's
 * heading alone), its leaderboard (the player's row marked), whether the player may join, and the first of its games.
 */
export async function loadTournament({ request, context, params }: Pick<LoaderFunctionArgs, "request" | "context" | "params">) {
  const api = getApi(request, context);
  const locale = localeOf(request);
  const id = params.id ?? "";
  const [texts, account, names, tournament, board, games, showFavourite] = await Promise.all([
    pageTexts(request, "tournament"),
    getAccountInfo(request, context),
    providerNames(api),
    readTournament(api, id).catch((error: unknown) => {
      if (error instanceof PlatformError && systemPageFor(error)) throwAsSystemPage(error);
      console.warn("[tournament] unavailable:", String(error));
      return undefined;
    }),
    readOr({ items: [], total: 0 }, api.leaderboard.get({ tournamentId: id, count: LEADERBOARD_COUNT })),
    readOr({ items: [], total: 0 }, api.games.get({ options: { id, type: "tournament" }, count: TOURNAMENT_TEASER_GAMES })),
    favouriteIconVisible(request),
  ]);
  if (tournament === null) throw notFound(request);
  const signedIn = isSignedIn(account);
  const favourites = games.items.length ? await favouritesOf(api, signedIn) : [];
  const view = tournament ? tournamentView(tournament, locale, texts.joiner, names) : null;
  const { t: _t, joiner: _joiner, ...page } = texts;
  return {
    ...page,
    param: view?.name || null,
    now: Date.now(),
    signedIn,
    tournament: view,
    leaderboard: board.items.map((row) => rowView(row, locale)),
    games: games.items.map((game) => toCard(game, names)),
    gamesTotal: games.total,
    favourites,
    showFavourite,
  };
}

export interface ParticipateFailure {
  error: string;
  id: string;
}

/**
 * `tournaments.participate` (spec §4, §7): the platform's refusal comes back as a translated message beside the
 * button (a 4xx), never a 500. The call is safe to repeat: a player already in stays in once (the sandbox and,
 * per decision 030, the platform answer 1 again).
 */
export async function participate(request: Request, context: AppLoadContext, id: string): Promise<{ ok: true } | { ok: false; status: number; error: string }> {
  const account = await getAccountInfo(request, context);
  if (!isSignedIn(account)) return { ok: false, status: 401, error: participateErrorKey("Authorization") };
  try {
    await getApi(request, context).tournaments.participate(id);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (systemPageFor(error)) throwAsSystemPage(error);
    console.warn("[tournaments.participate] refused:", error.type, error.message);
    const status = error.type === "TooManyRequests" ? 429 : error.type === "Authorization" ? 401 : error.status === 404 ? 404 : 400;
    return { ok: false, status, error: participateErrorKey(error.type) };
  }
}

/** The id a participate form posts; anything else is a 400 with the generic message. */
export async function readParticipateForm(request: Request): Promise<string | null> {
  const form = await readForm(request);
  const id = form.get("tournament_id");
  return typeof id === "string" && /^[\w-]{1,64}$/.test(id) ? id : null;
}

const noStore = { "Cache-Control": "no-store" };

/**
 * The tournament page's form: joins, then post-redirect-get back to the page (which reloads the tournament)
 * with a toast; a refusal is the page again with the message and its status.
 */
export async function tournamentAction({ request, context, params }: Pick<LoaderFunctionArgs, "request" | "context" | "params">) {
  const id = await readParticipateForm(request);
  if (!id || id !== params.id) return data<ParticipateFailure>({ error: participateErrorKey("InvalidParameter"), id: params.id ?? "" }, { status: 400, headers: noStore });
  const outcome = await participate(request, context, id);
  if (!outcome.ok) return data<ParticipateFailure>({ error: outcome.error, id }, { status: outcome.status, headers: noStore });
  const to = localizePath(`/tournaments/${encodeURIComponent(id)}`, localeOf(request));
  return redirect(to, { headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "tournaments.joinedToast" }) } });
}

/**
 * The list's form (spec §4): joins, reloads that one tournament and answers it, so the page replaces it in its
 * list (the list itself is not read again).
 */
export async function tournamentsAction({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const id = await readParticipateForm(request);
  if (!id) return data({ error: participateErrorKey("InvalidParameter"), id: "", tournament: null }, { status: 400, headers: noStore });
  const outcome = await participate(request, context, id);
  if (!outcome.ok) return data({ error: outcome.error, id, tournament: null }, { status: outcome.status, headers: noStore });
  const api = getApi(request, context);
  const locale = localeOf(request);
  const [t, names, reloaded] = await Promise.all([getT(request), providerNames(api), readOr(null, readTournament(api, id))]);
  return data({ error: null, id, tournament: reloaded ? tournamentView(reloaded, locale, t("dateTimeJoiner"), names) : null }, { headers: noStore });
}
