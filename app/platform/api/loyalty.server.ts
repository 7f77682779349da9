import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, anything, description, flag, id, list } from "./shared.server";

export const characterSchema = z
  .object({ id, sysname: z.string().nullish(), name: z.string().default(""), description, image_url: z.string().nullish() })
  .passthrough();

export const levelSchema = z
  .object({ id: id.optional(), name: z.string().default(""), min_points: z.coerce.number().default(0), max_points: z.coerce.number().nullish() })
  .passthrough();

/** Loyalty info (spec §3). */
export const loyaltyInfoSchema = z
  .object({
    id: id.nullish(),
    is_active: flag.default(false),
    points: z.coerce.number().default(0),
    character: characterSchema.nullish(),
    levels: z.array(levelSchema).default([]),
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

export const programSchema = z.object({ id, sysname: z.string(), name: z.string().default(""), description }).passthrough();

/** `loyalty.*` (spec §7). */
export function loyaltyApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    getCharacters: ({ offset, limit }: { offset?: number; limit?: number } = {}) =>
      call.get("loyalty.getcharacters", charactersPageSchema, { offset, limit }),
    getInfo: () => call.get("loyalty.getinfo", loyaltyInfoSchema),
    getNotifications: () => call.get("loyalty.getnotifications", list(loyaltyNotificationSchema)),
    getProducts: () => call.get("loyalty.getproducts", list(productSchema)),
    getPrograms: () => call.get("loyalty.getPrograms", list(programSchema)),
    getProgram: (sysname: string) => call.get("loyalty.getProgram", programSchema.nullable(), { sysname }),
    buyProduct: (productId: string | number) => call.post("loyalty.buyproduct", anything, { product_id: productId }),
    setCharacter: (characterId: string | number) => call.post("loyalty.setcharacter", anything, { id: characterId }),
  };
}
