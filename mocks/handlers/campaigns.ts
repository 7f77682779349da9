import { type DB, doc, docs, localize, toMinor, sql } from "../db/store";
import { DEMO_SLOT } from "../seed/catalog";
import { ApiFault, type Ctx, type Namespace, num, paginate, required, requirePlayer, str, withMediaOrigin } from "./context";

interface OfferDoc {
  id: number;
  trigger: string;
  promo_code: string | null;
  bonus?: { type: string; percent?: number; fixed?: number; max?: number };
  freespins?: number;
  description: { title: unknown; text: unknown; image: string };
  promotions: number[];
}

function promo(ctx: Ctx, value: string) {
  const code = doc<{ code: string; offer_id: number; expired?: boolean; used_up?: boolean }>(ctx.db, "promo_code", value.trim().toUpperCase());
  if (!code) throw new ApiFault("InvalidParameter", 404, "Promo code not found", { errors: { promo_code: ["NOT_FOUND"] } });
  if (code.expired) throw new ApiFault("InvalidParameter", 400, "Promo code expired", { errors: { promo_code: ["EXPIRED"] } });
  if (code.used_up) throw new ApiFault("InvalidParameter", 400, "Promo code used up", { errors: { promo_code: ["ALREADY_USED"] } });
  return code;
}

function offerView(ctx: Ctx, offer: OfferDoc) {
  const promotions = offer.promotions.map((id) => doc(ctx.db, "promotion", id)).filter(Boolean);
  return localize({ id: offer.id, trigger: offer.trigger, description: offer.description, promotions }, ctx.locale);
}

/** Gives the player what an offer promises (a bonus, free spins); once per player and offer. */
function grant(ctx: Ctx, uid: number, offer: OfferDoc, key: string) {
  const taken = sql(ctx.db, "INSERT OR IGNORE INTO redemptions (uid, code, created_at) VALUES (?, ?, ?)").run(uid, key, ctx.now);
  if (!taken.changes) throw new ApiFault("InvalidRequest", 400, "Already activated", { errors: { promo_code: ["ALREADY_USED"] } });
  // A repeat by the same player is refused with the same code: a second identical post gives nothing twice.
  grantContent(ctx.db, uid, offer, ctx.now);
}

/** What an offer gives without a deposit: a fixed bonus, free spins. */
function grantContent(db: DB, uid: number, offer: OfferDoc, now: number) {
  if (offer.bonus?.fixed) {
    sql(db, "INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, ?, 'available', ?, 10, ?, ?, ?)").run(uid, offer.bonus.type, toMinor(offer.bonus.fixed), JSON.stringify(offer.description.title), now + 14 * 86_400_000, now);
  }
  if (offer.freespins) {
    sql(db, "INSERT INTO freespins (uid, game, total_count, remaining_count, bet, status, expires_at) VALUES (?, ?, ?, ?, ?, 'active', ?)").run(uid, DEMO_SLOT, offer.freespins, offer.freespins, toMinor(1000), now + 7 * 86_400_000);
  }
}

/**
 * The offer a deposit takes (decision 028): `campaign_offer_id`, or the offer its `promo_code` names. A code is
 * refused as checkPromocode refuses it, and as already used once this player redeemed it; a code and another
 * offer together are refused (`campaign_offer_id` INVALID). Returns the offer id (-1: none) and the code.
 */
export function depositOffer(ctx: Ctx, uid: number): { offerId: number; promoCode: string | null } {
  const chosen = Number(str(ctx, "campaign_offer_id") ?? -1);
  const offerId = Number.isInteger(chosen) && chosen > 0 ? chosen : -1;
  const value = str(ctx, "promo_code")?.trim();
  if (!value) return { offerId, promoCode: null };
  const code = promo(ctx, value);
  if (sql(ctx.db, "SELECT 1 FROM redemptions WHERE uid = ? AND code = ?").get(uid, code.code)) {
    throw new ApiFault("InvalidParameter", 400, "Promo code already used", { errors: { promo_code: ["ALREADY_USED"] } });
  }
  if (offerId > 0 && offerId !== code.offer_id) {
    throw new ApiFault("InvalidParameter", 400, "The promo code takes another offer", { errors: { campaign_offer_id: ["INVALID"] } });
  }
  return { offerId: code.offer_id, promoCode: code.code };
}

