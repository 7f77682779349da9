import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeCookieMaxAge, localeFromPath, localeOf, localeResetTarget, localizePath, stripLocale } from "./config";

describe("localeFromPath: the locale comes only from the URL mount", () => {
  it.each([
    ["/", "uz"],
    ["", "uz"],
    ["/gamehall", "uz"],
    ["/ru", "ru"],
    ["/ru/", "ru"],
    ["/ru/gamehall", "ru"],
    ["/ru/cashier/deposit/uzcard", "ru"],
    // The default locale has no mount of its own; look-alikes are not mounts.
    ["/uz/gamehall", "uz"],
    ["/rules", "uz"],
    ["/russia/x", "uz"],
    ["/RU/gamehall", "uz"],
    ["/en/gamehall", "uz"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it("a request's locale is its path's, whatever its query or host says", () => {
    expect(localeOf(new Request("http://ru.example/ru/gamehall?lang=uz"))).toBe("ru");
    expect(localeOf(new Request("http://ru.example/gamehall?locale=ru"))).toBe("uz");
  });
});

describe("stripLocale", () => {
  it.each([
    ["/ru", "/"],
    ["/ru/", "/"],
    ["/ru/gamehall", "/gamehall"],
    ["/ru/profile/bets/history", "/profile/bets/history"],
    ["/gamehall", "/gamehall"],
    ["/", "/"],
    ["", "/"],
    ["/rules", "/rules"],
    // `/uz` is not a mount: nothing to strip (the locale reset handles it).
    ["/uz/gamehall", "/uz/gamehall"],
  ])("%s → %s", (path, bare) => {
    expect(stripLocale(path)).toBe(bare);
  });
});

describe("localizePath: the default locale has no prefix, Russian has /ru", () => {
  it.each([
    ["/gamehall", "ru", "/ru/gamehall"],
    ["/", "ru", "/ru"],
    ["/gamehall", "uz", "/gamehall"],
    ["/ru/gamehall", "uz", "/gamehall"],
    ["/ru", "uz", "/"],
    ["/ru/gamehall", "ru", "/ru/gamehall"],
    ["/ru", "ru", "/ru"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it("round-trips any site path through both locales", () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/).filter((s) => s !== "ru");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const path = `/${segments.join("/")}`;
        const russian = localizePath(path, "ru");
        expect(localeFromPath(russian)).toBe("ru");
        expect(localizePath(russian, "uz")).toBe(path);
        expect(localizePath(localizePath(path, "uz"), "ru")).toBe(russian);
        expect(stripLocale(russian)).toBe(path);
      }),
    );
  });
});

describe("localeResetTarget (spec §2: on an unmatched route the locale in the URL is reset)", () => {
  it.each([
    ["/uz", "/"],
    ["/uz/gamehall", "/gamehall"],
    ["/uz/cashier/deposit", "/cashier/deposit"],
    ["/en/x", "/x"],
    ["/EN/x", "/x"],
    ["/en-us/x", "/x"],
    ["/ru/ru", "/ru"],
    ["/ru/ru/x", "/ru/x"],
    ["/ru/uz/x", "/x"],
    ["/ru/en/x", "/x"],
    ["/RU/x", "/ru/x"],
  ])("%s → %s", (path, target) => {
    expect(localeResetTarget(path)).toBe(target);
  });

  it.each(["/", "", "/ru", "/ru/", "/gamehall", "/ru/gamehall", "/cashier/deposit", "/abc/x", "/ru/abc", "/about", "/123/x", "/tv", "/qa/x", "/ru/tv/x"])(
    "%s is a normal path: null",
    (path) => {
      expect(localeResetTarget(path)).toBeNull();
    },
  );
});

describe("locale cookies (spec §9)", () => {
  it("last 365 days", () => {
    expect(localeCookieMaxAge).toBe(365 * 24 * 60 * 60);
  });
});
