import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, SHARED_TTL, description, flag, id, list } from "./shared.server";

export const characterSchema = z
  .object({ id, sysname: z.string().nullish(), name: z.string().default(""), description, image_url: z.string().nullish() })
  .passthrough();

export const levelSchema = z
  .object({ id: id.optional(), name: z.string().default(""), min_points: z.coerce.number().default(0), max_points: z.coerce.number().nullish(), reward: z.coerce.number().nullish() })
  .passthrough();

/** Loyalty info (spec §3). */
export const loyaltyInfoSchema = z
  .object({
    id: id.nullish(),
    is_active: flag.default(false),
    points: z.coerce.number().default(0),
    character: characterSchema.nullish(),
    levels: z.array(levelSchema).default([]),
    /** Every point ever earned, when the platform sends it: what levels count (decision 031); else `points`. */
    earned_points: z.coerce.number().nullish(),
    pointsAlias: z.string().nullish(),
    uid: z.coerce.number().nullish(),
  })
  .passthrough();

export const charactersPageSchema = z
  .object({ items: z.array(characterSchema).default([]), offset: z.coerce.number().default(0), limit: z.coerce.number().default(0), total: z.coerce.number().default(0) })
  .passthrough();

export const loyaltyNotificationTriggers = ["quest", "register", "profile", "confirm", "product", "level"] as const;

export const loyaltyNotificationSchema = z
  .object({
    id: id.optional(),
    trigger: z.enum(loyaltyNotificationTriggers).catch("quest"),
    type: z.enum(["credit", "other"]).catch("other"),
    title: z.string().default(""),
    message: z.string().default(""),
    amount: z.coerce.number().nullish(),
    amountType: z.string().nullish(),
    image: z.string().nullish(),
  })
  .passthrough();

export const productSchema = z
  .object({ id, name: z.string().default(""), description, price: z.coerce.number().default(0), image_url: z.string().nullish(), stock: z.coerce.number().nullish() })
  .passthrough();

/** A purchase (decision 031): the points left after it; `idempotent_replayed` when the form's key had already bought it. */
export const purchaseSchema = z
  .object({ purchase_id: id.nullish(), points: z.coerce.number().nullish(), idempotent_replayed: flag.default(false) })
  .passthrough();

export const programSchema = z.object({ id, sysname: z.string(), name: z.string().default(""), description }).passthrough();

/** `loyalty.*` (spec §7). */
export function loyaltyApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    getCharacters: ({ offset, limit }: { offset?: number; limit?: number } = {}) =>
      call.get("loyalty.getcharacters", charactersPageSchema, { offset, limit }, { shared: SHARED_TTL.lists }),
    getInfo: () => call.get("loyalty.getinfo", loyaltyInfoSchema),
    getNotifications: () => call.get("loyalty.getnotifications", list(loyaltyNotificationSchema)),
    getProducts: () => call.get("loyalty.getproducts", list(productSchema)),
    getPrograms: () => call.get("loyalty.getPrograms", list(programSchema)),
    getProgram: (sysname: string) => call.get("loyalty.getProgram", programSchema.nullable(), { sysname }),
    buyProduct: (productId: string | number, idempotencyKey: string) =>
      call.post("loyalty.buyproduct", purchaseSchema, { product_id: productId, idempotency_key: idempotencyKey }),
    /** Any answer other than 1 is a refusal (spec §7). */
    setCharacter: (characterId: string | number) => call.accepted("loyalty.setcharacter", { id: characterId }),
  };
}
