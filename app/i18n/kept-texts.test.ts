import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentI18n, getT, keptTextKey } from "./i18next.server";

/** A render's `t` as react-i18next makes it: the instance's fixed `t`, which calls the instance's (kept) `t`. */
async function renderT(url: string) {
  const { instance, used } = await documentI18n(new Request(url));
  return { t: instance.getFixedT(null, "common") as unknown as (key: string, options?: object) => unknown, used };
}

const primitive = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(undefined));
const options = fc.dictionary(fc.constantFrom("name", "count", "amount", "context", "defaultValue", "points"), primitive, { maxKeys: 4 });

describe("texts kept between renders (issue 27)", () => {
  it("give every render what i18next gives, in each language, on the first call and on a kept one", async () => {
    const keys = ["games.favourite.add", "games.favourite.remove", "freeSpins.badge", "tournaments.yourPointsOnly", "loyalty.notification.points", "nav.home", "auth.signIn", "no.such.key"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), options, fc.constantFrom("http://localhost/", "http://localhost/ru/gamehall"), async (key, given, url) => {
        const direct = await getT(new Request(url));
        const expected = direct(key, { ...given });
        const first = await renderT(url);
        const second = await renderT(url);
        expect(first.t(key, { ...given })).toBe(expected);
        expect(second.t(key, { ...given })).toBe(expected);
        // A kept text still counts as looked up: the document inlines its section.
        expect(second.used.has(key.split(".")[0]!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never let two different calls share an entry, whatever their values spell", () => {
    const entries = (given: Record<string, unknown>) => Object.entries(given);
    fc.assert(
      fc.property(fc.constantFrom("uz", "ru"), fc.constantFrom("uz", "ru"), fc.string(), fc.string(), options, options, (lngA, lngB, keyA, keyB, a, b) => {
        const first = keptTextKey("uz", keyA, { lng: lngA, ...a });
        const second = keptTextKey("uz", keyB, { lng: lngB, ...b });
        if (first === null || second === null || first !== second) return;
        // The same entry: the same language, key and values (0 and -0 read the same).
        expect(lngA).toBe(lngB);
        expect(keyA).toBe(keyB);
        const [ea, eb] = [entries(a), entries(b)];
        expect(ea.length).toBe(eb.length);
        ea.forEach(([name, value], i) => {
          expect(name).toBe(eb[i]![0]);
          expect(typeof value).toBe(typeof eb[i]![1]);
          expect(value === eb[i]![1] || (Number.isNaN(value) && Number.isNaN(eb[i]![1]))).toBe(true);
        });
      }),
      { numRuns: 2000 },
    );
    // A value written to look like another call's key does not reach it.
    const plain = keptTextKey("uz", "games.favourite.add", { lng: "uz", name: "A", count: 1 });
    const forged = keptTextKey("uz", "games.favourite.add", { lng: "uz", name: 'A","count","number",1' });
    expect(plain).not.toBeNull();
    expect(forged).not.toBe(plain);
    expect(keptTextKey("uz", "a.b", { name: 1 })).not.toBe(keptTextKey("uz", "a.b", { name: "1" }));
    expect(keptTextKey("uz", "a.b", { name: true })).not.toBe(keptTextKey("uz", "a.b", { name: "true" }));
  });

  it("translate every time a call with an object, a long value or a prefix", () => {
    expect(keptTextKey("uz", "a.b", { replace: { name: "x" } })).toBeNull();
    expect(keptTextKey("uz", "a.b", { postProcess: ["x"] })).toBeNull();
    expect(keptTextKey("uz", "a.b", { name: "x".repeat(500) })).toBeNull();
    expect(keptTextKey("uz", "a.b", { keyPrefix: "games" })).toBeNull();
    expect(keptTextKey("uz", "a.b", { lngs: ["ru"] })).toBeNull();
    expect(keptTextKey("uz", ["a.b", "c"], {})).toBeNull();
    // What react-i18next's fixed `t` adds (no language, no prefix) is kept, in the render's language.
    expect(keptTextKey("ru", "nav.home", { lng: undefined, lngs: null, ns: "common", keyPrefix: undefined })).toBe(keptTextKey("uz", "nav.home", { lng: "ru", ns: "common" }));
  });

  it("show the same text a page showed before the texts were kept, long values included", async () => {
    const { t } = await renderT("http://localhost/ru/");
    const long = "Г".repeat(600);
    expect(t("games.favourite.add", { name: long })).toBe((await getT(new Request("http://localhost/ru/")))("games.favourite.add", { name: long }));
    expect(t("games.favourite.add", { name: "Golden Samarkand" })).toBe("Добавить «Golden Samarkand» в избранное");
    expect(t("games.favourite.add", { name: "Golden Samarkand" })).toBe("Добавить «Golden Samarkand» в избранное");
  });
});
