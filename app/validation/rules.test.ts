import fc from "fast-check";
import { describe, expect, it } from "vitest";
import ruCommon from "~/i18n/locales/ru/common.json";
import uzCommon from "~/i18n/locales/uz/common.json";
import { defaultMessages, message, messageKeys, parseMessage, toI18nextPlaceholders } from "./messages";
import {
  addressSchema,
  cardHolderSchema,
  checkboxSchema,
  confirmationCodeSchema,
  customSchema,
  dateSchema,
  emailSchema,
  fakenameSchema,
  generalSchema,
  isExternalIcon,
  isUrl,
  nameSchema,
  passwordOffenders,
  passwordSchema,
  passwordsMatch,
  phoneForLogin,
  phoneSchema,
  postcodeSchema,
  promoCodeErrorKey,
  promoCodeSchema,
  robotsMeta,
  sexSchema,
  sumSchema,
  textSchema,
} from "./rules";
import { z } from "zod";

/** The first error message of a parse, as its key (and values). */
function errorOf(schema: z.ZodTypeAny, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return parseMessage(result.error.issues[0]!.message);
}

const NAME_FORBIDDEN_CHARS = [..."@_\"'!?#$%^&*(){}[]|/\\<>~§+:;`"];

describe("messages", () => {
  it("keeps the spec's default wording", () => {
    expect(defaultMessages.required).toBe("Field is required");
    expect(defaultMessages.minLength).toBe("Min length is $$min$$");
    expect(defaultMessages.date).toBe("Wrong date");
    expect(toI18nextPlaceholders(defaultMessages.maxLength)).toBe("Max length is {{max}}");
  });

  it("has every key translated in Uzbek and Russian", () => {
    const keys = [...Object.keys(defaultMessages), ...messageKeys, "wrongCode", "wrongUrl"];
    for (const key of keys) {
      expect(uzCommon.validation, key).toHaveProperty(key);
      expect(ruCommon.validation, key).toHaveProperty(key);
      expect((uzCommon.validation as Record<string, string>)[key]).not.toBe((ruCommon.validation as Record<string, string>)[key]);
    }
  });

  it("round-trips values through the message string", () => {
    expect(parseMessage(message("sumError", { min: "1,000", max: "5|0" }))).toEqual({ key: "sumError", values: { min: "1,000", max: "5|0" } });
    expect(parseMessage("required")).toEqual({ key: "required", values: {} });
  });
});

describe("sum", () => {
  const sum = sumSchema({ min: 1000, max: 5_000_000, currency: "UZS" });
  it("accepts whole numbers within the bounds", () => {
    expect(sum.parse("1000")).toBe(1000);
    expect(sum.parse("5000000")).toBe(5_000_000);
  });
  it("rejects leading zeros, fractions, signs and words as wrongField", () => {
    for (const value of ["0100", "10.5", "-100", "+100", "1e4", "abc", "1 000"]) expect(errorOf(sum, value)?.key).toBe("wrongField");
  });
  it("says the formatted bounds when outside them", () => {
    expect(errorOf(sum, "999")).toEqual({ key: "sumError", values: { min: "1,000 so‘m", max: "5,000,000 so‘m" } });
    expect(errorOf(sum, "5000001")?.key).toBe("sumError");
  });
  it("requires a value", () => {
    expect(errorOf(sum, undefined)?.key).toBe("requiredField");
    expect(errorOf(sum, "  ")?.key).toBe("requiredField");
  });
  it("accepts any whole number in range (property)", () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 5_000_000 }), (n) => sum.parse(String(n)) === n));
  });
});

describe("name and address", () => {
  it("accepts Latin and Cyrillic names with spaces, hyphens and dots", () => {
    expect(nameSchema().parse("Анна-Мария")).toBe("Анна-Мария");
    expect(nameSchema().parse("O‘tkir Jr.")).toBe("O‘tkir Jr.");
  });
  it("rejects digits and each forbidden character in a name (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }).filter((s) => /\p{L}/u.test(s)), fc.constantFrom(...NAME_FORBIDDEN_CHARS, "1", "9"), (base, bad) => {
        return errorOf(nameSchema(), `${base}${bad}`)?.key === "name";
      }),
    );
  });
  it("gives required for an empty name", () => {
    expect(errorOf(nameSchema(), "")?.key).toBe("required");
  });
  it("allows digits, | and / in an address but not the other symbols", () => {
    expect(addressSchema().parse("Amir Temur 12/3 | 4")).toBe("Amir Temur 12/3 | 4");
    for (const bad of ["@", "_", "!", "#", "<", "~", ";"]) expect(errorOf(addressSchema(), `Street 1${bad}`)?.key).toBe("address");
  });
});

