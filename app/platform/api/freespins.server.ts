import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, type Fields, id, list } from "./shared.server";

export const freespinSchema = z
  .object({
    id,
    game: z.object({ sysname: z.string(), name: z.string().nullish() }).passthrough(),
    remaining_count: z.coerce.number().default(0),
    total_count: z.coerce.number().nullish(),
    status: z.string().nullish(),
    expired_at: z.union([z.string(), z.number()]).nullish(),
  })
  .passthrough();

/** Spec §9: free-spin list count 99. */
export const FREESPINS_COUNT = 99;

export function freespinsApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: ({ fields = ["game"], status, count = FREESPINS_COUNT }: { fields?: Fields; status?: string; count?: number } = {}) =>
      call.get("freespins.get", list(freespinSchema), { fields, status, count }),
  };
}
