import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { remoteConfig } from "../../mocks/seed/config";
import { parseValidatorConfig, validatesEagerly } from "./config";
import { parseMessage } from "./messages";
import { confirmationCodeSchema, customSchema, emailSchema, fakenameSchema, passwordSchema, phoneSchema, postcodeSchema, twoFactorCodeSchema } from "./rules";

function errorOf(schema: z.ZodTypeAny, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : parseMessage(result.error.issues[0]!.message);
}

describe("validator settings of the remote config (spec §3)", () => {
  it("reads every setting the sandbox's config carries", () => {
    const config = parseValidatorConfig(remoteConfig("uz").validator);
    expect(config).toEqual({
      registrationMode: "submit",
      postcode: { pattern: "^\\d{1,8}$" },
      password: { min: 6, max: 20 },
      confirmationCode: { length: 6 },
    });
    expect(validatesEagerly(config)).toBe(false);
  });

  it("takes registrationMode over eager, eager over the default (validate as the player types)", () => {
    expect(parseValidatorConfig({ registrationMode: "eager", eager: false }).registrationMode).toBe("eager");
    expect(parseValidatorConfig({ eager: true }).registrationMode).toBe("eager");
    expect(validatesEagerly(parseValidatorConfig({}))).toBe(true);
    expect(validatesEagerly(parseValidatorConfig({ registrationMode: "later" }))).toBe(true);
  });

  it("drops malformed values so the spec's defaults apply, never throws", () => {
    for (const raw of [null, "x", 3, [], { password: "long" }, { password: { min: -1, max: "x" } }, { phone: { pattern: "([" } }]) {
      expect(() => parseValidatorConfig(raw)).not.toThrow();
    }
    expect(parseValidatorConfig({ password: { min: 12, max: 8 } })).toEqual({});
    expect(parseValidatorConfig({ phone: { pattern: "([" }, custom: { iban: "[", code: "^[A-Z]{2}$" } })).toEqual({ custom: { code: "^[A-Z]{2}$" } });
    expect(parseValidatorConfig({ password: { min: "8" } })).toEqual({ password: { min: 8 } });
  });

  it("password bounds", () => {
    const schema = passwordSchema(parseValidatorConfig({ password: { min: 8, max: 10 } }));
    expect(errorOf(schema, "abc1234")).toEqual({ key: "shortPassword", values: { min: 8 } });
    expect(errorOf(schema, "abcdefgh123")).toEqual({ key: "maxLength", values: { max: 10 } });
    expect(errorOf(schema, "abcd1234")).toBeNull();
  });

  it("phone pattern", () => {
    const schema = phoneSchema(parseValidatorConfig({ phone: { pattern: "^998\\d{9}$" } }));
    expect(errorOf(schema, "+7 900 123 45 67")?.key).toBe("wrongPhoneFormat");
    expect(errorOf(schema, "998 90 123 45 67")).toBeNull();
  });

  it("e-mail pattern (on top of: no spaces)", () => {
    const schema = emailSchema(parseValidatorConfig({ email: { pattern: "@omad\\.test$" } }));
    expect(errorOf(schema, "player@mail.example")?.key).toBe("wrongEmailAddress");
    expect(errorOf(schema, "player@omad.test")).toBeNull();
    expect(errorOf(emailSchema(), "pla yer@omad.test")?.key).toBe("wrongEmailAddress");
  });

  it("postcode pattern or length", () => {
    expect(errorOf(postcodeSchema(parseValidatorConfig({ postcode: { max: 6 } })), "1234567")?.key).toBe("wrongField");
    expect(errorOf(postcodeSchema(parseValidatorConfig({ postcode: { max: 6 } })), "123456")).toBeNull();
    expect(errorOf(postcodeSchema(parseValidatorConfig({ postcode: { pattern: "^[A-Z]{2}\\d{4}$" } })), "AB1234")).toBeNull();
    expect(errorOf(postcodeSchema(parseValidatorConfig({ postcode: { pattern: "^[A-Z]{2}\\d{4}$" } })), "123456")?.key).toBe("wrongField");
  });

  it("fake name minimum", () => {
    const schema = fakenameSchema(parseValidatorConfig({ fakename: { min: 6 } }));
    expect(errorOf(schema, "Lucky")).toEqual({ key: "minCountSymbolsFakename", values: { min: 6 } });
    expect(errorOf(schema, "Lucky7")).toBeNull();
  });

  it("confirmation and two-factor code lengths", () => {
    const config = parseValidatorConfig({ confirmationCode: { length: 4 }, twoFactorCode: { length: 8 } });
    expect(errorOf(confirmationCodeSchema(config), "123456")).toEqual({ key: "wrongCode", values: { length: 4 } });
    expect(errorOf(confirmationCodeSchema(config), "1234")).toBeNull();
    expect(errorOf(twoFactorCodeSchema(config), "123456")).toEqual({ key: "wrongCode", values: { length: 8 } });
    expect(errorOf(twoFactorCodeSchema(config), "12345678")).toBeNull();
    expect(errorOf(twoFactorCodeSchema(), "123456")).toBeNull();
  });

  it("custom field patterns by name; a pattern given directly wins", () => {
    const config = parseValidatorConfig({ custom: { inn: "^\\d{9}$" } });
    expect(errorOf(customSchema(undefined, config, "inn"), "12345")?.key).toBe("wrongField");
    expect(errorOf(customSchema(undefined, config, "inn"), "123456789")).toBeNull();
    expect(errorOf(customSchema("^x$", config, "inn"), "x")).toBeNull();
    expect(errorOf(customSchema(undefined, config, "other"), "anything")).toBeNull();
  });
});
