import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** The WCAG 2.2 A/AA rules every check here holds the site to. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe over the page as it stands, with the WCAG 2.2 A/AA rules.
 *
 * Legacy mode runs `axe.run` in the page itself (frames are reached by axe's own messaging). The default mode
 * opens a second page per check to merge the frames' partial results, which on a 2-core runner cost more than the
 * audit: a renderer started and axe's 500 KB injected twice for every page swept. The rules and what they find are
 * the same.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
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
