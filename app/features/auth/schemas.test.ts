import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { parseMessage } from "~/validation/messages";
import { completeRegistrationSchema, restoreRequestSchema, restoreResetSchema, signInSchema, signUpSchema, twoFactorStepSchema } from "./schemas";
import { maskContact } from "./restore.server";
import { socialServices } from "./social";

function errors(schema: z.ZodTypeAny, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), parseMessage(issue.message).key]));
}

const options = {
  terms: { isActive: true, defaultValue: false },
  notify: { isActive: true, defaultValue: true },
  markBetting: { isActive: false, defaultValue: false },
  showPromocode: true,
  showCharacterSelect: true,
};

describe("restore password schemas", () => {
  it("asks for a login that is a phone or an e-mail", () => {
    expect(errors(restoreRequestSchema(), { intent: "restore" })).toEqual({ login: "requiredField" });
    expect(errors(restoreRequestSchema(), { intent: "restore", login: "12ab" })).toEqual({ login: "wrongPhoneFormat" });
    expect(errors(restoreRequestSchema(), { intent: "restore", login: "a@b" })).toEqual({ login: "wrongEmailAddress" });
    expect(restoreRequestSchema().parse({ intent: "restore", login: "+998 90 111-22-33" }).login).toBe("+998901112233");
  });

  it("the second step needs the 6-digit code and the new password twice", () => {
    expect(errors(restoreResetSchema(), { intent: "reset", login: "demo@omad.test" })).toEqual({ code: "required", password: "insertPassword", passwordRepeat: "insertPassword" });
    expect(errors(restoreResetSchema(), { intent: "reset", login: "demo@omad.test", code: "12a", password: "abc", passwordRepeat: "abc" })).toEqual({ code: "wrongCode", password: "shortPassword" });
    expect(errors(restoreResetSchema(), { intent: "reset", login: "demo@omad.test", code: "123456", password: "Secret123", passwordRepeat: "Secret124" })).toEqual({ passwordRepeat: "passwordsNotEqual" });
    expect(errors(restoreResetSchema({ confirmationCode: { length: 4 } }), { intent: "reset", login: "demo@omad.test", code: "1234", password: "Secret123", passwordRepeat: "Secret123" })).toEqual({});
  });

  it("tells where the code went without showing the whole contact", () => {
    expect(maskContact("demo@omad.test")).toEqual({ login: "demo@omad.test", channel: "email", masked: "de***@omad.test" });
    expect(maskContact("+998901112233")).toEqual({ login: "998901112233", channel: "phone", masked: "99890*****33" });
  });
});

describe("sign-up character select", () => {
  it("accepts only an offered character, or none", () => {
    const schema = signUpSchema(options, {}, [], ["1", "2"]);
    const base = { login: "new@omad.test", password: "Secret123", terms: "on" };
    expect(errors(schema, { ...base, character: "3" })).toEqual({ character: "wrongField" });
    expect(schema.parse({ ...base, character: "2" }).character).toBe("2");
    expect(schema.parse({ ...base, character: "" }).character).toBeUndefined();
  });
});

describe("the two-factor step's code", () => {
  const step = { step: "code" };
  it("follows twoFactorCode.length of the validator config", () => {
    expect(errors(twoFactorStepSchema({ twoFactorCode: { length: 4 } }), { ...step, code: "123456" })).toEqual({ code: "wrongCode" });
    expect(errors(twoFactorStepSchema({ twoFactorCode: { length: 4 } }), { ...step, code: "1234" })).toEqual({});
  });

  it("is 6 digits and required, except when the player asks for a new code", () => {
    expect(errors(twoFactorStepSchema(), { ...step, code: "12ab" })).toEqual({ code: "wrongCode" });
    expect(errors(twoFactorStepSchema(), step)).toEqual({ code: "required" });
    expect(errors(twoFactorStepSchema(), { ...step, intent: "resend" })).toEqual({});
  });

  it("the first step carries no code at all", () => {
    expect(signInSchema().parse({ login: "demo@omad.test", password: "x", code: "123456" })).not.toHaveProperty("code");
  });
});

describe("completing a social registration", () => {
  it("needs a contact and, when active, the terms", () => {
    expect(errors(completeRegistrationSchema(options), {})).toEqual({ contact: "requiredField", terms: "uncheckedCheckbox" });
    expect(errors(completeRegistrationSchema(options), { contact: "abc", terms: "on" })).toEqual({ contact: "wrongPhoneFormat" });
    expect(errors(completeRegistrationSchema({ terms: { isActive: false, defaultValue: false } }), { contact: "p@omad.test" })).toEqual({});
  });
});

describe("social providers of the auth configuration", () => {
  it("are the auth types that are not credentials, each once", () => {
    expect(socialServices(["phone", "email", "google", "Facebook", "google", "bad type!"])).toEqual(["google", "facebook"]);
    expect(socialServices(["phone", "email"])).toEqual([]);
  });
});
