import { freespinsByGame } from "~/features/bonuses/rules";
import { type AppLoadContext, data } from "@remix-run/node";
import { type RemoteConfig, getRemoteConfig } from "~/content/config.server";
import { gamesItemOf } from "~/content/games-item";
import { notFound } from "~/features/system/not-found.server";
import { getT } from "~/i18n/i18next.server";
import { localeFromPath, localeOf } from "~/i18n/config";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import type { Game } from "~/platform/api/games.server";
import { getApi } from "~/platform/api/index.server";
import { isFramed } from "~/platform/client.server";
import { readOr, systemPageAnswer } from "~/platform/read.server";
import { PlatformError, systemPageFor } from "~/platform/errors";
import { formatAmount, formatDateTime } from "~/lib/format";
import type { Locale } from "~/i18n/config";
import { type CardGame, favouritesOf, providerNames, toCard } from "~/features/games/lobby.server";
import type { PlatformApi } from "~/platform/api/index.server";
import { SLOT_ERROR } from "./constants";
import { type AppPlatform, type GameMode, decideMode, requestedMode } from "./rules";

/** The system page "error in a slot game" (spec §2): thrown from a game loader, shown by the game layout. */
export function slotError(message: string) {
  return data({ type: SLOT_ERROR, message }, { status: 502 });
}

/** A translated message and its values. */
export interface PlayRefusalMessage {
  key: string;
  values: Record<string, string>;
}

/** Real-money play the platform refused because the player's own limit is reached (decision 035). */
class PlayRefused extends Error {
  constructor(readonly refusal: PlayRefusalMessage) {
    super(refusal.key);
  }
}

/**
 * Decision 035: AccessDenied (400) with reason loss_limit (its period, amount and when it renews) or session_limit
 * (its minutes) as the player's message; anything else is null.
 */
export function playRefusalMessage(error: unknown, locale: Locale, currency = "UZS"): PlayRefusalMessage | null {
  if (!(error instanceof PlatformError) || error.type !== "AccessDenied") return null;
  const { reason, expired_at: renews, limit_amount: amount, period, limit_minutes: minutes } = error.details;
  if (reason === "loss_limit") {
    const known = typeof renews === "string" && !Number.isNaN(Date.parse(renews)) && typeof amount === "number" && ["day", "week", "month"].includes(String(period));
    if (!known) return { key: "game.limits.lossPlain", values: {} };
    return { key: `game.limits.loss.${String(period)}`, values: { amount: formatAmount(amount, { currency, locale }), date: formatDateTime(renews, locale) } };
  }
  if (reason === "session_limit") {
    const known = typeof minutes === "number" && Number.isInteger(minutes) && minutes > 0;
    return known ? { key: "game.limits.session", values: { length: formatSessionLength(minutes, locale) } } : { key: "game.limits.sessionPlain", values: {} };
  }
  return null;
}

/** "30 daqiqa", "2 soat" / "30 минут", "2 ч". */
export function formatSessionLength(minutes: number, locale: Locale): string {
  if (minutes % 60) return locale === "ru" ? `${minutes} мин` : `${minutes} daqiqa`;
  return locale === "ru" ? `${minutes / 60} ч` : `${minutes / 60} soat`;
}

/**
 * Reads one game and its launch data. Faults that are whole-site pages (maintenance, banned, forbidden)
 * stay so; any other platform fault while launching is the slot-game error page.
 */
async function launch(request: Request, context: AppLoadContext, sysname: string, mode: GameMode): Promise<Game | null> {
  try {
    return await getApi(request, context).games.getOne(sysname, mode);
  } catch (error) {
    const refusal = mode === "real" ? playRefusalMessage(error, localeFromPath(new URL(request.url).pathname), (await getAccountInfo(request, context)).balance_main.currency) : null;
    if (refusal) throw new PlayRefused(refusal);
    const page = systemPageAnswer(error);
    if (page && systemPageFor(error as PlatformError)?.kind !== "not-found") throw page;
    console.warn(`[game] launch of ${sysname} (${mode}) failed:`, String(error));
    throw slotError(`Launch of ${sysname} failed`);
  }
}

/** The free spins the player holds for this game (spec §3, freespins: game.sysname, remaining_count). */
async function freespinsFor(request: Request, context: AppLoadContext, sysname: string): Promise<number> {
  // The root's read of every received pack (one call per request, issue 27), its active ones counted.
  const packs = await readOr([], getApi(request, context).freespins.get());
  return freespinsByGame(packs)[sysname] ?? 0;
}

/** How many games of the same provider the page offers under the game (issue 39 item 3). */
export const MORE_GAMES = 6;

/** A description the platform sent as text (the sandbox's `description.text`), else none. */
function descriptionText(game: Game): string | null {
  const text = (game.description as { text?: unknown }).text;
  return typeof text === "string" && text.trim() ? text.trim() : null;
}

/**
 * What the page shows beside the game (issue 39 item 3): the provider's name, more of its games (the one open
 * left out) and whether the player keeps this one among the favourites. Each read degrades to nothing on its own.
 */
async function gameSurroundings(game: Game, signedIn: boolean, names: ReturnType<typeof providerNames>, likes: Promise<string[]>, sameProvider: Promise<Game[]>) {
  const [providers, page, favourites] = await Promise.all([names, sameProvider, signedIn ? likes : Promise.resolve([])]);
  const provider = game.provider ? { sysname: game.provider, name: providers.get(game.provider) ?? game.provider } : null;
  const more = page.filter((item) => item.provider === game.provider && item.sysname !== game.sysname).slice(0, MORE_GAMES);
  return { provider, more: more.map((item): CardGame => toCard(item, providers)), liked: favourites.includes(game.sysname) };
}

