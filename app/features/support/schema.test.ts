import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { defaultTiers } from "../../../server/rate-limit";
import { feedbackSchema } from "./schema";

function errors(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: feedbackSchema() });
  return submission.status === "success" ? { value: submission.value } : { errors: submission.error };
}

describe("the feedback form's rules", () => {
  it("accepts a reply address and a message, trimmed", () => {
    expect(errors({ email: " player@omad.test ", message: "  My deposit has not arrived yet.  ", website: "" })).toEqual({
      value: { email: "player@omad.test", message: "My deposit has not arrived yet." },
    });
  });

  it("asks for both fields", () => {
    expect(errors({})).toEqual({ errors: { email: ["insertEmailAddress"], message: ["requiredField"] } });
  });

  it("refuses a wrong address and a message too short or too long", () => {
    expect(errors({ email: "player@", message: "help" })).toEqual({ errors: { email: ["wrongEmailAddress"], message: ['minLength|{"min":10}'] } });
    expect(errors({ email: "player@omad.test", message: "x".repeat(2001) })).toEqual({ errors: { message: ['maxLength|{"max":2000}'] } });
  });

  it("refuses a filled honeypot", () => {
    expect(errors({ email: "player@omad.test", message: "My deposit has not arrived yet.", website: "http://spam.example" })).toEqual({ errors: { website: ["wrongField"] } });
  });
});

describe("the feedback form's rate limit", () => {
  it("falls in the strictest tier, like the auth forms, in both locales", () => {
    const tier = (method: string, path: string) => defaultTiers().find((candidate) => candidate.matches({ method, path }))?.name;
    expect(tier("POST", "/support")).toBe("auth");
    expect(tier("POST", "/ru/support")).toBe("auth");
    expect(tier("GET", "/support")).toBe("read");
    expect(tier("POST", "/supports")).toBe("write");
  });
});
