/**
 * Rules of the bonuses, free spins and cashback pages (issue 16 items 6–9, docs/decisions/029), apart from
 * React and the platform so they are unit-tested.
 */

export const bonusKinds = ["casino", "betting"] as const;
export type BonusKind = (typeof bonusKinds)[number];

export const bonusIntents = ["activate", "deactivate", "remove"] as const;
export type BonusIntent = (typeof bonusIntents)[number];

/** The status filter of `bonuses.get` (spec §7: status, default all). */
export const bonusStatusFilters = ["all", "available", "active", "wagered", "expired"] as const;
export type BonusStatusFilter = (typeof bonusStatusFilters)[number];

export const cashbackIntents = ["payout", "remove"] as const;
export type CashbackIntent = (typeof cashbackIntents)[number];

/** `cashbacks.get`'s statuses (spec §3: active, paid_out) and sort. */
export const cashbackStatusFilters = ["all", "active", "paid_out"] as const;
export type CashbackStatusFilter = (typeof cashbackStatusFilters)[number];
export const cashbackSorts = ["-created_at", "created_at", "-amount"] as const;
export type CashbackSort = (typeof cashbackSorts)[number];

/** Items per page of the bonuses and cashback lists (asked of the platform with this count and its offset). */
export const LIST_PAGE_SIZE = 50;

/** A page number from the query: a whole number from 1; anything else is the first page. */
export function listPageOf(value: unknown): number {
  const page = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** How many pages `total` items fill (at least one). */
export function listPages(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The offset of a page, for `offset`/`count` reads. */
export const listOffset = (page: number, size = LIST_PAGE_SIZE) => (page - 1) * size;

/** The page's query, kept across the confirm step and the action's redirect. */
export function cashbackQuery(status: CashbackStatusFilter, sort: CashbackSort, page = 1): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (sort !== "-created_at") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The bonuses page's query: the status filter and each list's page (casino and betting are paged apart). */
export interface BonusesPageState {
  status: BonusStatusFilter;
  casinoPage: number;
  bettingPage: number;
}

export function bonusesQuery({ status, casinoPage, bettingPage }: BonusesPageState): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (casinoPage > 1) params.set("casino_page", String(casinoPage));
  if (bettingPage > 1) params.set("betting_page", String(bettingPage));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function bonusesPageStateOf(params: { get(name: string): unknown }): BonusesPageState {
  return { status: bonusStatusOf(params.get("status")), casinoPage: listPageOf(params.get("casino_page")), bettingPage: listPageOf(params.get("betting_page")) };
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export const bonusStatusOf = (value: unknown) => oneOf(bonusStatusFilters, value, "all");
export const cashbackStatusOf = (value: unknown) => oneOf(cashbackStatusFilters, value, "all");
export const cashbackSortOf = (value: unknown) => oneOf(cashbackSorts, value, "-created_at");
function oneOrNull<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : null;
}
export const bonusKindOf = (value: unknown) => oneOrNull(bonusKinds, value);
export const bonusIntentOf = (value: unknown) => oneOrNull(bonusIntents, value);
export const cashbackIntentOf = (value: unknown) => oneOrNull(cashbackIntents, value);

/**
 * What a bonus in a status lets the player do: betting bonuses have no deactivate (spec §7); a finished bonus can
 * only be removed from the list.
 */
export function bonusActions(kind: BonusKind, status: string): BonusIntent[] {
  if (status === "available") return ["activate", "remove"];
  if (status === "active") return kind === "casino" ? ["deactivate", "remove"] : ["remove"];
  if (status === "removed") return [];
  return ["remove"];
}

export interface WagerProgress {
  done: number;
  required: number;
  /** 0–100, whole. */
  percent: number;
}

/** Wagered / required of a bonus: required is the platform's `wager_amount`, else amount × wager. */
export function wagerProgress(bonus: { wagered?: number | null; wager_amount?: number | null; wager?: number | null; amount?: { amount: number } | null }): WagerProgress | null {
  const required = bonus.wager_amount ?? (bonus.wager && bonus.amount ? bonus.wager * bonus.amount.amount : null);
  if (!required || !Number.isFinite(required) || required <= 0) return null;
  const done = Math.min(required, Math.max(0, bonus.wagered ?? 0));
  return { done, required, percent: Math.floor((done / required) * 100) };
}

/**
 * A refusal that says the change is already made (a double submit, a second tab): the player asked for the state
 * the bonus is in, so the page answers as if this post made it — and nothing moves twice (decision 029).
 */
export function bonusAlreadyDone(intent: BonusIntent, code: string | null): boolean {
  if (intent === "activate") return code === "ALREADY_ACTIVE";
  if (intent === "deactivate") return code === "NOT_ACTIVE";
  return code === "REMOVED" || code === "NOT_FOUND";
}

export function cashbackAlreadyDone(intent: CashbackIntent, code: string | null): boolean {
  return intent === "payout" ? code === "ALREADY_PAID_OUT" : code === "REMOVED" || code === "NOT_FOUND";
}

/** The message of any other refusal (translation keys under `bonuses.errors` / `cashback.errors`). */
export function bonusRefusalKey(code: string | null): string {
  if (code === "ISOLATION") return "bonuses.errors.isolation";
  if (code === "EXPIRED") return "bonuses.errors.expired";
  if (code === "NOT_AVAILABLE" || code === "ALREADY_ACTIVE" || code === "NOT_ACTIVE") return "bonuses.errors.notAvailable";
  return "bonuses.errors.refused";
}

export function cashbackRefusalKey(code: string | null): string {
  if (code === "EXPIRED") return "cashback.errors.expired";
  return "cashback.errors.refused";
}

/** The free spins a player holds per game (spec §3: game.sysname, remaining_count), summed over packs. */
export function freespinsByGame(packs: ReadonlyArray<{ game: { sysname: string }; remaining_count: number; status?: string | null }>): Record<string, number> {
  const byGame: Record<string, number> = {};
  for (const pack of packs) {
    if (pack.remaining_count <= 0 || (pack.status && pack.status !== "active")) continue;
    byGame[pack.game.sysname] = (byGame[pack.game.sysname] ?? 0) + pack.remaining_count;
  }
  return byGame;
}
