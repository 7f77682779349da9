import type { AppLoadContext } from "@remix-run/node";
import { type PlatformClient, getPlatform } from "../client.server";
import { accountApi } from "../account.server";
import { authApi } from "./auth.server";
import { bannersApi } from "./banners.server";
import { bettingBonusesApi, bonusesApi } from "./bonuses.server";
import { campaignsApi, popupsApi } from "./campaigns.server";
import { cashbacksApi } from "./cashbacks.server";
import { cashierApi } from "./cashier.server";
import { chatApi } from "./chat.server";
import { eventsApi } from "./events.server";
import { freespinsApi } from "./freespins.server";
import { gamesApi } from "./games.server";
import { jackpotsApi, leaderboardApi } from "./jackpots.server";
import { loyaltyApi } from "./loyalty.server";
import { metadataApi } from "./metadata.server";
import { storageApi } from "./storage.server";
import { supportApi } from "./support.server";
import { tournamentsApi } from "./tournaments.server";
import { verificationApi } from "./verification.server";

/** Every main-API call of spec §7, typed, grouped by namespace, over one client. */
export function platformApi(client: PlatformClient) {
  return {
    account: accountApi(client),
    auth: authApi(client),
    banners: bannersApi(client),
    bettingBonuses: bettingBonusesApi(client),
    bonuses: bonusesApi(client),
    campaigns: campaignsApi(client),
    cashbacks: cashbacksApi(client),
    cashier: cashierApi(client),
    chat: chatApi(client),
    events: eventsApi(client),
    freespins: freespinsApi(client),
    games: gamesApi(client),
    jackpots: jackpotsApi(client),
    leaderboard: leaderboardApi(client),
    loyalty: loyaltyApi(client),
    metadata: metadataApi(client),
    popups: popupsApi(client),
    storage: storageApi(client),
    support: supportApi(client),
    tournaments: tournamentsApi(client),
    verification: verificationApi(client),
  };
}

export type PlatformApi = ReturnType<typeof platformApi>;

/** The typed API of this request (one client per request, see getPlatform). */
export function getApi(request: Request, context: AppLoadContext): PlatformApi {
  return platformApi(getPlatform(request, context));
}
