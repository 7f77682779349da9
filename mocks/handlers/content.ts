import { type DB, deleteDoc, doc, docs, localize, putDoc } from "../db/store";

/**
 * The sandbox's content service beyond the generic collections: the loyalty notices' contract and the QA switch
 * that makes one collection fail (docs/decisions/034).
 */

const FAULT_KIND = "sandbox:content-fault";

/** The collection whose reads answer 500 for every visitor of this sandbox, or null. */
export function contentFault(db: DB): string | null {
  return doc<{ collection: string }>(db, FAULT_KIND, "active")?.collection ?? null;
}

/** QA: make `collection`'s reads fail until cleared (null or ""). The content service gets no cookie, so no per-browser scenario. */
export function setContentFault(db: DB, collection: string | null) {
  const name = collection?.trim() ?? "";
  if (name) putDoc(db, FAULT_KIND, "active", { collection: name });
  else deleteDoc(db, FAULT_KIND, "active");
}

type Answer = { status: 200; items: Array<Record<string, unknown>> } | { status: 400; message: string };

/**
 * `GET /api/loyalty-notices?locale={uz|ru}&sort[0]=position:asc&pagination[pageSize]=20` (decision 034), and
 * nothing looser: no or another locale, another sort, a page size outside 1–100 → 400.
 */
export function loyaltyNotices(db: DB, url: URL): Answer {
  const params = url.searchParams;
  const locale = params.get("locale");
  if (locale !== "uz" && locale !== "ru") return { status: 400, message: "locale must be uz or ru" };
  const sorts = [...params.keys()].filter((key) => key === "sort" || key.startsWith("sort["));
  const sort = sorts.length ? params.get(sorts[0]!) : "position:asc";
  if (sorts.length > 1 || (sort !== "position:asc" && sort !== "position:desc")) return { status: 400, message: "sort must be position:asc or position:desc" };
  const size = params.has("pagination[pageSize]") ? Number(params.get("pagination[pageSize]")) : 25;
  if (!Number.isInteger(size) || size < 1 || size > 100) return { status: 400, message: "pagination[pageSize] must be 1 to 100" };
  const items = localize(docs<Record<string, unknown>>(db, "content:loyalty-notices"), locale).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  if (sort === "position:desc") items.reverse();
  return { status: 200, items: items.slice(0, size) };
}
