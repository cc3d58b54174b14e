import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only helpers (issue 19 "keyboard-only Playwright journeys"): the journeys move focus
 * with page.keyboard only, never a click or a programmatic focus, and these read where focus went.
 */

/** What has focus, told the way a screen reader would: its role, its name and its tag. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const labelledBy = element.getAttribute('aria-labelledby');
    const byId = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const name = element.getAttribute('aria-label') ?? (byId || (element.textContent ?? ''));
    const field = element instanceof HTMLInputElement ? ` [${element.type}]` : '';
    return `${role}${field} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  });
}

/** Whether the element the locator finds (any of them) has focus now. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, at most `max` times; fails with the list
 * of everything that received focus on the way, so a missing or misplaced tab stop is plain.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const seen: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
    seen.push(await describeFocus(page));
  }
  throw new Error(
    `${target} did not receive focus after ${max} presses of ${key}; focus went to:\n  ${seen.join('\n  ')}`,
  );
}

/** Tabs to the control of this role and accessible name, inside `scope` (the page by default). */
export async function tabToRole(
  page: Page,
  role: Parameters<Page['getByRole']>[0],
  name: string | RegExp,
  options: { max?: number; backwards?: boolean; scope?: Locator } = {},
): Promise<Locator> {
  const target = (options.scope ?? page).getByRole(role, { name, exact: typeof name === 'string' });
  await tabTo(page, target, options);
  return target;
}

/**
 * The focused element shows where focus is (WCAG 2.4.7): it matches :focus-visible and draws an
 * outline or the focus ring's box shadow (--bet-focus-ring).
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { focusVisible: false, outline: 'none', shadow: 'none' };
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth}`;
    return { focusVisible: element.matches(':focus-visible'), outline, shadow: style.boxShadow };
  });
  const description = await describeFocus(page);
  expect(ring.focusVisible, `${description} matches :focus-visible`).toBe(true);
  expect(ring.outline !== 'none' || ring.shadow !== 'none', `${description} draws a focus ring`).toBe(true);
}
