import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * What a player reads, checked for what must never show: an unfilled `{{…}}`, a raw translation key, English
 * left over from a default message or a fallback. Read from the page's text and from the attributes a screen
 * reader or a tooltip reads out (title, aria-label, placeholder, alt).
 */

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

/**
 * An amount of money written another way than the site writes amounts (decision 057): the site groups thousands with
 * commas ("2,710,000 сум", `formatAmount`), so content beside it must not say "25 000 сумов".
 */
const foreignAmount = /\d{1,3}(?:[ \u00a0\u202f]\d{3})+ ?(?:сум|so‘m|soʻm|so'm)/g;

/** The page's text and the attributes read out or shown for its elements. */
export async function readTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ["title", "aria-label", "placeholder", "alt"];
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    const fromAttributes = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? "").filter(Boolean),
    );
    return [document.title, description, document.body.innerText, ...fromAttributes];
  });
}

export function problemsIn(url: string, texts: string[]): string[] {
  const problems: string[] = [];
  const context = (text: string, index: number) => JSON.stringify(text.slice(Math.max(0, index - 30), index + 40));
  for (const text of texts) {
    for (const match of text.matchAll(/\{\{[^}]*\}\}|\{\{|\}\}/g)) problems.push(`${url}: unfilled ${match[0]} in ${context(text, match.index)}`);
    for (const match of text.matchAll(rawKey)) problems.push(`${url}: raw key ${match[0]} in ${context(text, match.index)}`);
    for (const match of text.matchAll(englishPattern)) problems.push(`${url}: English "${match[0]}" in ${context(text, match.index)}`);
    for (const match of text.matchAll(foreignAmount)) problems.push(`${url}: amount "${match[0]}" not in the site's format in ${context(text, match.index)}`);
  }
  return problems;
}

