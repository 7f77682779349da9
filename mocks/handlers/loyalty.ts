import { type DB, credit, doc, docs, getPlayer, localize, text, toMinor, sql } from "../db/store";
import { DEMO_SLOT } from "../seed/catalog";
import { ApiFault, type Ctx, type Namespace, num, required, requirePlayer, str } from "./context";

type Text = { uz: string; ru: string };
interface LevelDoc {
  id: number;
  name: Text;
  min_points: number;
  max_points: number | null;
  /** The bonus money (so‘m) credited on reaching the level. */
  reward: number;
}

function characters(ctx: Ctx) {
  return localize(docs<{ id: string; image_url: string }>(ctx.db, "character"), ctx.locale).map((c) => ({ ...c, image_url: `${ctx.pagesOrigin}${c.image_url}` }));
}

/** The level a count of earned points is in: the highest whose minimum it reaches. */
function levelOf(levels: LevelDoc[], earned: number): LevelDoc | undefined {
  return [...levels].sort((a, b) => a.min_points - b.min_points).filter((level) => earned >= level.min_points).pop();
}

/**
 * Points earned by play, deposits or a confirmed contact (decision 031): both the spendable points and the
 * earned count go up; crossing into a higher level credits its bonus and leaves a `level` notification.
 */
export function awardPoints(db: DB, uid: number, points: number, now = Date.now()) {
  if (points <= 0) return;
  const before = getPlayer(db, uid);
  if (!before) return;
  sql(db, "UPDATE players SET loyalty_points = loyalty_points + ?, loyalty_earned = loyalty_earned + ? WHERE uid = ?").run(points, points, uid);
  const levels = docs<LevelDoc>(db, "level");
  const from = levelOf(levels, before.loyalty_earned);
  const to = levelOf(levels, before.loyalty_earned + points);
  if (!to || to.id === from?.id) return;
  if (to.reward) credit(db, uid, "bonus", toMinor(to.reward), "loyalty.level", to.id, now);
  sql(db, "INSERT INTO notifications (uid, trigger, type, title, message, amount, amount_type, created_at) VALUES (?, 'level', ?, ?, ?, ?, ?, ?)").run(
    uid,
    to.reward ? "credit" : "other",
    JSON.stringify({ uz: "Yangi daraja!", ru: "Новый уровень!" }),
    JSON.stringify({ uz: `Siz «${to.name.uz}» darajasiga chiqdingiz.`, ru: `Вы достигли уровня «${to.name.ru}».` }),
    to.reward || null,
    to.reward ? before.currency : null,
    now,
  );
}

