import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineTranslationsScript } from "./inline";
import { TranslatorProvider } from "./react";
import { createTranslator } from "./translator";

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
});
