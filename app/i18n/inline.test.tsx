import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { partialLanguage } from "./client";
import { documentI18n, getT } from "./i18next.server";
import { ALWAYS_INLINED, InlineTranslationsScript, UsedSections } from "./inline";
import { resources } from "./resources.server";

const scriptText = (html: string) => /<script id="i18n-resources" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? "";

describe("the translations inlined in the document", () => {
  it("carry the page's language only, as JSON the closing tag of a text cannot end", async () => {
    const hostile = { title: "</script><script>alert(1)</script>", plain: "Kirish" };
    const i18n = createInstance();
    await i18n.init({ lng: "ru", resources: { ru: { common: hostile }, uz: { common: { plain: "x" } } }, defaultNS: "common" });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <InlineTranslationsScript />
      </I18nextProvider>,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const text = html.replace(/^<script id="i18n-resources" type="application\/json">/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(text)).toEqual({ lng: "ru", resources: { common: hostile } });
  });

  it("carry only the sections the page looked up before them, and those always carried, marked partial", async () => {
    const { instance, used } = await documentI18n(new Request("http://localhost/ru/profile"));
    function Page() {
      const { t } = useTranslation();
      return <p>{t("auth.signIn")}</p>;
    }
    const html = renderToString(
      <I18nextProvider i18n={instance}>
        <UsedSections.Provider value={used}>
          <Page />
          <InlineTranslationsScript />
        </UsedSections.Provider>
      </I18nextProvider>,
    );
    const ru = resources.ru.common as Record<string, unknown>;
    expect(html).toContain(`<p>${(ru.auth as Record<string, string>).signIn}</p>`);
    const expected = Object.fromEntries([...new Set([...ALWAYS_INLINED, "auth"])].filter((name) => name in ru).sort().map((name) => [name, ru[name]]));
    expect(JSON.parse(scriptText(html))).toEqual({ lng: "ru", resources: { common: expected }, partial: true });
    expect(Object.keys(expected)).toContain("validation");
  });
});

describe("the language of a request (remix-i18next, from the URL only)", () => {
  it("is Russian under /ru and Uzbek elsewhere, whatever the browser or the query asks for", async () => {
    const request = (url: string) => new Request(url, { headers: { "Accept-Language": "ru", Cookie: "i18n_locale=ru" } });
    const ru = await documentI18n(request("http://localhost/ru/gamehall"));
    const uz = await documentI18n(request("http://localhost/gamehall?lng=ru"));
    expect(ru.instance.language).toBe("ru");
    expect(uz.instance.language).toBe("uz");
    // Two requests, two instances over one store: one's language never leaks into the other's texts.
    expect(ru.instance.t("freeSpins.badge", { count: 2 })).toBe("2 фриспина");
    expect(uz.instance.t("freeSpins.badge", { count: 2 })).not.toBe("2 фриспина");
    const t = await getT(request("http://localhost/ru/cashier/deposit"));
    expect(t("freeSpins.badge", { count: 5 })).toBe("5 фриспинов");
  });
});

describe("Russian plurals through i18next (Intl plural rules), from the real file", () => {
  it("says 1 балл, 2 балла, 5 баллов, 21 балл, 11 баллов, 1,5 балла", async () => {
    const t = await getT(new Request("http://localhost/ru/"));
    const points = (count: number) => t("loyalty.notification.points", { count });
    expect([1, 2, 4, 5, 11, 21, 22, 25, 101, 1.5].map(points)).toEqual(["балл", "балла", "балла", "баллов", "баллов", "балл", "балла", "баллов", "балл", "балла"]);
    expect(t("freeSpins.badge", { count: 1 })).toBe("1 фриспин");
    expect(t("freeSpins.badge", { count: 3 })).toBe("3 фриспина");
    expect(t("freeSpins.badge", { count: 11 })).toBe("11 фриспинов");
  });

  it("interpolates without escaping (React escapes) and keeps a placeholder it has no value for", async () => {
    const t = await getT(new Request("http://localhost/ru/"));
    expect(t("tournaments.yourPointsOnly", { points: "<b>7</b>" })).toBe("Ваши баллы: <b>7</b>");
    expect(t("tournaments.yourPointsOnly")).toBe("Ваши баллы: {{points}}");
    expect(t("no.such.key")).toBe("no.such.key");
  });
});

describe("a document that carried only its page's sections (browser)", () => {
  const full = { auth: { signIn: "Вход" }, profile: { title: "Профиль", hello: "Привет, {{name}}" } };

  async function start() {
    const marks: string[] = [];
    const partial = partialLanguage("ru", { wait: () => marks.push("wait"), done: () => marks.push("done") });
    const i18n = createInstance();
    await i18n.init({
      lng: "ru",
      resources: { ru: { common: { auth: full.auth } } },
      defaultNS: "common",
      fallbackLng: false,
      interpolation: { escapeValue: false },
      parseMissingKeyHandler: partial.missingKey,
    });
    const added: string[] = [];
    i18n.store.on("added", (lng, ns) => added.push(`${lng}/${ns}`));
    return { partial, i18n, marks, added };
  }

  it("reads a text of a missing section as empty (never the raw key) and renders again once the file is in", async () => {
    const { partial, i18n, marks, added } = await start();
    expect(marks).toEqual(["wait"]);
    expect(i18n.t("auth.signIn")).toBe("Вход");
    expect(i18n.t("profile.title")).toBe("");
    expect(i18n.t("profile.hello", { defaultValue: "Salom, {{name}}", name: "Ali" })).toBe("Salom, Ali");
    partial.complete(i18n, full);
    expect(i18n.t("profile.hello", { name: "Ali" })).toBe("Привет, Ali");
    expect(i18n.t("profile.unknown")).toBe("profile.unknown");
    // The page renders again (the store's event), and only then counts as complete.
    expect(added).toEqual(["ru/common"]);
    expect(marks).toEqual(["wait"]);
    partial.rendered();
    expect(marks).toEqual(["wait", "done"]);
  });

  it("asks for no render again when nothing was missing, and is complete at once", async () => {
    const { partial, i18n, marks, added } = await start();
    expect(i18n.t("auth.signIn")).toBe("Вход");
    partial.complete(i18n, full);
    expect(i18n.t("profile.title")).toBe("Профиль");
    expect(added).toEqual([]);
    expect(marks).toEqual(["wait", "done"]);
  });

  it("counts as complete when the file does not come, the missing texts staying empty", async () => {
    const { partial, i18n, marks } = await start();
    partial.failed();
    expect(i18n.t("profile.title")).toBe("");
    expect(marks).toEqual(["wait", "done"]);
  });
});