describe("date", () => {
  const schema = dateSchema({ min: new Date(1900, 0, 1), max: new Date(2008, 0, 1) });
  it("reads dd.MM.yyyy", () => {
    expect(schema.parse("05.03.1990")).toEqual(new Date(1990, 2, 5));
  });
  it("rejects two-digit years, impossible days, letters and out-of-range dates", () => {
    for (const value of ["05.03.90", "31.02.1990", "5 March 1990", "01.01.1899", "02.01.2008", "ab.cd.efgh"]) {
      expect(errorOf(schema, value)?.key, value).toBe("date");
    }
  });
});

describe("sex, text, postcode", () => {
  it("requires sex", () => {
    expect(errorOf(sexSchema(), undefined)?.key).toBe("required");
    expect(sexSchema().parse("1")).toBe("1");
  });
  it("requires text unless optional", () => {
    expect(errorOf(textSchema(), "")?.key).toBe("required");
    expect(textSchema({ optional: true }).parse(undefined)).toBeUndefined();
  });
  it("takes up to 8 digits by default, or the configured pattern", () => {
    expect(postcodeSchema().parse("100000")).toBe("100000");
    expect(errorOf(postcodeSchema(), "123456789")?.key).toBe("wrongField");
    expect(errorOf(postcodeSchema(), "12a")?.key).toBe("wrongField");
    expect(postcodeSchema({ postcode: { pattern: "^[A-Z]{2}\\d{3}$" } }).parse("AB123")).toBe("AB123");
  });
});

describe("phone", () => {
  it("requires a phone", () => {
    expect(errorOf(phoneSchema(), "")?.key).toBe("insertPhoneNumber");
  });
  it("accepts international numbers with separators and normalises them", () => {
    expect(phoneSchema().parse("+998 (90) 123-45-67")).toBe("+998901234567");
  });
  it("rejects letters and too short numbers", () => {
    expect(errorOf(phoneSchema(), "+99890abc")?.key).toBe("wrongPhoneFormat");
    expect(errorOf(phoneSchema(), "12345")?.key).toBe("wrongPhoneFormat");
  });
  it("drops the leading plus before login", () => {
    expect(phoneForLogin("+998901234567")).toBe("998901234567");
    expect(phoneForLogin("998901234567")).toBe("998901234567");
  });
});

describe("email", () => {
  it("accepts local@domain with one or two dot segments", () => {
    expect(emailSchema().parse("player@mail.uz")).toBe("player@mail.uz");
    expect(emailSchema().parse("a.b@mail.co.uz")).toBe("a.b@mail.co.uz");
  });
  it("rejects spaces, missing parts and three dot segments", () => {
    for (const value of ["pla yer@mail.uz", "player@mail", "@mail.uz", "player@a.b.c.d", "player"]) {
      expect(errorOf(emailSchema(), value)?.key, value).toBe("wrongEmailAddress");
    }
    expect(errorOf(emailSchema(), "")?.key).toBe("insertEmailAddress");
  });
});

describe("password", () => {
  it("asks for a password, then 6 to 20 characters", () => {
    expect(errorOf(passwordSchema(), "")?.key).toBe("insertPassword");
    expect(errorOf(passwordSchema(), "abc12")).toEqual({ key: "shortPassword", values: { min: 6 } });
    expect(errorOf(passwordSchema(), "a".repeat(21))).toEqual({ key: "maxLength", values: { max: 20 } });
    expect(passwordSchema().parse("Secret!1")).toBe("Secret!1");
  });
  it("lists the characters that are not allowed", () => {
    expect(errorOf(passwordSchema(), "пароль12")).toEqual({ key: "notWalidPassword", values: { symbols: "п а р о л ь" } });
    expect(passwordOffenders("ab c d")).toEqual([" "]);
  });
  it("accepts any printable ASCII password of valid length (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x21-\x7e]{6,20}$/), (value) => passwordSchema().safeParse(value).success),
    );
  });
  it("honours the remote validator's bounds", () => {
    expect(errorOf(passwordSchema({ password: { min: 8 } }), "abc1234")).toEqual({ key: "shortPassword", values: { min: 8 } });
  });
  it("requires the repeat to be equal", () => {
    const form = z.object({ password: z.string(), passwordRepeat: z.string().optional() }).superRefine(passwordsMatch);
    const result = form.safeParse({ password: "Secret1", passwordRepeat: "Secret2" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["passwordRepeat"], message: "passwordsNotEqual" });
    expect(form.safeParse({ password: "Secret1", passwordRepeat: "Secret1" }).success).toBe(true);
  });
});

