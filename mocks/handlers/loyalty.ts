import { credit, doc, docs, localize, text, toMinor } from "../db/store";
import { DEMO_SLOT } from "../seed/catalog";
import { ApiFault, type Ctx, type Namespace, num, required, requirePlayer } from "./context";

function characters(ctx: Ctx) {
  return localize(docs<{ id: string; image_url: string }>(ctx.db, "character"), ctx.locale).map((c) => ({ ...c, image_url: `${ctx.pagesOrigin}${c.image_url}` }));
}

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
    return { id: 1, is_active: 1, points: p.loyalty_points, character, levels: localize(docs(ctx.db, "level"), ctx.locale), pointsAlias: ctx.locale === "ru" ? "баллы" : "ball", uid: p.uid };
  },
  getnotifications: (ctx) => {
    const p = requirePlayer(ctx);
    const rows = ctx.db.prepare("SELECT * FROM notifications WHERE uid = ? AND seen = 0 ORDER BY id").all(p.uid) as Array<{ id: number; trigger: string; type: string; title: string; message: string; amount: number | null; amount_type: string | null; image: string | null }>;
    ctx.db.prepare("UPDATE notifications SET seen = 1 WHERE uid = ?").run(p.uid);
    return rows.map((r) => ({ id: r.id, trigger: r.trigger, type: r.type, title: text(r.title, ctx.locale), message: text(r.message, ctx.locale), amount: r.amount, amountType: r.amount_type, image: r.image }));
  },
  getproducts: (ctx) => localize(docs<{ image_url: string }>(ctx.db, "product"), ctx.locale).map((p) => ({ ...p, image_url: `${ctx.pagesOrigin}${p.image_url}` })),
  getPrograms: (ctx) => localize(docs(ctx.db, "program"), ctx.locale),
  getProgram: (ctx) => localize(doc(ctx.db, "program", required(ctx, "sysname")) ?? null, ctx.locale),
  setcharacter: (ctx) => {
    const p = requirePlayer(ctx);
    const id = required(ctx, "id");
    if (!doc(ctx.db, "character", id)) throw new ApiFault("InvalidParameter", 404, "No such character");
    ctx.db.prepare("UPDATE players SET character_id = ? WHERE uid = ?").run(id, p.uid);
    return 1;
  },
  buyproduct: (ctx) => {
    const p = requirePlayer(ctx);
    const product = doc<{ id: number; price: number; name: { uz: string; ru: string }; reward: { bonus?: number; betting_bonus?: number; freespins?: number } }>(ctx.db, "product", required(ctx, "product_id"));
    if (!product) throw new ApiFault("InvalidParameter", 404, "No such product");
    ctx.db.transaction(() => {
      const spent = ctx.db.prepare("UPDATE players SET loyalty_points = loyalty_points - ? WHERE uid = ? AND loyalty_points >= ?").run(product.price, p.uid, product.price);
      if (!spent.changes) throw new ApiFault("InvalidRequest", 400, "Not enough points", { code: "INSUFFICIENT_POINTS" });
      if (product.reward.bonus) credit(ctx.db, p.uid, "bonus", toMinor(product.reward.bonus), "loyalty.product", product.id, ctx.now);
      if (product.reward.betting_bonus) credit(ctx.db, p.uid, "betting_bonus", toMinor(product.reward.betting_bonus), "loyalty.product", product.id, ctx.now);
      if (product.reward.freespins) {
        ctx.db.prepare("INSERT INTO freespins (uid, game, total_count, remaining_count, bet, status, expires_at) VALUES (?, ?, ?, ?, ?, 'active', ?)").run(p.uid, DEMO_SLOT, product.reward.freespins, product.reward.freespins, toMinor(1000), ctx.now + 7 * 86_400_000);
      }
      ctx.db.prepare("INSERT INTO notifications (uid, trigger, type, title, message, amount, amount_type, created_at) VALUES (?, 'product', 'other', ?, ?, ?, 'points', ?)").run(p.uid, JSON.stringify({ uz: "Xarid", ru: "Покупка" }), JSON.stringify(product.name), product.price, ctx.now);
    })();
    return 1;
  },
};