/**
 * A successful deposit's offer: a percent of the deposit as a bonus (up to the offer's max), or what the offer
 * gives otherwise. A deposit made with a promo code redeems it; a code already redeemed (another deposit with it
 * succeeded first) gives nothing again.
 */
export function grantDepositOffer(db: DB, tx: { uid: number; amount: number; campaign_offer_id: number | null; promo_code?: string | null }, now: number) {
  const offer = tx.campaign_offer_id && tx.campaign_offer_id > 0 ? doc<OfferDoc>(db, "offer", tx.campaign_offer_id) : undefined;
  if (!offer) return;
  if (tx.promo_code) {
    const taken = sql(db, "INSERT OR IGNORE INTO redemptions (uid, code, created_at) VALUES (?, ?, ?)").run(tx.uid, tx.promo_code, now);
    if (!taken.changes) return;
  }
  if (offer.bonus?.percent) {
    const amount = Math.min(Math.round((tx.amount * offer.bonus.percent) / 100), toMinor(offer.bonus.max ?? Infinity));
    sql(db, "INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, ?, 'available', ?, 30, ?, ?, ?)").run(tx.uid, offer.bonus.type, amount, JSON.stringify({ uz: "Depozit bonusi", ru: "Бонус на депозит" }), now + 14 * 86_400_000, now);
    return;
  }
  grantContent(db, tx.uid, offer, now);
}

/** The refusal code of a promo code (NOT_FOUND, EXPIRED, ALREADY_USED), or null when it can be activated. */
export function promoCodeRefusal(ctx: Ctx, value: string): string | null {
  try {
    promo(ctx, value);
    return null;
  } catch (error) {
    return error instanceof ApiFault ? String((error.extra as { errors?: { promo_code?: string[] } }).errors?.promo_code?.[0] ?? "INVALID") : "INVALID";
  }
}

/** Activates a valid promo code's offer for a player (as activateOffer does). */
export function activatePromoCode(ctx: Ctx, uid: number, value: string) {
  const code = promo(ctx, value);
  const offer = doc<OfferDoc>(ctx.db, "offer", code.offer_id);
  if (offer) grant(ctx, uid, offer, code.code);
}

export const campaigns: Namespace = {
  getoffers: (ctx) => {
    const offers = docs<OfferDoc>(ctx.db, "offer").map((offer) => offerView(ctx, offer));
    return paginate({ ...ctx, params: new URLSearchParams({ offset: String(num(ctx, "offset", 0)), count: "50" }) }, offers).items;
  },
  checkPromocode: (ctx) => {
    const code = promo(ctx, required(ctx, "promo_code"));
    return { valid: true, offer_id: code.offer_id };
  },
  activateOffer: (ctx) => {
    const p = requirePlayer(ctx);
    const code = promo(ctx, required(ctx, "promo_code"));
    const offer = doc<OfferDoc>(ctx.db, "offer", code.offer_id)!;
    grant(ctx, p.uid, offer, code.code);
    return offerView(ctx, offer);
  },
  /** Taking an offer without a code (decision 028): only an offer whose trigger is `register`; once per player. */
  takepromotions: (ctx) => {
    const p = requirePlayer(ctx);
    const offer = doc<OfferDoc>(ctx.db, "offer", required(ctx, "offer_id"));
    if (!offer) throw new ApiFault("InvalidParameter", 404, "No such offer", { errors: { offer_id: ["NOT_FOUND"] } });
    if (offer.trigger !== "register") throw new ApiFault("InvalidParameter", 400, "This offer is not taken this way", { errors: { offer_id: ["INVALID"] } });
    grant(ctx, p.uid, offer, `offer:${offer.id}`);
    return 1;
  },
};

export const popups: Namespace = {
  get: (ctx) => {
    const sysname = str(ctx, "sysname");
    const all = docs<{ sysname: string; trigger: string }>(ctx.db, "popup");
    return localize(sysname ? all.filter((p) => p.sysname === sysname) : all, ctx.locale);
  },
};

export const banners: Namespace = {
  get: (ctx) => {
    const items = withMediaOrigin(ctx, localize(docs(ctx.db, "banner"), ctx.locale));
    return paginate(ctx, items, 10);
  },
};
