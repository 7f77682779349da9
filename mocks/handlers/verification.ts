import crypto from "node:crypto";
import type { DB } from "../db/store";
import { type Namespace, requirePlayer } from "./context";

export const verification: Namespace = {
  createApplicant: (ctx) => {
    const p = requirePlayer(ctx);
    ctx.db.prepare("UPDATE players SET is_on_verification = 1 WHERE uid = ?").run(p.uid);
    return { applicant_id: `sandbox-${p.uid}` };
  },
  getAccessToken: (ctx) => {
    const p = requirePlayer(ctx);
    const token = crypto.randomBytes(16).toString("base64url");
    ctx.db.prepare("INSERT INTO verifications (token, uid, applicant_id, status, created_at) VALUES (?, ?, ?, 'pending', ?)").run(token, p.uid, `sandbox-${p.uid}`, ctx.now);
    return { token, url: `${ctx.pagesOrigin}/sandbox/verify?token=${token}&locale=${ctx.locale}` };
  },
};

/** The identity provider's verdict (the fake verification page). */
export function decideVerification(db: DB, token: string, approved: boolean) {
  const row = db.prepare("SELECT uid FROM verifications WHERE token = ?").get(token) as { uid: number } | undefined;
  if (!row) return false;
  db.prepare("UPDATE verifications SET status = ? WHERE token = ?").run(approved ? "approved" : "rejected", token);
  db.prepare("UPDATE players SET is_verified = ?, is_on_verification = 0 WHERE uid = ?").run(approved ? 1 : 0, row.uid);
  return true;
}
