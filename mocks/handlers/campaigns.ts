import { credit, doc, docs, localize, toMinor } from "../db/store";
import { DEMO_SLOT } from "../seed/catalog";
import { ApiFault, type Ctx, type Namespace, num, paginate, required, requirePlayer, str } from "./context";

interface OfferDoc {
  id: number;
  trigger: string;
  promo_code: string | null;
  bonus?: { type: string; percent?: number; fixed?: number };
  freespins?: number;
  description: unknown;
  promotions: number[];
}

function promo(ctx: Ctx, value: string) {
  const code = doc<{ code: string; offer_id: number; expired?: boolean }>(ctx.db, "promo_code", value.trim().toUpperCase());
  if (!code) throw new ApiFault("InvalidParameter", 404, "Promo code not found", { errors: { promo_code: ["NOT_FOUND"] } });
  if (code.expired) throw new ApiFault("InvalidParameter", 400, "Promo code expired", { errors: { promo_code: ["EXPIRED"] } });
  return code;
}

function offerView(ctx: Ctx, offer: OfferDoc) {
  const promotions = offer.promotions.map((id) => doc(ctx.db, "promotion", id)).filter(Boolean);
  return localize({ id: offer.id, trigger: offer.trigger, description: offer.description, promotions }, ctx.locale);
}

/** Gives the player what an offer promises (a bonus, free spins); once per player and offer. */
function grant(ctx: Ctx, uid: number, offer: OfferDoc, key: string) {
  const taken = ctx.db.prepare("INSERT OR IGNORE INTO redemptions (uid, code, created_at) VALUES (?, ?, ?)").run(uid, key, ctx.now);
  if (!taken.changes) throw new ApiFault("InvalidRequest", 400, "Already activated", { errors: { promo_code: ["ALREADY_USED"] } });
  if (offer.bonus?.fixed) {
    ctx.db.prepare("INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, ?, 'available', ?, 10, ?, ?, ?)").run(uid, offer.bonus.type, toMinor(offer.bonus.fixed), JSON.stringify(offer.description), ctx.now + 14 * 86_400_000, ctx.now);
  }
  if (offer.freespins) {
    ctx.db.prepare("INSERT INTO freespins (uid, game, total_count, remaining_count, bet, status, expires_at) VALUES (?, ?, ?, ?, ?, 'active', ?)").run(uid, DEMO_SLOT, offer.freespins, offer.freespins, toMinor(1000), ctx.now + 7 * 86_400_000);
  }
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
  takepromotions: (ctx) => {
    const p = requirePlayer(ctx);
    const offer = doc<OfferDoc>(ctx.db, "offer", required(ctx, "offer_id"));
    if (!offer) throw new ApiFault("InvalidParameter", 404, "No such offer");
    grant(ctx, p.uid, offer, `offer:${offer.id}`);
    if (offer.trigger === "register") credit(ctx.db, p.uid, "fun", toMinor(5_000), "offer", offer.id, ctx.now);
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
    const items = localize(docs(ctx.db, "banner"), ctx.locale);
    return paginate(ctx, items, 10);
  },
};
