import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearIconCache } from "~/content/icons.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { remoteConfig } from "../../mocks/seed/config";
import { uploadedIcons } from "../../mocks/seed/pages";
import { siteInProcess } from "./site";

// Issue 18 items 5 and 6 (decision 037): content pages' rich text through the sanitiser, the sprite page's
// external icons, the operator's custom code entries — against the sandbox, and with each source failing.

const site = siteInProcess();
const CONTENT = `${SANDBOX_PLATFORM_URL}/content/api`;

afterEach(() => {
  clearIconCache();
});

async function page(pathname: string, status = 200) {
  const response = await fetch(`${site.url}${pathname}`, { redirect: "manual" });
  expect(response.status, pathname).toBe(status);
  return { html: await response.text(), policy: response.headers.get("content-security-policy") ?? "" };
}

/** The rendered content of a content page: what sits in its `.prose` element. */
function prose(html: string): string {
  const match = /<div class="prose prose--rich">([\s\S]*?)<\/div><\/article>/.exec(html);
  expect(match, "the page's text").not.toBeNull();
  return match![1]!;
}

/** The remote config of the sandbox with these fields replaced, for both locales. */
function config(change: (config: ReturnType<typeof remoteConfig>) => Record<string, unknown>) {
  site.platform.use(
    http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, ({ params }) =>
      HttpResponse.json(change(remoteConfig(params.locale === "ru" ? "ru" : "uz"))),
    ),
  );
}

describe("content pages /{slug} (decision 037)", { timeout: 60_000 }, () => {
  it("render the content service's rich text through the allow list, in uz and ru", async () => {
    for (const [pathname, heading, link] of [
      ["/terms", "Umumiy qoidalar", "/responsible-game"],
      ["/ru/terms", "Общие правила", "/ru/responsible-game"],
    ] as const) {
      const { html } = await page(pathname);
      const text = prose(html);
      // The text's heading 1 is a heading 2 under the page's own title; lists, table, links, picture kept.
      expect(text.startsWith(`<h2>${heading}</h2><p>`)).toBe(true);
      expect(text).toContain("<ul><li>");
      expect(text).toContain("<ol><li>");
      expect(text).toMatch(/<table><caption>[^<]+<\/caption><thead><tr><th scope="col">/);
      expect(text).toContain(`<a href="${link}">`);
      expect(text).toContain('<a href="https://www.gamcare.org.uk/" target="_blank" rel="noopener noreferrer nofollow">GamCare</a>');
      expect(text).toMatch(/<img src="\/sandbox\/media\/promo\/welcome.svg" alt="[^"]+" width="960" height="360" loading="lazy" decoding="async">/);
      // What the content carried that must not reach the browser: anywhere in the document, the data included.
      expect(html).not.toContain("__contentScriptRan");
      expect(text).not.toMatch(/<script|style=|onclick|onload|javascript:/i);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    }
  });

  it("describe themselves with the start of their text", async () => {
    const { html } = await page("/about");
    expect(html).toContain('<meta name="description" content="Omad — o‘yinchilar uchun onlayn kazino va sport tikish sayti.');
  });

  it("show a plain-text page as paragraphs, a page without title as not found, and an unknown slug as a 404", async () => {
    site.platform.use(
      http.get(`${CONTENT}/pages`, ({ request }) => {
        const slug = new URL(request.url).searchParams.get("filters[slug][$eq]");
        if (slug === "plain") return HttpResponse.json({ data: [{ id: 9, attributes: { slug, title: "Oddiy", body: "Bir <3 & ikki.\n\nUch." } }] });
        if (slug === "untitled") return HttpResponse.json({ data: [{ id: 10, attributes: { slug, body: "<p>x</p>" } }] });
        return HttpResponse.json({ data: [] });
      }),
    );
    expect(prose((await page("/plain")).html)).toBe("<p>Bir &lt;3 &amp; ikki.</p><p>Uch.</p>");
    await page("/untitled", 404);
    await page("/no-such-page", 404);
  });

  it("answer 503 while the content service fails, never a crash", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    site.platform.use(http.get(`${CONTENT}/pages`, () => new HttpResponse("down", { status: 500 })));
    await page("/terms", 503);
    expect(warn).toHaveBeenCalled();
  });
});

