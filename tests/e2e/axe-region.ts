import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's serious and critical WCAG 2.x A/AA findings inside one part of the page (a CSS selector). */
export async function seriousViolationsIn(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include(selector)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
