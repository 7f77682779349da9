import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, description, id, list, money, page } from "./shared.server";

export const jackpotSchema = z
  .object({ id, name: z.string().default(""), amount: money, description, games: z.array(z.string()).default([]) })
  .passthrough();

export const jackpotWinnerSchema = z
  .object({ id, jackpot_id: id.nullish(), fakename: z.string().default(""), amount: money, game: z.string().nullish(), won_at: z.union([z.string(), z.number()]).nullish() })
  .passthrough();

export const leaderboardRowSchema = z
  .object({ place: z.coerce.number(), fakename: z.string().default(""), points: z.coerce.number().default(0), prize: z.unknown().optional(), is_current_user: z.boolean().default(false) })
  .passthrough();

/** `Jackpots.*` (the spec's casing) and `leaderboard.get`. */
export function jackpotsApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ ids }: { ids?: readonly (string | number)[] } = {}) => call.get("Jackpots.get", list(jackpotSchema), { ids }),
    getWinners: ({ jackpotId, offset, count }: { jackpotId?: string | number; offset?: number; count?: number } = {}) =>
      call.get("Jackpots.getWinners", page(jackpotWinnerSchema), { jackpot_id: jackpotId, offset, count }),
  };
}

export function leaderboardApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ tournamentId, offset, count }: { tournamentId: string | number; offset?: number; count?: number }) =>
      call.get("leaderboard.get", page(leaderboardRowSchema), { tournament_id: tournamentId, offset, count }),
  };
}
