import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ALWAYS_INLINED, InlineTranslationsScript } from "./inline";
import { TranslatorProvider, useTranslation } from "./react";
import { createTranslator, partialTranslator, recordingTranslator } from "./translator";

describe("the translations inlined in the document", () => {
  it("carry the page's language only, as JSON the closing tag of a text cannot end", () => {
    const hostile = { title: "</script><script>alert(1)</script>", plain: "Kirish" };
    const html = renderToString(
      <TranslatorProvider translator={createTranslator("ru", hostile)}>
        <InlineTranslationsScript />
      </TranslatorProvider>,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const text = html.replace(/^<script id="i18n-resources" type="application\/json">/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(text)).toEqual({ lng: "ru", resources: { common: hostile } });
  });

  it("carry only the sections the page looked up before them, and those always carried, marked partial", () => {
    const bundle = { auth: { signIn: "Kirish" }, profile: { title: "Profil" }, validation: { required: "Majburiy" }, close: "Yopish", games: { all: "Hammasi" } };
    function Page() {
      const { t } = useTranslation();
      return <p>{t("auth.signIn")}</p>;
    }
    const html = renderToString(
      <TranslatorProvider translator={recordingTranslator(createTranslator("uz", bundle))}>
        <Page />
        <InlineTranslationsScript />
      </TranslatorProvider>,
    );
    const text = /<script id="i18n-resources" type="application\/json">(.*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(text)).toEqual({ lng: "uz", resources: { common: { auth: bundle.auth, validation: bundle.validation, close: "Yopish" } }, partial: true });
    expect(ALWAYS_INLINED).toContain("validation");
  });
});

describe("the browser's translator over a partial document", () => {
  const full = { auth: { signIn: "Вход" }, profile: { title: "Профиль", hello: "Привет, {{name}}" } };

  it("reads what the document carried, leaves the rest empty (never a raw key), and completes with the file", () => {
    const translator = partialTranslator("ru", { auth: full.auth });
    expect(translator.t("auth.signIn")).toBe("Вход");
    expect(translator.t("auth.unknown")).toBe("auth.unknown");
    expect(translator.t("profile.title")).toBe("");
    expect(translator.complete(full)).toBe(true);
    expect(translator.t("profile.hello", { name: "Ali" })).toBe("Привет, Ali");
    expect(translator.bundle).toBe(full);
  });

  it("asks for no render again when nothing was missing", () => {
    const translator = partialTranslator("ru", { auth: full.auth });
    expect(translator.t("auth.signIn")).toBe("Вход");
    expect(translator.complete(full)).toBe(false);
  });
});