/**
 * The provider's other games, read once the launch names the provider (a shared, cached list: one more step on the
 * page's critical path when that cache is cold; the launch stays the page's first games.get).
 */
function sameProviderGames(api: PlatformApi, game: Game): Promise<Game[]> {
  if (!game.provider) return Promise.resolve([]);
  return readOr({ items: [] as Game[], total: 0 }, api.games.get({ providers: [game.provider], count: MORE_GAMES + 1 }), "games.get (provider)").then((page) => page.items);
}

export async function loadGamePage(request: Request, context: AppLoadContext, sysname: string) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const api = getApi(request, context);
  const [account, config, t] = await Promise.all([getAccountInfo(request, context), getRemoteConfig(locale), getT(request)]);
  const signedIn = isSignedIn(account);
  const settings = gamesItemOf(config);
  const requested = requestedMode(url.searchParams, signedIn);

  // The first read answers whether the game exists and brings the launch the visit most likely needs. A real
  // launch opens a session at the platform, so it is asked for only once real money is sure to be allowed:
  // a guest sees the demo behind the registration dialog; a player without money waits for the free-spin count.
  const balance = account.balance_main.amount + account.balance_bonus.amount;
  const surelyReal = signedIn && requested === "real" && (balance > 0 || settings.canAccessSlotWithZeroBalance);
  const first: GameMode = surelyReal ? "real" : "demo";
  // A limit the player set (decision 035) refuses real money: the page says so instead of the game.
  let refusal: PlayRefusalMessage | null = null;
  const guarded = (mode: GameMode) =>
    launch(request, context, sysname, mode).catch((error: unknown) => {
      if (!(error instanceof PlayRefused)) throw error;
      refusal = error.refusal;
      return null;
    });
  const launching = guarded(first);
  const counting = signedIn ? freespinsFor(request, context, sysname) : Promise.resolve(0);
  // The page's other reads go right after the launch (shared lists, the player's favourites): no extra wait.
  const names = providerNames(api);
  const likes = signedIn ? favouritesOf(api, true) : Promise.resolve([]);
  const [launched, freespins] = await Promise.all([launching, counting]);
  const game = launched ?? (refusal ? await launch(request, context, sysname, "demo") : null);
  if (!game) throw notFound(request);
  const sameProvider = sameProviderGames(api, game);

  const decision = decideMode({
    requested,
    signedIn,
    balance,
    canAccessSlotWithZeroBalance: settings.canAccessSlotWithZeroBalance,
    freespins,
    hasDemo: game.has_demo,
  });

  let frameUrl: string | null = null;
  if (!refusal) {
    if (decision.launch === first) frameUrl = (first === "demo" ? game.demo_url || game.launch_url : game.launch_url) ?? null;
    else if (decision.launch) frameUrl = (await guarded(decision.launch))?.launch_url ?? null;
    // The platform gave no address for a launch it should have: the game cannot start.
    if (decision.launch && !frameUrl && !refusal) throw slotError(`No ${decision.launch} launch for ${sysname}`);
  }

  const platform: AppPlatform = isFramed(request) ? "embedded" : "default";
  const surroundings = await gameSurroundings(game, signedIn, names, likes, sameProvider);
  return {
    game: { sysname: game.sysname, name: game.name, provider: game.provider ?? null, hasDemo: game.has_demo, description: descriptionText(game) },
    /** The provider as players read it, more of its games, the favourite (issue 39 item 3). */
    provider: surroundings.provider,
    more: surroundings.more,
    liked: surroundings.liked,
    showFavourite: settings.canVisibleFavoriteIcon,
    /** The player's money (main and bonus), shown with its currency beside the game; null for a guest. */
    balance: signedIn ? { main: account.balance_main.amount, bonus: account.balance_bonus.amount, currency: account.balance_main.currency } : null,
    mode: refusal ? ("real" as GameMode) : (decision.launch ?? requested),
    gate: refusal ? null : decision.gate,
    /** Decision 035: real money refused by the player's own loss or session-time limit (the page answers 403). */
    refusal: refusal as PlayRefusalMessage | null,
    frameUrl,
    freespins,
    signedIn,
    fullScreen: settings.visibleFullScreen,
    serverPlatform: platform,
    title: t("pages.game.title"),
    brand: t("brand"),
  };
}

export type GamePageData = Awaited<ReturnType<typeof loadGamePage>>;

/** The sportsbook (spec §2 /betting): its launch data from games.get with the sportsbook's sysname (spec §7). */
export async function loadSportsbook(request: Request, context: AppLoadContext) {
  const locale = localeOf(request);
  const [config, t] = await Promise.all([getRemoteConfig(locale), getT(request)]);
  const sysname = sportsbookSysname(config);
  let frameUrl: string | null = null;
  try {
    frameUrl = (await getApi(request, context).games.getOne(sysname, "real"))?.launch_url ?? null;
  } catch (error) {
    const page = systemPageAnswer(error);
    if (page && systemPageFor(error as PlatformError)?.kind !== "not-found") throw page;
    console.warn(`[betting] launch of ${sysname} failed:`, String(error));
  }
  // Without a launch the page says so (the slot-game error page) with a 502, in its own default layout.
  return data({ frameUrl, title: t("pages.betting.title"), brand: t("brand") }, { status: frameUrl ? 200 : 502 });
}

/** The sportsbook's game sysname, from the remote config (`betting.sysname`). */
export function sportsbookSysname(config: RemoteConfig): string {
  const value = (config as { betting?: { sysname?: unknown } }).betting?.sysname;
  return typeof value === "string" && value ? value : DEFAULT_SPORTSBOOK;
}
export const DEFAULT_SPORTSBOOK = "sportsbook";
