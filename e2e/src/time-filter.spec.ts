import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';

/**
 * Issue 18 "Sportsbook": the main header's time filter with the values of spec 01 §3 "Options"
 * (all, upcoming, first period, second period, recommended), answered by the sandbox's
 * `timeFilter` query, and the betting settings of spec 01 §3, kept in local storage. Both are
 * the browser's own, so these tests need no player: each runs in its own fresh browser context.
 */

/** The sandbox's "upcoming" window (apps/api README "Sportsbook feed": 3 hours). */
const UPCOMING_MS = 3 * 3600_000;
/** Clock drift allowed between the test and the sandbox (same machine), and the list's age. */
const SLACK_MS = 60_000;

/** The start times (epoch ms) of the games the page's main area lists. */
async function listedStarts(page: Page): Promise<number[]> {
  return page
    .getByRole('main')
    .locator('time[datetime]')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
}

test.describe('time filter and betting settings (issue 18, spec 01 §3)', () => {
  test('the upcoming view lists only games that start within the next hours, and is kept', async ({ page }) => {
    await page.goto('/en/home/line');
    const filter = page.getByRole('group', { name: 'Show games' });
    await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();
    // Unfiltered, the line runs a week ahead.
    await expect
      .poll(async () => Math.max(...(await listedStarts(page))) - Date.now(), { timeout: 10_000 })
      .toBeGreaterThan(UPCOMING_MS);

    await filter.getByRole('radio', { name: 'Upcoming' }).check();
    await expect(filter.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
    await expect
      .poll(
        async () => {
          const starts = await listedStarts(page);
          const now = Date.now();
          return starts.length > 0 && starts.every((start) => start >= now - SLACK_MS && start <= now + UPCOMING_MS);
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // The choice is a betting setting: a reload keeps it, and the list with it.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Show games' }).getByRole('radio', { name: 'Upcoming' }),
    ).toBeChecked();
    await expect
      .poll(async () => {
        const starts = await listedStarts(page);
        return starts.length > 0 && starts.every((start) => start <= Date.now() + UPCOMING_MS);
      })
      .toBe(true);
  });

  test('live games of the first period are in play in period 1', async ({ page }) => {
    await page.goto('/en/home/live');
    await page.getByRole('group', { name: 'Show games' }).getByRole('radio', { name: '1st period' }).check();
    const main = page.getByRole('main');
    await expect(main.getByText('Period 1').first()).toBeVisible();
    await expect(main.getByText(/Period [2-9]/)).toHaveCount(0);
  });

  test('a betting setting (group sports by categories) applies at once and is kept after a reload', async ({
    page,
  }) => {
    await page.goto('/en/home/line');
    const menu = page.getByRole('navigation', { name: 'Sports' });
    await expect(menu.getByRole('link', { name: /^Football \d+$/ })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Cybersports' })).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Betting settings' });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'Betting settings' });
    await panel.getByRole('checkbox', { name: 'Group sports by categories' }).check();
    await expect(menu.getByRole('heading', { level: 3, name: 'Sports', exact: true })).toBeVisible();
    await expect(menu.getByRole('heading', { level: 3, name: 'Cybersports' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.reload();
    await expect(menu.getByRole('heading', { level: 3, name: 'Cybersports' })).toBeVisible();
    await page.getByRole('button', { name: 'Betting settings' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Betting settings' })
        .getByRole('checkbox', { name: 'Group sports by categories' }),
    ).toBeChecked();
  });
});
