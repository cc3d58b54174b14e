import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Issue 19: the WCAG 2.1 A and AA rules, the same set the story tests run. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One violation, one line per element: rule, impact, where, and axe's summary of what is wrong. */
export interface ViolationLine {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Runs axe on the page as it is now (the caller waits for real data first) and fails with every
 * violation listed, so one run shows all there is to fix rather than the first.
 */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines: ViolationLine[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      lines.push({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? 'unknown',
        target: node.target.map(String).join(' >> '),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
      });
    }
  }
  const report = lines.map((line) => `[${line.rule}] (${line.impact}) ${line.target}: ${line.summary}`).join('\n');
  expect(lines, `axe WCAG 2.1 A/AA violations on ${label}:\n${report}`).toEqual([]);
}
