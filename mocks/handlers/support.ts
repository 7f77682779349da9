import { sql } from "../db/store";
import { type Namespace, required, str } from "./context";

export const support: Namespace = {
  getsettings: () => ({
    email: "support@omad.example",
    phone: "+998 71 200 00 00",
    telegram: "https://t.me/omad_support_example",
    chat: { provider: "none" },
    working_hours: "24/7",
  }),
  sendFeedback: (ctx) => {
    const message = required(ctx, "message");
    const result = sql(ctx.db, "INSERT INTO feedback (uid, email, message, created_at) VALUES (?, ?, ?, ?)").run(ctx.player?.uid ?? null, str(ctx, "email"), message, ctx.now);
    return { id: Number(result.lastInsertRowid) };
  },
};
