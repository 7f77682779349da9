import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, type Fields, anything, description, id, money, page } from "./shared.server";

export const cashbackSchema = z
  .object({
    id,
    status: z.enum(["active", "paid_out"]).or(z.string()),
    description,
    amount: money.optional(),
    receiving_expired_at: z.union([z.string(), z.number()]).nullish(),
    paid_out_at: z.union([z.string(), z.number()]).nullish(),
    end_date: z.union([z.string(), z.number()]).nullish(),
    created_at: z.union([z.string(), z.number()]).nullish(),
  })
  .passthrough();

/** `cashbacks.*` (spec §7). */
export function cashbacksApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ offset, count, sort, statuses, fields = ["description"] }: { offset?: number; count?: number; sort?: string; statuses?: readonly string[]; fields?: Fields } = {}) =>
      call.get("cashbacks.get", page(cashbackSchema), { offset, count, sort, statuses, fields }),
    payout: (cashbackId: string | number) => call.post("cashbacks.payout", anything, { cashback_id: cashbackId }),
    remove: (cashbackId: string | number) => call.post("cashbacks.remove", anything, { cashback_id: cashbackId }),
  };
}
