import { z } from "zod";
import { type ContentRequest, contentCollection } from "~/content/content.server";
import type { Locale } from "~/i18n/config";

/**
 * Promotions come from the content service's `promotions` collection (docs/decisions/028): the picture, texts,
 * dates and call to action; the platform's offers say which offer a promotion belongs to (`offer_id`).
 */
const text = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());
const date = z.preprocess((value) => {
  const time = typeof value === "number" ? value : typeof value === "string" ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}, z.string().nullable());
/** Same-site paths only: a promotion never sends the player off the site. */
const sitePath = z.preprocess((value) => (typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : null), z.string().nullable());

export const promotionSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  title: text,
  body: text,
  terms: text,
  image: z.preprocess((value) => (typeof value === "string" && value ? value : null), z.string().nullable()),
  started_at: date,
  finished_at: date,
  offer_id: z.preprocess((value) => (typeof value === "number" || (typeof value === "string" && value) ? String(value) : null), z.string().nullable()),
  cta: z.preprocess(
    (value) => (value && typeof value === "object" ? value : null),
    z.object({ label: text, link: sitePath }).nullable(),
  ),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** The ones that parse; a malformed record is left out rather than failing the list. */
function parseAll(items: unknown): Promotion[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = promotionSchema.safeParse(item);
    return parsed.success && parsed.data.title ? [parsed.data] : [];
  });
}

export function isFinished(promotion: Pick<Promotion, "finished_at">, now = Date.now()): boolean {
  return promotion.finished_at !== null && Date.parse(promotion.finished_at) <= now;
}

/** The running promotions first (those ending soonest first), then the finished ones. */
export function orderPromotions(promotions: Promotion[], now = Date.now()): Promotion[] {
  const end = (p: Promotion) => (p.finished_at ? Date.parse(p.finished_at) : Infinity);
  return [...promotions].sort((a, b) => Number(isFinished(a, now)) - Number(isFinished(b, now)) || end(a) - end(b));
}

export async function listPromotions(locale: Locale, options: Pick<ContentRequest, "trace"> = {}): Promise<Promotion[]> {
  return parseAll(await contentCollection("promotions", options).find({ locale, sort: ["finished_at:asc"] }));
}

export async function findPromotion(locale: Locale, id: string, options: Pick<ContentRequest, "trace"> = {}): Promise<Promotion | null> {
  const found = parseAll(await contentCollection("promotions", options).find({ locale, filters: { id: { $eq: id } } }));
  return found.find((item) => item.id === id) ?? null;
}
