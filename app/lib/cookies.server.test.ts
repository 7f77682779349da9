import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serializeSiteCookie, siteCookie, withSecure } from "./cookies.server";

const attributes = (line: string) => line.split(";").slice(1).map((part) => part.trim().split("=")[0]!.toLowerCase());

describe("withSecure", () => {
  it("makes every line Secure, adding the attribute only where it is missing and touching nothing else", () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_.%-]{1,20}$/);
    const attribute = fc.constantFrom("Path=/", "HttpOnly", "SameSite=Lax", "SameSite=None", "Max-Age=60", "Domain=omad.example", "Partitioned", "Secure", "secure", " SECURE ", "Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    fc.assert(
      fc.property(token, fc.string({ maxLength: 40 }).map((value) => value.replace(/[;\s]/g, "")), fc.array(attribute, { maxLength: 6 }), (name, value, list) => {
        const line = [`${name}=${value}`, ...list].join("; ");
        const secured = withSecure(line);
        const had = attributes(line).filter((a) => a === "secure").length;
        expect(attributes(secured).filter((a) => a === "secure")).toHaveLength(Math.max(had, 1));
        if (had) expect(secured).toBe(line);
        expect(secured.split(";")[0]).toBe(`${name}=${value}`);
        expect(attributes(secured).filter((a) => a !== "secure")).toEqual(attributes(line).filter((a) => a !== "secure"));
        expect(withSecure(secured)).toBe(secured);
      }),
    );
  });

  it("is not fooled by 'secure' inside the value", () => {
    expect(withSecure("note=secure; Path=/")).toBe("note=secure; Path=/; Secure");
    expect(withSecure("a=b; Path=/secure")).toBe("a=b; Path=/secure; Secure");
  });
});

describe("site cookies", () => {
  it("are whole-site, HttpOnly and SameSite=Lax unless told otherwise", async () => {
    expect(await siteCookie("flash", { maxAge: 60 }).serialize("x")).toMatch(/^flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(serializeSiteCookie("i18n_locale", "ru", { maxAge: 31_536_000, httpOnly: false })).toBe("i18n_locale=ru; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
