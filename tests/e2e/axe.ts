import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

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
