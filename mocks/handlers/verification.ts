import { sql } from "../db/store";
import crypto from "node:crypto";
import type { DB } from "../db/store";
import { type Namespace, requirePlayer } from "./context";

export const verification: Namespace = {
  createApplicant: (ctx) => {
    const p = requirePlayer(ctx);
    sql(ctx.db, "UPDATE players SET is_on_verification = 1 WHERE uid = ?").run(p.uid);
    return { applicant_id: `sandbox-${p.uid}` };
  },
  getAccessToken: (ctx) => {
    const p = requirePlayer(ctx);
    const token = crypto.randomBytes(16).toString("base64url");
    sql(ctx.db, "INSERT INTO verifications (token, uid, applicant_id, status, created_at) VALUES (?, ?, ?, 'pending', ?)").run(token, p.uid, `sandbox-${p.uid}`, ctx.now);
    return { token, url: `${ctx.pagesOrigin}/sandbox/verify?token=${token}&locale=${ctx.locale}` };
  },
};

/** The identity provider's verdict (the fake verification page). */
export function decideVerification(db: DB, token: string, approved: boolean) {
  const row = sql(db, "SELECT uid FROM verifications WHERE token = ?").get(token) as { uid: number } | undefined;
  if (!row) return false;
  sql(db, "UPDATE verifications SET status = ? WHERE token = ?").run(approved ? "approved" : "rejected", token);
  sql(db, "UPDATE players SET is_verified = ?, is_on_verification = 0 WHERE uid = ?").run(approved ? 1 : 0, row.uid);
  return true;
}
