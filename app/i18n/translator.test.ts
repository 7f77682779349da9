import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "./resources.server";
import { createTranslator, type TranslationBundle } from "./translator";

/** The pages' translator against i18next (what loaders and actions use) over every text of both files. */
function keysOf(tree: TranslationBundle, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

const values = { count: 3, amount: "1 000 UZS", name: "Ali", date: "01.02.2026", min: 5, max: 10, contact: "a@b.uz", title: "T", points: 7 };

describe("the pages' translator", () => {
  for (const language of ["uz", "ru"] as const) {
    it(`reads every ${language} text as i18next does, with and without values`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng: language, resources, defaultNS: "common", fallbackLng: false, interpolation: { escapeValue: false } });
      const bundle = resources[language].common as TranslationBundle;
      const { t } = createTranslator(language, bundle);
      const keys = keysOf(bundle);
      expect(keys.length).toBeGreaterThan(500);
      for (const key of keys) {
        expect(t(key), key).toBe(i18n.t(key));
        expect(t(key, values), key).toBe(i18n.t(key, values));
      }
    });

    it(`picks the ${language} plural form i18next picks, for every plural text and count`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng: language, resources, defaultNS: "common", fallbackLng: false, interpolation: { escapeValue: false } });
      const { t } = createTranslator(language, resources[language].common as TranslationBundle);
      const plurals = [...new Set(keysOf(resources[language].common as TranslationBundle).filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_(one|other)$/, "")))];
      expect(plurals.length).toBeGreaterThan(3);
      for (const key of plurals) {
        for (const count of [0, 1, 2, 4, 5, 11, 21, 22, 25, 101, 1.5]) {
          expect(t(key, { count, points: count }), `${key} ${count}`).toBe(i18n.t(key, { count, points: count }));
        }
      }
    });
  }

  it("reads a missing key (or one that names a group) as the key, else its defaultValue interpolated", () => {
    const { t } = createTranslator("ru", { a: { b: "Привет, {{name}}" }, n_one: "{{count}} балл", n_few: "{{count}} балла", n_many: "{{count}} баллов" });
    expect(t("a.b", { name: "Ali" })).toBe("Привет, Ali");
    expect(t("a.b")).toBe("Привет, {{name}}");
    expect(t("a.c")).toBe("a.c");
    expect(t("a")).toBe("a");
    expect(t("x.y", { defaultValue: "Visa {{n}}", n: 2 })).toBe("Visa 2");
    expect(t("n", { count: 21 })).toBe("21 балл");
    expect(t("n", { count: 3 })).toBe("3 балла");
    expect(t("n", { count: 11 })).toBe("11 баллов");
  });
});
