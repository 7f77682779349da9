import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { contentSlugs, pages } from "./route-table";
import { batches, playerPaths } from "./page-sweep";
import { createPlayer, locales, localized, signIn, visit } from "./support";

/**
 * What a player reads on every page, in both languages, as a guest and signed in: no unfilled `{{…}}`, no raw
 * translation key, no English left over from a default message or a fallback. Read from the page's text and
 * from the attributes a screen reader or a tooltip reads out (title, aria-label, placeholder, alt).
 */

/** Every page of the route table (a redirect's landing page is in it too), the content pages, the hall's states. */
const paths = [
  ...pages.filter((route) => !("redirect" in route)).map((route) => route.path),
  ...contentSlugs.map((slug) => `/${slug}`),
  "/gamehall?query=golden",
  "/gamehall?page=2",
  "/gamehall?tab=favourites",
  "/gamehall?type=live",
  "/no-such-page",
];

type Messages = { [key: string]: string | Messages };
const uz = JSON.parse(readFileSync(new URL("../../app/i18n/locales/uz/common.json", import.meta.url), "utf8")) as Messages;

/** A raw key is a section of the translation files followed by a dotted name (`games.searchCount`). */
const sections = Object.entries(uz)
  .filter(([, value]) => typeof value === "object")
  .map(([name]) => name);
const rawKey = new RegExp(`(?<![\\w@.])(?:${sections.join("|")})\\.[A-Za-z_][\\w]*(?:\\.[\\w]+)*`, "g");

/**
 * English a page must never show: the app's English defaults (app/validation/messages.ts, fallback titles,
 * resource routes' plain answers) and the words an untranslated control would carry. Case-sensitive whole
 * words, chosen so that the sandbox's game and provider names (English brand names such as "Booming Games")
 * do not match.
 */
const english = [
  "Field is required",
  "Wrong",
  "Min length",
  "Max length",
  "Min value",
  "Max value",
  "Unexpected Server Error",
  "Not found",
  "Not Found",
  "Unknown locale",
  "Something went wrong",
  "Loading",
  "Sign in",
  "Sign up",
  "Log in",
  "Log out",
  "Logout",
  "Register",
  "Show more",
  "Load more",
  "Search",
  "Deposit",
  "Withdraw",
  "Balance",
  "Close",
  "Cancel",
  "Submit",
  "Password",
  "Welcome",
  "Error",
  "Retry",
  "Try again",
  "Favourites",
  "Favorites",
  "Providers",
  "Categories",
  "Category",
  "Menu",
  "Profile",
  "Settings",
  "Cashier",
  "All games",
  "Back",
  "Home",
  "Next",
  "Previous",
  "Page",
  "Live",
  "the",
  "and",
  "your",
  "you",
];
const englishPattern = new RegExp(`(?<![\\p{L}\\d'’-])(?:${english.join("|")})(?![\\p{L}\\d'’-])`, "gu");

/** The page's text and the attributes read out or shown for its elements. */
async function readTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ["title", "aria-label", "placeholder", "alt"];
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    const fromAttributes = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? "").filter(Boolean),
    );
    return [document.title, description, document.body.innerText, ...fromAttributes];
  });
}

function problemsIn(url: string, texts: string[]): string[] {
  const problems: string[] = [];
  const context = (text: string, index: number) => JSON.stringify(text.slice(Math.max(0, index - 30), index + 40));
  for (const text of texts) {
    for (const match of text.matchAll(/\{\{[^}]*\}\}|\{\{|\}\}/g)) problems.push(`${url}: unfilled ${match[0]} in ${context(text, match.index)}`);
    for (const match of text.matchAll(rawKey)) problems.push(`${url}: raw key ${match[0]} in ${context(text, match.index)}`);
    for (const match of text.matchAll(englishPattern)) problems.push(`${url}: English "${match[0]}" in ${context(text, match.index)}`);
  }
  return problems;
}

/** Pages in groups: a failure names its pages, and the groups spread over the workers. */
const GROUP = 8;
const groups = batches(paths, GROUP);
/**
 * Signed in, the pages whose content is the player's own (every guarded page, home, the hall and its favourites);
 * the player's header is the same on every other page, and is read on these.
 */
const playerGroups = batches([...playerPaths, "/gamehall?tab=favourites"], GROUP);

async function sweep(page: Page, prefix: string, group: string[]): Promise<string[]> {
  // Pictures carry no text of ours (their alt is read from the markup): not loading them keeps the sweep light.
  await page.route(/\/sandbox\/media\//, (route) => route.abort());
  const problems: string[] = [];
  for (const path of group) {
    const url = localized(prefix, path);
    await visit(page, url);
    problems.push(...problemsIn(url, await readTexts(page)));
  }
  return [...new Set(problems)];
}

for (const { locale, prefix } of locales) {
  test.describe(`texts in ${locale}`, () => {
    test.describe.configure({ timeout: 180_000 });
    // The desktop (header navigation, JavaScript) and the phone without JavaScript (bottom bar, server render only)
    // between them show every text there is; the phone with JavaScript repeats them, so it skips the sweep.
    test.skip(({ isMobile }) => isMobile, "desktop and phone-nojs cover the phone's texts");

    for (const [index, group] of groups.entries()) {
      const named = `${group[0]} … ${group.at(-1)}`;
      test(`a guest reads only ${locale} texts: pages ${index + 1} (${named})`, async ({ page }) => {
        expect(await sweep(page, prefix, group)).toEqual([]);
      });
    }

    for (const [index, group] of playerGroups.entries()) {
      const named = `${group[0]} … ${group.at(-1)}`;
      test(`a signed-in player reads only ${locale} texts: pages ${index + 1} (${named})`, async ({ page }) => {
        await signIn(page.request, await createPlayer(page.request, { locale, balance: 150_000 }));
        expect(await sweep(page, prefix, group)).toEqual([]);
      });
    }
  });
}

test("the check finds what it looks for", () => {
  const problems = problemsIn("/x", ["«golden» bo‘yicha {{total}} ta o‘yin", "games.searchCount", "Show more", "Megaways · Golden Samarkand · Pragmatic Play"]);
  expect(problems).toEqual([
    '/x: unfilled {{total}} in "«golden» bo‘yicha {{total}} ta o‘yin"',
    '/x: raw key games.searchCount in "games.searchCount"',
    '/x: English "Show more" in "Show more"',
  ]);
});
