import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import axeCore from "axe-core";

/** The WCAG 2.2 A/AA rules every check here holds the site to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe over the page as it stands, with the WCAG 2.2 A/AA rules.
 *
 * Legacy mode runs `axe.run` in the page itself (frames are reached by axe's own messaging). The default mode
 * opens a second page per check to merge the frames' partial results, which on a 2-core runner cost more than the
 * audit: a renderer started and axe's 500 KB injected twice for every page swept. The rules and what they find are
 * the same.
 *
 * Only violations are read: axe still runs every rule over every node, but builds the selectors and markup of just
 * one node of each passed, inapplicable or incomplete rule (axe's `resultTypes`), which was half the time of a check
 * on a page of the hall.
 */
export function axe(page: Page): AxeBuilder {
  const axeSource = preloaded.has(page.context()) ? ALREADY_LOADED : undefined;
  return new AxeBuilder({ page, axeSource }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

const preloaded = new WeakSet<BrowserContext>();
/** What AxeBuilder evaluates in each frame instead of axe's source once the context loads it itself: a check. */
const ALREADY_LOADED = `if (typeof window.axe !== "object") throw new Error("axe-core was not preloaded in this frame");`;

/**
 * For a sweep that checks every page it opens: axe-core is loaded by every document of the context as it starts
 * (an init script), instead of being sent and compiled twice per check by AxeBuilder (for the page, then for each
 * frame, the page again among them). Call before the first visit.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeCore.source });
  preloaded.add(context);
}

/** The ids of the serious and critical violations of an axe run: what a check must find none of. */
export function seriousIds(results: { violations: Array<{ id: string; impact?: string | null }> }): string[] {
  return results.violations.filter((found) => found.impact === "serious" || found.impact === "critical").map((found) => found.id);
}

/**
 * A journey's layout check where it stands (a dialog open, say): on the phone without JavaScript, nothing scrolls
 * sideways at 320 px; on the desktop, in Uzbek, no serious or critical axe finding (the sweeps in pages.spec.ts
 * cover every page in both languages).
 */
export async function checkLayout(page: Page, locale: string): Promise<void> {
  const project = test.info().project.name;
  if (project === "phone-nojs") expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (project !== "desktop" || locale !== "uz") return;
  expect(seriousIds(await axe(page).analyze())).toEqual([]);
}