/** A purchase key (decision 031): 1–255 visible ASCII characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const loyalty: Namespace = {
  getcharacters: (ctx) => {
    const all = characters(ctx);
    const offset = num(ctx, "offset", 0);
    const limit = num(ctx, "limit", 20);
    return { items: all.slice(offset, offset + limit), offset, limit, total: all.length };
  },
  getinfo: (ctx) => {
    const p = requirePlayer(ctx);
    const character = characters(ctx).find((c) => String(c.id) === p.character_id) ?? null;
    // Each level with its reward, the bonus credited on reaching it (decision 056: the site shows it as the perk).
    const levels = localize(docs<LevelDoc>(ctx.db, "level"), ctx.locale);
    return { id: 1, is_active: 1, points: p.loyalty_points, earned_points: p.loyalty_earned, character, levels, pointsAlias: ctx.locale === "ru" ? "баллы" : "ballar", uid: p.uid };
  },
  getnotifications: (ctx) => {
    const p = requirePlayer(ctx);
    const rows = sql(ctx.db, "SELECT * FROM notifications WHERE uid = ? AND seen = 0 ORDER BY id").all(p.uid) as Array<{ id: number; trigger: string; type: string; title: string; message: string; amount: number | null; amount_type: string | null; image: string | null }>;
    sql(ctx.db, "UPDATE notifications SET seen = 1 WHERE uid = ?").run(p.uid);
    return rows.map((r) => ({ id: r.id, trigger: r.trigger, type: r.type, title: text(r.title, ctx.locale), message: text(r.message, ctx.locale), amount: r.amount, amountType: r.amount_type, image: r.image }));
  },
  getproducts: (ctx) => localize(docs<{ image_url: string }>(ctx.db, "product"), ctx.locale).map(({ reward: _reward, ...p }: { image_url: string; reward?: unknown }) => ({ ...p, image_url: `${ctx.pagesOrigin}${p.image_url}` })),
  getPrograms: (ctx) => localize(docs(ctx.db, "program"), ctx.locale),
  getProgram: (ctx) => localize(doc(ctx.db, "program", required(ctx, "sysname")) ?? null, ctx.locale),
  setcharacter: (ctx) => {
    const p = requirePlayer(ctx);
    const id = required(ctx, "id");
    if (!doc(ctx.db, "character", id)) throw new ApiFault("InvalidParameter", 404, "No such character");
    sql(ctx.db, "UPDATE players SET character_id = ? WHERE uid = ?").run(id, p.uid);
    return 1;
  },
  /**
   * A purchase (decision 031): `product_id` and the form's `idempotency_key`. The same key again is the same
   * purchase (replayed, nothing spent twice); the key with another product is refused (409 KEY_REUSED); too few
   * points is refused with `code: INSUFFICIENT_POINTS` and binds nothing.
   */
  buyproduct: (ctx) => {
    const p = requirePlayer(ctx);
    const productId = required(ctx, "product_id");
    const key = str(ctx, "idempotency_key");
    if (!key || !KEY_PATTERN.test(key)) throw new ApiFault("InvalidParameter", 400, "idempotency_key is required", { errors: { idempotency_key: [key ? "INVALID" : "REQUIRED"] } });
    const product = doc<{ id: number; price: number; name: Text; reward: { bonus?: number; betting_bonus?: number; freespins?: number } }>(ctx.db, "product", productId);
    if (!product) throw new ApiFault("InvalidParameter", 404, "No such product");
    return ctx.db.transaction(() => {
      const same = sql(ctx.db, "SELECT * FROM loyalty_purchases WHERE uid = ? AND idempotency_key = ?").get(p.uid, key) as { id: number; product_id: string } | undefined;
      if (same) {
        if (same.product_id !== String(product.id)) throw new ApiFault("InvalidParameter", 409, "This key was used for another product", { errors: { idempotency_key: ["KEY_REUSED"] } });
        return { purchase_id: same.id, points: getPlayer(ctx.db, p.uid)!.loyalty_points, idempotent_replayed: true };
      }
      const spent = sql(ctx.db, "UPDATE players SET loyalty_points = loyalty_points - ? WHERE uid = ? AND loyalty_points >= ?").run(product.price, p.uid, product.price);
      if (!spent.changes) throw new ApiFault("InvalidRequest", 400, "Not enough points", { code: "INSUFFICIENT_POINTS" });
      if (product.reward.bonus) credit(ctx.db, p.uid, "bonus", toMinor(product.reward.bonus), "loyalty.product", product.id, ctx.now);
      if (product.reward.betting_bonus) credit(ctx.db, p.uid, "betting_bonus", toMinor(product.reward.betting_bonus), "loyalty.product", product.id, ctx.now);
      if (product.reward.freespins) {
        sql(ctx.db, "INSERT INTO freespins (uid, game, total_count, remaining_count, bet, status, expires_at) VALUES (?, ?, ?, ?, ?, 'active', ?)").run(p.uid, DEMO_SLOT, product.reward.freespins, product.reward.freespins, toMinor(1000), ctx.now + 7 * 86_400_000);
      }
      const made = sql(ctx.db, "INSERT INTO loyalty_purchases (uid, product_id, price, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)").run(p.uid, String(product.id), product.price, key, ctx.now);
      sql(ctx.db, "INSERT INTO notifications (uid, trigger, type, title, message, amount, amount_type, created_at) VALUES (?, 'product', 'other', ?, ?, ?, 'points', ?)").run(p.uid, JSON.stringify({ uz: "Xarid", ru: "Покупка" }), JSON.stringify(product.name), product.price, ctx.now);
      return { purchase_id: Number(made.lastInsertRowid), points: getPlayer(ctx.db, p.uid)!.loyalty_points, idempotent_replayed: false };
    })();
  },
};
