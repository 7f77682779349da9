import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { InlineTranslationsScript } from "./inline";

describe("the translations inlined in the document", () => {
  it("carry the page's language only, as JSON the closing tag of a text cannot end", async () => {
    const i18n = createInstance();
    const hostile = { title: "</script><script>alert(1)</script>", plain: "Kirish" };
    await i18n.init({ lng: "ru", resources: { ru: { common: hostile }, uz: { common: { plain: "Kirish" } } }, defaultNS: "common" });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <InlineTranslationsScript />
      </I18nextProvider>,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const text = html.replace(/^<script id="i18n-resources" type="application\/json">/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(text)).toEqual({ lng: "ru", resources: { common: hostile } });
  });
});
