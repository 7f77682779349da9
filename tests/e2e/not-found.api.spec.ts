import { expect, test } from "@playwright/test";
import { resets } from "./route-table";
import { locales, localized, readDocument, t } from "./support";

for (const { locale, prefix } of locales) {
  test(`an unknown ${locale} system page kind is a 404`, async ({ request }) => {
    const response = await request.get(localized(prefix, "/_system/no-such-kind"));
    expect(response.status()).toBe(404);
    expect(readDocument(await response.text()).h1).toEqual([t(locale, "system.notFound.header")]);
  });

  test(`an unknown ${locale} path answers 404 to any method`, async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const response = await request.post(localized(prefix, "/no-such-page/deeper"), { headers: { Origin: origin }, form: { a: "1" } });
    expect(response.status()).toBe(404);
  });
}

for (const { from, to } of resets) {
  test(`${from} is redirected to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([301, 302, 307, 308]).toContain(response.status());
    expect(response.headers()["location"]).toBe(to);
  });
}
