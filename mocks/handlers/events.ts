import { sql } from "../db/store";
import { type Namespace, required, requirePlayer, str } from "./context";

export const events: Namespace = {
  handle: (ctx) => {
    sql(ctx.db, "INSERT INTO events (uid, name, params, created_at) VALUES (?, ?, ?, ?)").run(ctx.player?.uid ?? null, required(ctx, "event_name"), str(ctx, "event_params"), ctx.now);
    return 1;
  },
};

/** The chat-provider event store (spec §7): only signed-in players' events are kept. */
export const chat: Namespace = {
  storeEvent: (ctx) => {
    const p = requirePlayer(ctx);
    const params = JSON.stringify({ channel_id: str(ctx, "channel_id"), conversation_id: str(ctx, "conversation_id"), text: str(ctx, "text"), event: str(ctx, "event") });
    sql(ctx.db, "INSERT INTO events (uid, name, params, created_at) VALUES (?, 'chat', ?, ?)").run(p.uid, params, ctx.now);
    return 1;
  },
};