describe("the sprite page /_icons (spec §5, decision 037)", { timeout: 60_000 }, () => {
  it("shows the site's icons and the configured ones: external svg urls sanitised, other sources left out", async () => {
    const { html } = await page("/_icons");
    const items = [...html.matchAll(/<li class="icon-sheet__item" data-icon="([\w-]+)" data-kind="(own|external)">([\s\S]*?)<\/li>/g)];
    const byName = new Map(items.map((m) => [m[1]!, { kind: m[2]!, body: m[3]! }]));
    expect(byName.get("home")?.kind).toBe("own");
    expect(byName.get("support")?.kind).toBe("own");
    expect(byName.has("banner")).toBe(false);
    const cashback = byName.get("cashback");
    expect(cashback?.kind).toBe("external");
    expect(cashback?.body).toContain('<linearGradient id="icon-cashback-coin"');
    expect(cashback?.body).toContain('fill="url(#icon-cashback-coin)"');
    const vip = byName.get("vip");
    expect(vip?.kind).toBe("external");
    expect(vip?.body).toContain('<path id="icon-vip-crown" d="M4 18h16M5 15l-1-9 5 4 3-6 3 6 5-4-1 9z" fill="#ffc83d" stroke="#7b5cff" stroke-width="1.5"></path>');
    expect(vip?.body).not.toMatch(/script|foreignObject|onload|onerror|<image|<a |javascript:|tracker\.example|style=|xlink/i);
    expect(html).not.toContain("__iconScriptRan");
  });

  it("leaves out an external icon whose server fails or answers no svg, and keeps the page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    site.platform.use(
      http.get(`${SANDBOX_PLATFORM_URL}/content/uploads/icons/cashback.svg`, () => new HttpResponse("boom", { status: 500 })),
      http.get(`${SANDBOX_PLATFORM_URL}/content/uploads/icons/vip.svg`, () => new HttpResponse("<html>not an icon</html>", { headers: { "content-type": "text/html" } })),
    );
    const { html } = await page("/_icons");
    expect(html).not.toContain('data-icon="cashback"');
    expect(html).not.toContain('data-icon="vip"');
    expect(html).toContain('data-icon="support"');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(expect.arrayContaining([expect.stringContaining("external icon cashback"), expect.stringContaining("external icon vip")]));
  });

  it("refuses an icon larger than 64 KB", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const huge = uploadedIcons["cashback.svg"]!.replace("</svg>", `<path d="${"M0 0".repeat(20_000)}"/></svg>`);
    site.platform.use(http.get(`${SANDBOX_PLATFORM_URL}/content/uploads/icons/cashback.svg`, () => new HttpResponse(huge, { headers: { "content-type": "image/svg+xml" } })));
    expect((await page("/_icons")).html).not.toContain('data-icon="cashback"');
  });
});

describe("custom code entries (spec §3, §4, §8; decision 037)", { timeout: 60_000 }, () => {
  it("inserts each enabled entry once at its position, every script with the response's nonce; a disabled one never", async () => {
    for (const pathname of ["/", "/ru/gamehall", "/terms"]) {
      const { html, policy } = await page(pathname);
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      const [head, body] = html.split("</head>") as [string, string];
      expect(head.match(/<meta name="yandex-verification" content="0f1e2d3c4b5a6978"\/>/g)).toHaveLength(1);
      expect(head.match(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, "\\$&")}">window\\.dataLayer = window\\.dataLayer \\|\\| \\[\\]; window\\.dataLayer\\.push\\(\\{ event: "omad\\.init"`, "g"))).toHaveLength(1);
      expect(body.match(/event: "omad\.pageview"/g)).toHaveLength(1);
      // The body's end entry comes after the site's own scripts.
      expect(body.indexOf("omad.pageview")).toBeGreaterThan(body.indexOf('import("/assets/entry.client.js")'));
      expect(body.indexOf("omad.pageview")).toBeLessThan(body.indexOf("</body>"));
      expect(html).not.toContain("disabledCode");
      // Every script of the document carries this response's nonce: the policy holds without 'unsafe-inline'.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, pathname).toContain(`nonce="${nonce}"`);
      expect(/script-src [^;]*/.exec(policy)![0]).not.toContain("'unsafe-inline'");
    }
  });

  it("keeps to a head what a head holds, nonces styles, closes what the code leaves open", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    config((base) => ({
      ...base,
      customCode: [
        { position: "head", isEnabled: true, code: '<style>.promo-ribbon{color:gold}</style><div class="x">no div in a head</div><link rel="preconnect" href="https://cdn.example">' },
        { position: "bodyStart", isEnabled: true, code: '<div class="ribbon"><p>Aksiya!' },
        { position: "bodyStart", isEnabled: true, code: "<!-- an unclosed comment" },
        { position: "bodyEnd", isEnabled: true, code: '<noscript><img src="https://pixel.example/p.gif" alt="" width="1" height="1"></noscript>' },
      ],
    }));
    const { html, policy } = await page("/");
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    const [head, body] = html.split("</head>") as [string, string];
    expect(head).toContain(`<style nonce="${nonce}">.promo-ribbon{color:gold}</style>`);
    expect(head).toContain('<link rel="preconnect" href="https://cdn.example"/>');
    expect(head).not.toContain("no div in a head");
    expect(body).toContain('<div class="custom-code" data-position="bodyStart"><div class="ribbon"><p>Aksiya!</p></div></div>');
    expect(body).toContain('<noscript><img src="https://pixel.example/p.gif" alt="" width="1" height="1"></noscript>');
    // The rest of the page is there: the unclosed comment swallowed nothing.
    expect(body).toContain("window.__remixContext");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("left out of the head"));
  });

  it("skips malformed entries and a list that is not one, logged; the page renders", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    config((base) => ({
      ...base,
      customCode: [null, { code: 42, isEnabled: true, position: "head" }, { code: "<script>window.ok=1</script>", isEnabled: "yes", position: "head" }, { code: "<script>window.ok=2</script>", isEnabled: true, position: "footer" }],
    }));
    let { html } = await page("/");
    expect(html).not.toContain("window.ok");
    expect(warn.mock.calls.filter((call) => String(call[0]).includes("[custom-code]"))).toHaveLength(4);
    site.platform.resetHandlers();
    const { clearRemoteConfigCache } = await import("~/content/config.server");
    clearRemoteConfigCache();
    config((base) => ({ ...base, customCode: { code: "<script>window.ok=3</script>", isEnabled: true, position: "head" } }));
    ({ html } = await page("/ru"));
    expect(html).not.toContain("window.ok");
    expect(warn).toHaveBeenCalledWith("[custom-code] customCode is not a list: left out");
  });

  it("are none while the remote configuration is unavailable", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    site.platform.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => new HttpResponse(null, { status: 500 })));
    const { html } = await page("/gamehall");
    expect(html).not.toContain("omad.init");
    expect(html).not.toContain("omad.pageview");
  });
});
