import { type APIRequestContext, expect, test } from "@playwright/test";
import { guestPaths } from "./page-sweep";
import { locales, localized } from "./support";

// Issue 38 item 2 (docs/decisions/066): every address of this site that its pages name for search engines and the
// installed app answers 200 itself (no redirect), in both locales: canonical, hreflang alternates, sitemap <loc>s,
// JSON-LD url/logo/image, icons, the manifest's icons and start_url.

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? null;

/** The addresses a page's head names: canonical, alternates, icons, manifest, and the JSON-LD url, logo and image. */
function namedIn(html: string, pageUrl: string): { addresses: string[]; manifest: string | null } {
  const head = html.slice(0, html.indexOf("</head>"));
  const addresses: string[] = [];
  let manifest: string | null = null;
  for (const [tag] of head.matchAll(/<link\s[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase() ?? "";
    const href = attribute(tag, "href");
    if (!href) continue;
    if (["canonical", "alternate", "icon", "apple-touch-icon", "shortcut icon"].includes(rel)) addresses.push(new URL(href, pageUrl).href);
    if (rel === "manifest") manifest = new URL(href, pageUrl).href;
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    for (const [key, inner] of Object.entries(value)) {
      if (["url", "logo", "image", "mainEntityOfPage"].includes(key) && typeof inner === "string") addresses.push(new URL(inner, pageUrl).href);
      else visit(inner);
    }
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) visit(JSON.parse(json!));
  return { addresses, manifest };
}

async function expectAnswered(request: APIRequestContext, origin: string, addresses: Map<string, string>) {
  const own = [...addresses].filter(([address]) => new URL(address).origin === origin);
  const failed: string[] = [];
  for (let i = 0; i < own.length; i += 8) {
    await Promise.all(
      own.slice(i, i + 8).map(async ([address, namedBy]) => {
        const status = (await request.get(address, { maxRedirects: 0 })).status();
        if (status !== 200) failed.push(`${status} ${address} (named by ${namedBy})`);
      }),
    );
  }
  expect(failed).toEqual([]);
  return own.length;
}

test("every address the pages, the sitemap and the manifests name answers 200, in both locales", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const addresses = new Map<string, string>();
  const name = (address: string, by: string) => (addresses.has(address) ? undefined : addresses.set(address, by));
  const manifests = new Set<string>();
  const pages = locales.flatMap(({ prefix }) => guestPaths.map((path) => localized(prefix, path)));
  for (let i = 0; i < pages.length; i += 6) {
    await Promise.all(
      pages.slice(i, i + 6).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        const { addresses: named, manifest } = namedIn(await response.text(), `${origin}${path}`);
        for (const address of named) name(address, path);
        if (manifest) manifests.add(manifest);
      }),
    );
  }
  // Both locales' manifests (uz and ru), each with its icons and start_url.
  expect([...manifests].map((manifest) => new URL(manifest).pathname).sort()).toEqual(["/manifest.webmanifest", "/ru/manifest.webmanifest"]);
  for (const manifest of manifests) {
    const body = (await (await request.get(manifest)).json()) as { start_url: string; icons: { src: string }[] };
    name(new URL(body.start_url, manifest).href, manifest);
    for (const icon of body.icons) name(new URL(icon.src, manifest).href, manifest);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  for (const loc of locs) name(loc, "/sitemap.xml");
  for (const [, href] of sitemap.matchAll(/<xhtml:link[^>]*href="([^"]+)"/g)) name(href!.replace(/&amp;/g, "&"), "/sitemap.xml");

  // What the site names of itself: game canonicals, both locales, the brand logo and the favicon among them.
  const paths = [...addresses.keys()].map((address) => new URL(address).pathname);
  for (const expected of ["/platform/game/", "/ru/platform/game/"]) expect(paths.some((path) => path.startsWith(expected)), expected).toBe(true);
  expect(locs.some((loc) => new URL(loc).pathname.startsWith("/platform/game/"))).toBe(true);
  expect(locs.some((loc) => /^\/(ru\/)?game\//.test(new URL(loc).pathname))).toBe(false);
  expect(paths).toEqual(expect.arrayContaining(["/brand/logo.svg", "/icons/apple-touch-icon.png", "/icons/icon-192.png", "/ru"]));
  const checked = await expectAnswered(request, origin, addresses);
  expect(checked).toBeGreaterThan(100);
});

test("/favicon.ico answers an icon; a game's canonical address is the game page, canonical to itself", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  for (const { prefix } of locales) {
    const canonical = localized(prefix, "/platform/game/sandbox-golden-samarkand");
    const [atCanonical, atRoute] = await Promise.all([request.get(canonical, { maxRedirects: 0 }), request.get(localized(prefix, "/game/sandbox-golden-samarkand"))]);
    expect(atCanonical.status(), canonical).toBe(200);
    const [own, route] = [await atCanonical.text(), await atRoute.text()];
    expect(/<link rel="canonical" href="([^"]*)"/.exec(own)?.[1]).toBe(`${origin}${canonical}`);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(route)?.[1]).toBe(`${origin}${canonical}`);
    const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(heading(own)).toBe(heading(route));
    expect(heading(own)).toContain("Golden Samarkand");
  }
});
