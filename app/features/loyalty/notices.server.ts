import { z } from "zod";
import { type ContentRequest, contentCollection } from "~/content/content.server";
import type { Locale } from "~/i18n/config";
import { readOr } from "~/platform/read.server";

/** One loyalty notice as the site shows it (spec §3 "a loyalty notice list"; decision 034). */
export interface LoyaltyNotice {
  id: string;
  text: string;
}

/** The most notices the site asks for and shows. */
export const NOTICES_PAGE_SIZE = 20;

const noticeSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]).transform(String),
  text: z.string().trim().min(1),
});

/** The notices that parse, in the service's order; a malformed item is left out, not the list. Not a list → a fault. */
export function parseNotices(items: unknown): LoyaltyNotice[] {
  const list = z.array(z.unknown()).parse(items);
  return list.flatMap((item) => {
    const parsed = noticeSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The content service's loyalty notices in one language (decision 034: `GET /api/loyalty-notices?locale=…
 * &sort[0]=position:asc&pagination[pageSize]=20`). A failure is logged and read as none (spec §8).
 */
export function readLoyaltyNotices(locale: Locale, options: Pick<ContentRequest, "fetch" | "trace"> = {}): Promise<LoyaltyNotice[]> {
  const read = contentCollection("loyalty-notices", options)
    .find({ locale, sort: ["position:asc"], pagination: { pageSize: NOTICES_PAGE_SIZE } })
    .then((items) => parseNotices(items).slice(0, NOTICES_PAGE_SIZE));
  return readOr([], read, "loyalty notices");
}
