import { sql } from "../db/store";
import { ApiFault, type Namespace, listParam, required, requirePlayer } from "./context";

const QUOTA = 50;

export const storage: Namespace = {
  get: (ctx) => {
    const p = requirePlayer(ctx);
    const keys = listParam(ctx, "keys");
    const rows = sql(ctx.db, "SELECT key, value FROM storage WHERE uid = ?").all(p.uid) as Array<{ key: string; value: string }>;
    return Object.fromEntries(keys.map((key) => [key, rows.find((r) => r.key === key)?.value ?? null]));
  },
  getKeys: (ctx) => {
    const p = requirePlayer(ctx);
    return (sql(ctx.db, "SELECT key FROM storage WHERE uid = ? ORDER BY key").all(p.uid) as Array<{ key: string }>).map((r) => r.key);
  },
  set: (ctx) => {
    const p = requirePlayer(ctx);
    const key = required(ctx, "key");
    const value = ctx.params.get("value") ?? "";
    const count = (sql(ctx.db, "SELECT COUNT(*) AS n FROM storage WHERE uid = ? AND key != ?").get(p.uid, key) as { n: number }).n;
    if (count >= QUOTA || value.length > 4096) throw new ApiFault("StorageQuotaExceeded", 400, "Storage quota exceeded");
    sql(ctx.db, "INSERT INTO storage (uid, key, value) VALUES (?, ?, ?) ON CONFLICT (uid, key) DO UPDATE SET value = excluded.value").run(p.uid, key, value);
    return 1;
  },
};
