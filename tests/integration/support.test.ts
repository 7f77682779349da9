import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/support";
import type { FeedbackResult } from "~/features/support/support.server";
import { getDb } from "../../mocks/db/store";
import { SCENARIO_COOKIE } from "../../mocks/scenario";
import { formPost, routeArgs, settle } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { received } = recordingPlatform();

function feedbackRows(message: string) {
  return getDb().prepare("SELECT uid, email, message FROM feedback WHERE message = ?").all(message);
}

describe("/support", () => {
  it("shows the platform's support settings", async () => {
    const answer = await settle(() => loader(routeArgs("/ru/support")));
    expect(answer.body).toMatchObject({
      title: "Служба поддержки",
      contacts: { email: "support@omad.example", phone: "+998 71 200 00 00", telegram: "https://t.me/omad_support_example", workingHours: "24/7" },
      sent: false,
    });
    expect(received.map((call) => call.method)).toContain("support.getsettings");
  });

  it("sends valid feedback to Support.sendFeedback and comes back with the success flag", async () => {
    const message = `My deposit has not arrived yet ${Math.random()}`;
    const answer = await settle(() => action(formPost("/ru/support", "", { email: "player@omad.test", message, website: "" })));
    expect(answer).toMatchObject({ status: 302, location: "/ru/support?sent=1" });
    expect(feedbackRows(message)).toEqual([{ uid: null, email: "player@omad.test", message }]);
    const shown = await settle(() => loader(routeArgs("/ru/support?sent=1")));
    expect(shown.body).toMatchObject({ sent: true });
  });

  it("answers invalid feedback with field errors and a 400, sending nothing", async () => {
    const answer = await settle(() => action(formPost("/support", "", { email: "player@", message: "help" })));
    expect(answer.status).toBe(400);
    expect((answer.body as FeedbackResult).result.error).toEqual({ email: ["wrongEmailAddress"], message: ['minLength|{"min":10}'] });
    expect(received.map((call) => call.method)).not.toContain("Support.sendFeedback");
  });

  it("refuses a filled honeypot without sending", async () => {
    const answer = await settle(() => action(formPost("/support", "", { email: "player@omad.test", message: "Buy cheap followers now!!!", website: "http://spam.example" })));
    expect(answer.status).toBe(400);
    expect(received.map((call) => call.method)).not.toContain("Support.sendFeedback");
  });

  it("turns the platform's refusal into a form error: 429 for too many, 502 otherwise, keeping what was typed", async () => {
    const fail = (type: string) => `${SCENARIO_COOKIE}=${encodeURIComponent(`fail:${type}:Support.sendFeedback:${type}-${Math.random()}`)}`;
    const message = "My withdrawal is pending for two days.";
    const tooMany = await settle(() => action(formPost("/support", fail("TooManyRequests"), { email: "player@omad.test", message })));
    expect(tooMany.status).toBe(429);
    expect((tooMany.body as FeedbackResult).result).toMatchObject({ error: { "": ["support.errors.tooMany"] }, initialValue: { email: "player@omad.test", message } });
    const broken = await settle(() => action(formPost("/support", fail("InternalServerError"), { email: "player@omad.test", message })));
    expect(broken.status).toBe(502);
    expect((broken.body as FeedbackResult).result).toMatchObject({ error: { "": ["support.errors.failed"] } });
  });
});
