import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, type Fields, SHARED_TTL, description, id, list } from "./shared.server";

export const bannerSchema = z
  .object({
    id,
    finished_at: z.union([z.string(), z.number()]).nullish(),
    description: description.and(z.object({ position: z.string().default("main") }).passthrough()),
  })
  .passthrough();

/** Spec §9: banners default count 10. */
export const BANNERS_DEFAULT_COUNT = 10;

/**
 * `banners.get`. The description's image keys are re-keyed by the configured image map (e.g. the remote
 * config maps `img_mobile` to `image`), so pages read one name whatever the operator calls it.
 */
export function bannersApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    async get({ offset, count = BANNERS_DEFAULT_COUNT, fields = ["description"], imageMap = {} }: { offset?: number; count?: number; fields?: Fields; imageMap?: Record<string, string> } = {}) {
      const items = await call.get("banners.get", list(bannerSchema), { offset, count, fields }, { shared: SHARED_TTL.lists });
      return items.map((banner) => ({ ...banner, description: rekey(banner.description, imageMap) }));
    },
  };
}

export function rekey<T extends Record<string, unknown>>(record: T, map: Record<string, string>): T {
  const out: Record<string, unknown> = { ...record };
  for (const [from, to] of Object.entries(map)) {
    if (from in record) out[to] = record[from];
  }
  return out as T;
}
