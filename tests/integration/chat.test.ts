import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/resources/chat";
import { getDb } from "../../mocks/db/store";
import { formPost, routeArgs, sandboxPlayer } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { received } = recordingPlatform();

const chatEvents = (uid: number) => (getDb().prepare("SELECT params FROM events WHERE uid = ? AND name = 'chat'").all(uid) as Array<{ params: string }>).map((row) => JSON.parse(row.params) as unknown);

describe("/_resources/chat", () => {
  it("gives a guest the sandbox's chat without a visitor, in the page's language", async () => {
    const response = (await loader(routeArgs("/ru/_resources/chat"))) as Response;
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ setup: { provider: "crisp", src: "/sandbox/chat/widget.js?provider=crisp", config: { id: "00000000-0000-0000-0000-000000000000" }, visitor: null } });
  });

  it("names the signed-in player as the visitor", async () => {
    const player = sandboxPlayer();
    const response = (await loader(routeArgs("/_resources/chat", { headers: { cookie: player.cookie } }))) as Response;
    expect(await response.json()).toMatchObject({ setup: { provider: "crisp", visitor: { uid: String(player.uid), name: player.login } } });
  });

  it("stores a signed-in player's chat events with the chat event store call, and only theirs", async () => {
    const player = sandboxPlayer();
    const event = { channel_id: "crisp", conversation_id: "session_1", text: "Depozit tushmadi", event: "sent" };
    const stored = (await action(formPost("/_resources/chat", player.cookie, event))) as Response;
    expect(await stored.json()).toEqual({ stored: true });
    expect(chatEvents(player.uid)).toEqual([event]);

    received.length = 0;
    const guest = (await action(formPost("/_resources/chat", "", event))) as Response;
    expect(await guest.json()).toEqual({ stored: false });
    expect(received.map((call) => call.method)).not.toContain("chat.storeEvent");
  });

  it("refuses an event that is neither sent nor received", async () => {
    const player = sandboxPlayer();
    const answer = (await action(formPost("/_resources/chat", player.cookie, { text: "x", event: "deleted" }))) as Response;
    expect(answer.status).toBe(400);
    expect(chatEvents(player.uid)).toEqual([]);
  });
});
