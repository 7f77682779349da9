import { expect, test } from "@playwright/test";
import { contentSlugs, pages, paramIn } from "./route-table";
import { isGuarded, locales, localized, readDocument, signIn, t } from "./support";

/**
 * The status sweep: every path of spec §2 in both locales, read over HTTP (no browser, so it stays fast).
 * Real page visits for a representative subset are in routes.spec.ts.
 */
for (const { locale, prefix } of locales) {
  test.describe(`routes in ${locale}`, () => {
    for (const route of pages) {
      const url = localized(prefix, route.path);

      if (isGuarded(route.path)) {
        test(`${url} sends a guest home with redirectUrl`, async ({ request }) => {
          const response = await request.get(url, { maxRedirects: 0 });
          expect(response.status()).toBe(302);
          expect(response.headers()["location"]).toBe(`${localized(prefix, "/")}?redirectUrl=${encodeURIComponent(url)}`);
        });
      }

      if ("redirect" in route) {
        test(`${url} redirects to ${localized(prefix, route.redirect)}`, async ({ request }) => {
          if (isGuarded(route.path)) await signIn(request);
          const response = await request.get(url, { maxRedirects: 0 });
          expect(response.status()).toBe(route.status);
          expect(response.headers()["location"]).toBe(localized(prefix, route.redirect));

          const landed = await request.get(url);
          expect(landed.status()).toBe(200);
          expect(new URL(landed.url()).pathname + new URL(landed.url()).search).toBe(localized(prefix, route.redirect));
          expect(readDocument(await landed.text()).lang).toBe(locale);
        });
        continue;
      }

      test(`${url} answers 200 in the ${route.layout} layout`, async ({ request }) => {
        if (isGuarded(route.path)) await signIn(request);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/html");
        const html = await response.text();
        const facts = readDocument(html);
        const heading = t(locale, route.heading);
        expect(facts.lang).toBe(locale);
        expect(facts.layouts).toEqual([route.layout]);
        const param = paramIn(route.param, locale);
        expect(facts.h1).toEqual([param ? `${heading} · ${param}` : heading]);
        expect(facts.title).toContain(heading);
      });
    }

    for (const slug of contentSlugs) {
      const url = localized(prefix, `/${slug}`);
      test(`${url} shows its content page`, async ({ request }) => {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const facts = readDocument(await response.text());
        expect(facts.lang).toBe(locale);
        expect(facts.layouts).toEqual(["default"]);
        expect(facts.h1).toHaveLength(1);
        expect(facts.h1[0]).not.toBe("");
        expect(facts.title?.startsWith(`${facts.h1[0]} — `)).toBe(true);
        expect(facts.h1[0]).not.toBe(t(locale, "system.notFound.header"));
      });
    }
  });
}

test("a content page has a different heading in each language", async ({ request }) => {
  const [uz, ru] = await Promise.all(["/about", "/ru/about"].map(async (url) => readDocument(await (await request.get(url)).text())));
  expect(uz?.h1[0]).toBeTruthy();
  expect(ru?.h1[0]).toBeTruthy();
  expect(uz?.h1[0]).not.toBe(ru?.h1[0]);
  expect(ru?.h1[0]).toMatch(/[а-яё]/i);
});