describe("codes", () => {
  it("takes exactly six digits", () => {
    expect(confirmationCodeSchema().parse("012345")).toBe("012345");
    for (const value of ["12345", "1234567", "12a456"]) expect(errorOf(confirmationCodeSchema(), value)?.key).toBe("wrongCode");
    expect(errorOf(confirmationCodeSchema(), "")?.key).toBe("required");
  });
});

describe("card holder, fakename, promo code, checkbox, custom, general, url", () => {
  it("allows letters, spaces and . ' - in a card holder", () => {
    expect(cardHolderSchema().parse("JOHN O'NEIL-SMITH JR.")).toBe("JOHN O'NEIL-SMITH JR.");
    expect(errorOf(cardHolderSchema(), "JOHN 3")?.key).toBe("name");
  });
  it("wants 4+ characters without special symbols in a fake name", () => {
    expect(errorOf(fakenameSchema(), "abc")).toEqual({ key: "minCountSymbolsFakename", values: { min: 4 } });
    for (const bad of [",", "_", " ", "'", '"', "-", "!", "?", "#", "$"]) {
      expect(errorOf(fakenameSchema(), `Lucky${bad}7`)?.key, bad).toBe("specialSymbolsFakename");
    }
    expect(fakenameSchema().parse("Lucky7")).toBe("Lucky7");
  });
  it("never rejects a promo code on the client and maps the platform's code", () => {
    fc.assert(fc.property(fc.string(), (value) => promoCodeSchema().safeParse(value).success));
    expect(promoCodeErrorKey({ promo_code: ["expired", "x"] }, ["EXPIRED", "USED"])).toBe("EXPIRED");
    expect(promoCodeErrorKey({ promo_code: ["whatever"] }, ["EXPIRED"])).toBe("INVALID");
    expect(promoCodeErrorKey(null, ["EXPIRED"])).toBe("INVALID");
    // The default list: the codes the deposit form has texts for.
    expect(["already_used", "NOT_FOUND", "Expired", "LIMIT", ""].map((code) => promoCodeErrorKey({ promo_code: [code] }))).toEqual(["ALREADY_USED", "NOT_FOUND", "EXPIRED", "INVALID", "INVALID"]);
  });
  it("wants a ticked checkbox", () => {
    expect(checkboxSchema().parse("on")).toBe(true);
    expect(errorOf(checkboxSchema(), undefined)?.key).toBe("uncheckedCheckbox");
  });
  it("uses the configured custom pattern, else non-empty", () => {
    expect(customSchema("^\\d{3}$").parse("123")).toBe("123");
    expect(errorOf(customSchema("^\\d{3}$"), "12")?.key).toBe("wrongField");
    expect(customSchema().parse("x")).toBe("x");
    expect(errorOf(customSchema(), "")?.key).toBe("required");
  });
  it("allows Latin, Cyrillic and Latvian letters and punctuation, no spaces, in the general pattern", () => {
    expect(generalSchema().parse("Ābols-Яблоко_1.")).toBe("Ābols-Яблоко_1.");
    expect(errorOf(generalSchema(), "two words")?.key).toBe("wrongField");
  });
  it("accepts only http and https URLs", () => {
    expect(isUrl("https://x.uz")).toBe(true);
    expect(isUrl("http://x.uz")).toBe(true);
    expect(isUrl("ftp://x.uz")).toBe(false);
    expect(isUrl("javascript:alert(1)")).toBe(false);
  });
  it("treats an icon as external only when it is a URL containing svg", () => {
    expect(isExternalIcon("https://cdn.example/icons/star.svg")).toBe(true);
    expect(isExternalIcon("https://cdn.example/icons/star.png")).toBe(false);
    expect(isExternalIcon("/icons/star.svg")).toBe(false);
  });
  it("gives noindex, follow to paths the robots file disallows", () => {
    const robots = "User-agent: *\nDisallow: /cashier\nDisallow: /*.json$\n";
    expect(robotsMeta(robots, "/cashier/deposit")).toBe("noindex, follow");
    expect(robotsMeta(robots, "/data.json")).toBe("noindex, follow");
    expect(robotsMeta(robots, "/gamehall")).toBeNull();
  });
});
