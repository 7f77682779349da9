import { describe, expect, it } from "vitest";
import { formatSessionLength, playRefusalMessage } from "~/features/game/game.server";
import { formatDateTime } from "~/lib/format";
import { PlatformError } from "~/platform/errors";
import { parseSessionLimitChoice } from "./rules";

const denied = (details: Record<string, unknown>) => new PlatformError({ type: "AccessDenied", status: 400, method: "games.get", details });

describe("loss and session-time limits on the site (decision 035)", () => {
  it("the session limit form takes none and the five lengths only", () => {
    expect(["0", "30", "60", "120", "240", "480"].map(parseSessionLimitChoice)).toEqual([0, 30, 60, 120, 240, 480]);
    for (const wrong of ["", "15", "45", "1440", "60.0", "-30", null]) expect(parseSessionLimitChoice(wrong)).toBeNull();
  });

  it("a refused launch reads as the player's message: the loss limit with its amount and renewal, the session limit with its length", () => {
    const renews = "2026-11-26T19:00:00.000Z";
    expect(playRefusalMessage(denied({ reason: "loss_limit", period: "week", limit_amount: 50000, expired_at: renews }), "uz")).toEqual({
      key: "game.limits.loss.week",
      values: { amount: "50,000 so‘m", date: formatDateTime(renews, "uz") },
    });
    expect(playRefusalMessage(denied({ reason: "loss_limit" }), "ru")).toEqual({ key: "game.limits.lossPlain", values: {} });
    expect(playRefusalMessage(denied({ reason: "session_limit", limit_minutes: 120 }), "ru")).toEqual({ key: "game.limits.session", values: { length: "2 ч" } });
    expect(playRefusalMessage(denied({ reason: "session_limit", limit_minutes: "x" }), "uz")).toEqual({ key: "game.limits.sessionPlain", values: {} });
    // Any other refusal is not a limit: the page handles it as before.
    expect(playRefusalMessage(denied({}), "uz")).toBeNull();
    expect(playRefusalMessage(new PlatformError({ type: "UserNeedDeposit", status: 400, method: "games.get", details: { reason: "loss_limit" } }), "uz")).toBeNull();
    expect([formatSessionLength(30, "uz"), formatSessionLength(60, "uz"), formatSessionLength(480, "ru")]).toEqual(["30 daqiqa", "1 soat", "8 ч"]);
  });
});
