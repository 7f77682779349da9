import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, type Fields, anything, description, id, money, page } from "./shared.server";

export const bonusSchema = z
  .object({
    id,
    type: z.enum(["betting", "casino"]).catch("casino"),
    status: z.string().default("available"),
    description,
    amount: money.optional(),
    wager: z.coerce.number().nullish(),
    wagered: z.coerce.number().nullish(),
    /** What the wagering asks in all (amount × wager), when the platform says (decision 029). */
    wager_amount: z.coerce.number().nullish(),
    created_at: z.union([z.string(), z.number()]).nullish(),
    expired_at: z.union([z.string(), z.number()]).nullish(),
  })
  .passthrough();
export type Bonus = z.infer<typeof bonusSchema>;

export interface BonusQuery {
  count?: number;
  offset?: number;
  fields?: Fields;
  /** all by default */
  status?: string;
}

/** `bonuses.*` (casino) and `BettingBonuses.*` (spec §7). */
export function bonusesApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ count, offset, fields = ["description", "status"], status = "all" }: BonusQuery = {}) =>
      call.get("bonuses.get", page(bonusSchema), { count, offset, fields, status }),
    activate: (bonusId: string | number) => call.post("bonuses.activate", anything, { bonus_id: bonusId }),
    deactivate: (bonusId: string | number) => call.post("bonuses.deactivate", anything, { bonus_id: bonusId }),
    remove: (bonusId: string | number) => call.post("bonuses.remove", anything, { bonus_id: bonusId }),
  };
}

export function bettingBonusesApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ count, offset, fields = ["description", "status"], status = "all" }: BonusQuery = {}) =>
      call.get("BettingBonuses.get", page(bonusSchema), { count, offset, fields, status }),
    activate: (bonusId: string | number) => call.post("BettingBonuses.activate", anything, { bonus_id: bonusId }),
    remove: (bonusId: string | number) => call.post("BettingBonuses.remove", anything, { bonus_id: bonusId }),
  };
}
