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
 * A violation another piece of work is fixing, set aside by rule and place (a CSS selector of the
 * element or a container of it). Every other violation still fails, and so does an entry that
 * no longer matches anything: once the fix lands, the entry must go.
 */
export interface KnownViolation {
  rule: string;
  within: string;
  reason: string;
}

/** Whether the element of an axe target (top frame only) is inside `within`. */
async function isWithin(page: Page, target: string, within: string): Promise<boolean> {
  return page.evaluate(({ target, within }) => Boolean(document.querySelector(target)?.closest(within)), {
    target,
    within,
  });
}

/**
 * Runs axe on the page as it is now (the caller waits for real data first) and fails with every
 * violation listed, so one run shows all there is to fix rather than the first.
 */
export async function expectNoViolations(
  page: Page,
  label: string,
  { known = [] }: { known?: readonly KnownViolation[] } = {},
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines: ViolationLine[] = [];
  const matched = new Set<KnownViolation>();
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const [target, ...inFrame] = node.target.map(String);
      const entry =
        target !== undefined && inFrame.length === 0 ? await findKnown(page, known, violation.id, target) : undefined;
      if (entry) {
        matched.add(entry);
        continue;
      }
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
  const stale = known.filter((entry) => !matched.has(entry));
  expect(stale, `known violations no longer seen on ${label}: remove them`).toEqual([]);
}

async function findKnown(
  page: Page,
  known: readonly KnownViolation[],
  rule: string,
  target: string,
): Promise<KnownViolation | undefined> {
  for (const entry of known) {
    if (entry.rule === rule && (await isWithin(page, target, entry.within))) return entry;
  }
  return undefined;
}
