import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { leaderboardRowSchema } from "./jackpots.server";
import { Caller, type Fields, type SharedOption, anything, description, flag, id, page } from "./shared.server";

/** Tournament (spec §3). */
export const tournamentSchema = z
  .object({
    id,
    status: z.string().default("active"),
    description,
    total_prize: z.object({ amount: z.coerce.number(), currency: z.string().default("UZS") }).passthrough().nullish().catch(null),
    user_info: z.object({ is_participant: flag.default(false), points: z.coerce.number().default(0), place: z.coerce.number().nullish() }).passthrough().nullish(),
    winners: z.array(leaderboardRowSchema).catch([]),
    restrictions: z.record(z.unknown()).default({}),
    total_participants: z.coerce.number().default(0),
    total_points: z.coerce.number().default(0),
    reset_on_cashout: flag.default(false),
    provider: z.string().nullish(),
    image_url: z.string().nullish(),
    tags: z.array(z.string()).default([]),
    extra: z.record(z.unknown()).default({}),
    games_count: z.coerce.number().default(0),
    started_at: z.union([z.string(), z.number()]).nullish(),
    finished_at: z.union([z.string(), z.number()]).nullish(),
  })
  .passthrough();
export type Tournament = z.infer<typeof tournamentSchema>;

/** `tournaments.*` (spec §7). Participation failures are rethrown to the caller. */
export function tournamentsApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    /** `shared`: a guest may get an answer that many ms old (the home page's teaser; decision 033). */
    get: ({ count, offset, ids, fields = ["description", "user_info", "winners"], status = "all", shared }: { count?: number; offset?: number; ids?: readonly (string | number)[]; fields?: Fields; status?: string } & SharedOption = {}) =>
      call.get("tournaments.get", page(tournamentSchema), { count, offset, ids, fields, status }, { shared }),
    participate: (tournamentId: string | number) => call.post("tournaments.participate", anything, { tournament_id: tournamentId }),
  };
}
