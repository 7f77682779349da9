import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, type SharedOption, description, flag, id, list, money, page } from "./shared.server";

/** A game a jackpot or a win names: a game item (decision 030), or only its sysname. */
const gameRef = z.union([
  z.string().transform((sysname) => ({ sysname, name: "", image_url: null as string | null, provider: null as string | null })),
  z.object({ sysname: z.string(), name: z.string().default(""), image_url: z.string().nullish().default(null), provider: z.string().nullish().default(null) }).passthrough(),
]);

export const jackpotSchema = z
  .object({ id, name: z.string().default(""), amount: money, description, games: z.array(gameRef).default([]) })
  .passthrough();
export type Jackpot = z.infer<typeof jackpotSchema>;

export const jackpotWinnerSchema = z
  .object({ id, jackpot_id: id.nullish(), fakename: z.string().default(""), amount: money, game: gameRef.nullish(), won_at: z.union([z.string(), z.number()]).nullish() })
  .passthrough();

export const leaderboardRowSchema = z
  .object({
    place: z.coerce.number(),
    fakename: z.string().default(""),
    points: z.coerce.number().default(0),
    prize: z.object({ amount: z.coerce.number(), currency: z.string().default("UZS") }).nullish().catch(null),
    is_current_user: flag.default(false),
  })
  .passthrough();
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** `Jackpots.*` (the spec's casing) and `leaderboard.get`. */
export function jackpotsApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    /** `shared`: a guest may get an answer that many ms old (the home page's teaser; decision 033). */
    get: ({ ids, shared }: { ids?: readonly (string | number)[] } & SharedOption = {}) => call.get("Jackpots.get", list(jackpotSchema), { ids }, { shared }),
    getWinners: ({ jackpotId, offset, count, shared }: { jackpotId?: string | number; offset?: number; count?: number } & SharedOption = {}) =>
      call.get("Jackpots.getWinners", page(jackpotWinnerSchema), { jackpot_id: jackpotId, offset, count }, { shared }),
  };
}

export function leaderboardApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ tournamentId, offset, count }: { tournamentId: string | number; offset?: number; count?: number }) =>
      call.get("leaderboard.get", page(leaderboardRowSchema), { tournament_id: tournamentId, offset, count }),
  };
}
