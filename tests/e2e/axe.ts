import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
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
 *
 * AxeBuilder injects axe-core into the page's frames itself (the main frame twice). Sweeps use `loadedAxe` instead.
 */
export function axe(page: Page, axeSource?: string): AxeBuilder {
  return new AxeBuilder({ page, axeSource }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/** What AxeBuilder evaluates in each frame instead of axe's source once `loadedAxe` has loaded it: a check. */
const ALREADY_LOADED = `if (typeof window.axe !== "object") throw new Error("axe-core was not loaded in this frame");`;

/**
 * For a sweep that checks many pages: axe-core compiled once in each frame of the page, right before the check.
 *
 * Compiling axe's 500 KB is about half of a check (0.3–0.5 s of an idle machine per page). An init script, as the
 * sweeps had before, paid it in every document and frame as it started, checked or not; loaded here, only the pages
 * a check runs on pay it (the desktop sweep checks each page in one language only, see pages.spec.ts).
 */
export async function loadedAxe(page: Page): Promise<AxeBuilder> {
  await Promise.all(
    page.frames().map(async (frame) => {
      if (!(await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object"))) await frame.evaluate(axeCore.source);
    }),
  );
  return axe(page, ALREADY_LOADED);
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
  expect(seriousIds(await (await loadedAxe(page)).analyze())).toEqual([]);
}
