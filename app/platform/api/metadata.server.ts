import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, SHARED_TTL, flag } from "./shared.server";

export const localeSchema = z
  .object({ name: z.string(), code: z.string(), language: z.string().nullish(), direction: z.enum(["ltr", "rtl"]).catch("ltr"), icon: z.string().nullish(), default: flag.default(false) })
  .passthrough();

/** General info (spec §3). */
export const generalInfoSchema = z
  .object({
    analytic: z.record(z.unknown()).default({}),
    available_currencies: z.array(z.string()).default([]),
    available_locales: z.array(localeSchema).default([]),
    default_currency: z.string().default("UZS"),
    is_seon_enabled: flag.default(false),
    domain_state: z.string().nullish(),
    domain_type: z.string().nullish(),
    /** seconds; absent means no forced logout */
    time_to_force_logout: z.coerce.number().nullish(),
    is_bonus_isolation_enabled: flag.default(false),
    is_game_history_export_enabled: flag.default(false),
    user_inactivity_cashier_time: z.coerce.number().nullish(),
    user_inactivity_pp_time: z.coerce.number().nullish(),
  })
  .passthrough();
export type GeneralInfo = z.infer<typeof generalInfoSchema>;

/** The answer of `metadata.get`: the site's metadata, read as it comes. */
const metadataSchema = z.record(z.unknown()).default({});

/** `metadata.*` (spec §7). */
export function metadataApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: () => call.get("metadata.get", metadataSchema),
    getGeneralInfo: () => call.get("metadata.getgeneralinfo", generalInfoSchema, undefined, { shared: SHARED_TTL.lists }),
  };
}
