import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, type Fields, SHARED_TTL, anything, description, flag, id, json, list, page } from "./shared.server";

export const gameTypes = ["casino", "slot", "live", "fast"] as const;
export type GameType = (typeof gameTypes)[number];

/**
 * Game item (spec §3): the description's name and image override the item's own. `image_large` is the item's own
 * `image_url` when the description also names its 288×192 picture and the two differ: the same picture larger
 * (taken as 576×384, decision 073), for the card's `srcset`.
 */
export const gameSchema = z
  .object({
    id: id.optional(),
    sysname: z.string(),
    name: z.string().default(""),
    image_url: z.string().nullish(),
    description: z.object({ name: z.string().nullish(), img_288_192: z.string().nullish() }).passthrough().default({}),
    provider: z.string().nullish(),
    type: z.string().nullish(),
    tags: z.array(z.string()).default([]),
    categories: z.array(id).default([]),
    has_demo: z.boolean().default(true),
    launch_url: z.string().nullish(),
    demo_url: z.string().nullish(),
  })
  .passthrough()
  .transform((game) => ({
    ...game,
    name: game.description.name || game.name,
    image_url: game.description.img_288_192 || game.image_url || null,
    image_large: game.description.img_288_192 && game.image_url && game.image_url !== game.description.img_288_192 ? game.image_url : null,
  }));
export type Game = z.infer<typeof gameSchema>;

export const categorySchema = z
  .object({ id, sysname: z.string().nullish(), name: z.string().default(""), description, priority: z.coerce.number().default(0), games_count: z.coerce.number().nullish() })
  .passthrough();
export type GameCategory = z.infer<typeof categorySchema>;

export const providerSchema = z
  .object({ sysname: z.string(), name: z.string().default(""), game_params: z.record(z.unknown()).default({}), description, games_count: z.coerce.number().nullish(), image_url: z.string().nullish() })
  .passthrough();
export type GameProvider = z.infer<typeof providerSchema>;

/** One game round of the player's history (docs/decisions/015: `game_name` is the game's name when the platform sends it). */
export const gameRoundSchema = z
  .object({ id, game: z.string().nullish(), game_name: z.string().nullish(), stake: z.coerce.number().default(0), win: z.coerce.number().default(0), currency: z.string().default("UZS"), freespin: flag.default(false), created_at: z.union([z.string(), z.number()]).nullish() })
  .passthrough();
export type GameRound = z.infer<typeof gameRoundSchema>;

/** A history export request (docs/decisions/015): `pending` until its file is `ready` at `url`. */
export const exportRequestSchema = z
  .object({
    id,
    status: z.string().default("pending"),
    created_at: z.union([z.string(), z.number()]).nullish(),
    url: z.string().nullish(),
    date_from: z.string().nullish(),
    date_to: z.string().nullish(),
    idempotent_replayed: flag.default(false),
  })
  .passthrough();
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** Whole days, `YYYY-MM-DD`, both included (docs/decisions/015). */
export interface DayRange {
  date_from?: string;
  date_to?: string;
}

export interface GamesQuery {
  offset?: number;
  count?: number;
  sort?: string;
  order?: "asc" | "desc";
  query?: string;
  fields?: Fields;
  types?: readonly GameType[];
  tags?: readonly string[];
  providers?: readonly string[];
  categories?: readonly (string | number)[];
  /** e.g. the games of a tournament: `{ id, type: "tournament" }` */
  options?: { id: string | number; type: "tournament" };
  /** one game by sysname (also the sportsbook check) */
  sysname?: string;
}

/** A game's sysname, as the favourites list carries them. */
const sysnameSchema = z.string();

/** `games.*` (spec §7). */
export function gamesApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ offset, count, sort = "priority", order = "asc", query, fields = ["description"], types, tags, providers, categories, options, sysname }: GamesQuery = {}) =>
      call.get(
        "games.get",
        page(gameSchema),
        { offset, count, sort, order, query, fields, types, tags, providers, categories, options: json(options), sysname },
        // A list (a lobby row, a hall page) is the same for every guest; one game with its launch data is not shared.
        { shared: sysname ? undefined : SHARED_TTL.lists },
      ),
    /** One game with its launch data; `mode` asks for the demo (free play) or the real-money launch. */
    async getOne(sysname: string, mode?: "demo" | "real") {
      const result = await call.get("games.get", page(gameSchema), { sysname, mode, count: 1, fields: ["description", "launch_url"] });
      return result.items[0] ?? null;
    },
    /** The player's favourites: game sysnames. */
    getLikes: () => call.get("games.getLikes", list(sysnameSchema)),
    getCategories: () => call.get("games.getCategories", list(categorySchema), undefined, { shared: SHARED_TTL.lists }),
    getProviders: ({ fields = ["description"], types }: { fields?: Fields; types?: readonly GameType[] } = {}) =>
      call.get("games.getProviders", list(providerSchema), { fields, types }, { shared: SHARED_TTL.lists }),
    getHistory: ({ offset, count, date_from, date_to }: { offset?: number; count?: number } & DayRange = {}) =>
      call.get("games.getHistory", page(gameRoundSchema), { offset, count, date_from, date_to }),
    getHistoryExportRequest: () => call.get("games.gethistoryexportrequest", list(exportRequestSchema)),
    addLike: (sysname: string) => call.accepted("games.addLike", { sysname }),
    removeLike: (sysname: string) => call.post("games.removeLike", anything, { sysname }),
    /** One request per `idempotency_key`: the same key and days answer the same request (docs/decisions/015). */
    createHistoryExportRequest: (input: Required<DayRange> & { idempotency_key: string }) =>
      call.post("games.createhistoryexportrequest", exportRequestSchema, { ...input }),
  };
}
