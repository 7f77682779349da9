import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { framedBy, serializeSiteCookie, siteCookie, withSecure } from "./cookies.server";

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

  it("framed (docs/decisions/017): every line SameSite=None; Secure; Partitioned, its own SameSite dropped, the rest kept", () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_.%-]{1,20}$/);
    const attribute = fc.constantFrom("Path=/", "HttpOnly", "SameSite=Lax", "samesite=strict", "SameSite=None", "Max-Age=60", "Partitioned", "Secure");
    fc.assert(
      fc.property(token, token, fc.array(attribute, { maxLength: 6 }), (name, value, list) => {
        const line = [`${name}=${value}`, ...list].join("; ");
        const framed = withSecure(line, true);
        const names = attributes(framed);
        expect(framed.split(";")[0]).toBe(`${name}=${value}`);
        expect(framed.match(/;\s*samesite=[^;]*/gi)?.map((attribute) => attribute.replace(/\s+/g, " ").toLowerCase())).toEqual(["; samesite=none"]);
        expect(withSecure(framed, true)).toBe(framed);
        expect(names.filter((a) => a === "secure").length).toBeGreaterThanOrEqual(1);
        expect(names.filter((a) => a === "partitioned").length).toBeGreaterThanOrEqual(1);
        expect(names.filter((a) => !["secure", "samesite", "partitioned"].includes(a))).toEqual(attributes(line).filter((a) => !["secure", "samesite", "partitioned"].includes(a)));
      }),
    );
    expect(withSecure("sid=1; Path=/; HttpOnly; SameSite=Lax", true)).toBe("sid=1; Path=/; HttpOnly; SameSite=None; Partitioned; Secure");
  });

  it("tells a framed request by its destination, or by the embedded cookie its framed document left", () => {
    expect(framedBy("iframe", null)).toBe(true);
    expect(framedBy("document", "embedded=1")).toBe(false);
    expect(framedBy("empty", "a=b; embedded=1")).toBe(true);
    expect(framedBy("empty", "notembedded=1")).toBe(false);
    expect(framedBy(undefined, undefined)).toBe(false);
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
