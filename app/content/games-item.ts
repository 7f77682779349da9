import { z } from "zod";
import type { RemoteConfig } from "./config.server";

/** Spec §9: full-screen visibility options. */
const fullScreenOptions = ["all", "telegram", "product", "none"] as const;
export type FullScreenOption = (typeof fullScreenOptions)[number];

/** Games state of the remote config (spec §3, gamesItem), with the spec's defaults. */
const gamesItemSchema = z
  .object({
    type: z.string().default("grid"),
    canAccessSlotWithZeroBalance: z.boolean().default(false),
    canVisibleFavoriteIcon: z.boolean().default(true),
    visibleFullScreen: z.enum(fullScreenOptions).catch("all").default("all"),
    contentViewType: z.string().default("card"),
  })
  .passthrough();
export type GamesItem = z.infer<typeof gamesItemSchema>;

/** Read leniently: a malformed `gamesItem` is the spec's defaults, never an error. */
export function gamesItemOf(config: RemoteConfig): GamesItem {
  const parsed = gamesItemSchema.safeParse((config as { gamesItem?: unknown }).gamesItem ?? {});
  return parsed.success ? parsed.data : gamesItemSchema.parse({});
}
