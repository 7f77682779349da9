import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";

export type Locale = "uz" | "ru";

/** Every test that makes sense in both languages runs over this list. */
export const locales: ReadonlyArray<{ locale: Locale; prefix: string }> = [
  { locale: "uz", prefix: "" },
  { locale: "ru", prefix: "/ru" },
];

type Messages = { [key: string]: string | Messages };

const messages: Record<Locale, Messages> = {
  uz: JSON.parse(readFileSync(new URL("../../app/i18n/locales/uz/common.json", import.meta.url), "utf8")) as Messages,
  ru: JSON.parse(readFileSync(new URL("../../app/i18n/locales/ru/common.json", import.meta.url), "utf8")) as Messages,
};

/** A text of the site's translation files, so the tests never repeat the copy. Throws on a missing key. */
export function t(locale: Locale, key: string): string {
  let node: string | Messages | undefined = messages[locale];
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (typeof node !== "string" || !node) throw new Error(`No ${locale} translation for ${key}`);
  return node;
}

/** A text of the translation files with its `{{variables}}` filled, as the page writes it. */
export function tf(locale: Locale, key: string, values: Record<string, string | number>): string {
  return t(locale, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${key} needs ${name}`);
    return String(values[name]);
  });
}

/** `/gamehall` in a locale: `/gamehall` or `/ru/gamehall`; the home page is `/` or `/ru`. */
export function localized(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

export type Layout = "default" | "empty" | "game" | "sprite";

/** The stable marker of each layout: the class on its outermost element. */
export const layoutSelector: Record<Layout, string> = {
  default: ".shell--default",
  empty: ".shell--empty",
  game: ".shell--game",
  sprite: ".shell--sprite",
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** What a server-rendered document says, read from its HTML without a browser (for fast sweeps). */
export interface DocumentFacts {
  lang: string | undefined;
  layouts: Layout[];
  h1: string[];
  title: string | undefined;
}

export function readDocument(html: string): DocumentFacts {
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const layouts = (Object.keys(layoutSelector) as Layout[]).filter((layout) =>
    new RegExp(`class="[^"]*\\bshell--${layout}\\b[^"]*"`).test(html),
  );
  const h1 = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    decodeEntities((match[1] ?? "").replace(/<[^>]+>/g, "")).trim(),
  );
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  return { lang, layouts, h1, title: title === undefined ? undefined : decodeEntities(title) };
}

/** The CSP nonce of a response, from its enforced Content-Security-Policy header. */
export function nonceOf(response: APIResponse | { headers(): Record<string, string> }): string {
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) throw new Error(`No nonce in the CSP: ${csp}`);
  return nonce;
}

/** Asserts what a player sees first on any page: the language, the layout and the one heading. */
export async function expectPage(page: Page, expected: { locale: Locale; layout: Layout; heading: string | RegExp }) {
  await expect(page.locator("html")).toHaveAttribute("lang", expected.locale);
  await expect(page.locator(layoutSelector[expected.layout])).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
}

/** What the browser shows, read in one round trip (the machine is small: fewer round trips, faster suite). */
export interface ShownPage {
  url: string;
  lang: string;
  layouts: Layout[];
  /** The visible level-1 headings, as the player reads them. */
  h1: string[];
  title: string;
}

export async function readShownPage(page: Page): Promise<ShownPage> {
  const selectors = layoutSelector;
  return page.evaluate((layouts) => {
    const url = new URL(window.location.href);
    return {
      url: `${url.pathname}${url.search}`,
      lang: document.documentElement.lang,
      layouts: Object.entries(layouts)
        .filter(([, selector]) => document.querySelector(selector))
        .map(([name]) => name) as Layout[],
      h1: [...document.querySelectorAll("h1")]
        .filter((element) => element.checkVisibility())
        .map((element) => (element as HTMLElement).innerText.trim()),
      title: document.title,
    };
  }, selectors);
}

/** A system page as shown: its texts, its links, and whether it shows a picture or a spinner. */
export interface ShownSystemPage {
  kind: string | null;
  header: string;
  /** All the text of the page's section. */
  text: string;
  links: Array<{ text: string; href: string | null; visible: boolean }>;
  buttons: number;
  spinner: { visible: boolean; label: string | null } | null;
  picture: boolean;
}

export async function readSystemPage(page: Page): Promise<ShownSystemPage | null> {
  return page.evaluate(() => {
    const section = document.querySelector<HTMLElement>("[data-system-page]");
    if (!section) return null;
    const text = (selector: string) => section.querySelector<HTMLElement>(selector)?.innerText.trim() ?? "";
    const spinner = section.querySelector<HTMLElement>('[role="status"]');
    const picture = section.querySelector<SVGElement>("svg.system-picture");
    return {
      kind: section.dataset.systemPage ?? null,
      header: text("h1"),
      text: section.innerText,
      links: [...section.querySelectorAll<HTMLAnchorElement>("a[href]")].map((link) => ({
        text: link.innerText.trim(),
        href: link.getAttribute("href"),
        visible: link.checkVisibility(),
      })),
      buttons: section.querySelectorAll("button").length,
      spinner: spinner ? { visible: spinner.checkVisibility(), label: spinner.getAttribute("aria-label") } : null,
      picture: Boolean(picture && picture.checkVisibility()),
    };
  });
}

/** The sandbox's demo player (mocks/db/store.ts seeds it). */
export const demoPlayer = { login: "demo@omad.test", password: "demo1234" } as const;

type RequestLike = { post: APIRequestContext["post"] };

/** A fresh sandbox player of one's own (parallel tests never share a session or a code). */
export async function createPlayer(request: RequestLike, options: { twoFactor?: boolean; locale?: Locale; balance?: number } = {}) {
  const response = await request.post("/sandbox/players", {
    headers: { Origin: baseOrigin() },
    form: { two_factor: options.twoFactor ? "1" : "0", locale: options.locale ?? "uz", balance: String(options.balance ?? 0) },
  });
  expect(response.status()).toBe(201);
  const { login } = (await response.json()) as { login: string };
  return { login, password: "demo1234" };
}

/**
 * Signs in without the UI, as the form would (the platform's session cookie lands in the request context,
 * which for `page.request` is the browser's own cookie jar).
 */
export async function signIn(request: RequestLike, player: { login: string; password: string } = demoPlayer) {
  const response = await request.post("/forms/sign_in", {
    headers: { Origin: baseOrigin() },
    form: { login: player.login, password: player.password },
    maxRedirects: 0,
  });
  expect(response.status(), "sign-in redirects").toBe(302);
}

/**
 * The after-login dialogs of a new sign-in closed as a player closes them (the unseen cashback, then the campaign
 * popup the page has, if any): until then the page's toast and the analytics banner wait (issue 29 item 11). Without
 * JavaScript each close is a request and the next page; the sign-in's toast is then gone (it was the first page's).
 */
export async function closeAfterLoginDialogs(page: Page, locale: Locale) {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const cashback = page.getByRole("dialog", { name: t(locale, "playerSession.cashback.title") });
  // Right after a sign-in's submit: as long as a submit may take on the shared machine.
  await expect(cashback).toBeVisible({ timeout: 15_000 });
  await cashback.getByRole("button", { name: t(locale, "close") }).last().click();
  await expect(cashback).toHaveCount(0);
  if (!js) await page.waitForLoadState();
  const popup = page.getByRole("dialog");
  if (await popup.count()) {
    await popup.getByRole("link", { name: t(locale, "close") }).first().click();
    await expect(popup).toHaveCount(0);
    if (!js) await page.waitForLoadState();
  }
}

/** The most recent code the sandbox sent to a login or contact (its QA panel shows the same). */
export async function latestCode(request: { get: APIRequestContext["get"] }, target: string): Promise<string> {
  const codes = (await (await request.get("/sandbox/codes.json")).json()) as Array<{ target: string; code: string; used: number }>;
  const found = codes.find((code) => code.target === target.toLowerCase() && !code.used);
  if (!found) throw new Error(`No unused code for ${target}`);
  return found.code;
}

export function baseOrigin(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3210}`;
}

/** The operators' /metrics the e2e server answers (playwright.config.ts: E2E port + 1000 unless E2E_METRICS_PORT). */
export function metricsOrigin(): string {
  return `http://localhost:${process.env.E2E_METRICS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000}`;
}

/** Spec §2: a guest on these paths is sent home with redirectUrl. */
export function isGuarded(path: string): boolean {
  return /^\/(?:cashier|profile|bets|responsible-game)(?:[/?]|$)/.test(path);
}

/**
 * Opens a page and, when the browser runs JavaScript, waits until React has hydrated it, so a click is
 * handled by the enhanced form rather than racing hydration. Without JavaScript it is a plain visit.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  return response;
}

/**
 * Opens a page with the browser's clock stopped: from then on time moves only by `page.clock.runFor`, so each
 * timing rule of spec §9 is checked at its exact boundary, however slow the machine. Until React has hydrated,
 * the clock fires what is due without moving (i18next starts loading in a `setTimeout(…, 0)`).
 */
export async function visitWithStoppedClock(page: Page, url: string, start = new Date("2026-03-02T09:00:00+05:00").getTime()) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto(url);
  const hydrated = page.locator("html[data-hydrated]");
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return hydrated.count();
    })
    .toBe(1);
}
