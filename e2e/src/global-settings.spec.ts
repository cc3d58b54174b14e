import { expect, test } from './csp-guard';
import type { Locator } from '@playwright/test';
import { registerOneClick } from './players';
import { resetFaults } from './sandbox';

// A clean sandbox for each test: no fault left on, and the attempt limits cleared (each test registers players).
test.beforeEach(async ({ request }) => {
  await resetFaults(request);
});

/**
 * Issue 12 (global settings): the compact view (spec 01 §3 isAppCompactView, kept 0/1 in local
 * storage), the market names type (marketsNameType, the markets_name_type cookie of spec 02 §9)
 * and the game numbers flag (isShowGameId), chosen on the settings page and applied on the
 * sportsbook's pages, kept after a reload. Its own new player.
 */

const LINE = '/en/home/line/sports/1-football';
/** The line's games come by the feed after the page loads: slower on a busy machine. */
const LOAD_MS = 15_000;

/** A list row's padding: the spacing tokens' value as drawn (8 px, 4 px in the compact view). */
const paddingTop = (row: Locator) => row.evaluate((element) => getComputedStyle(element).paddingTop);

test.describe('global settings (issue 12, spec 01 §3)', () => {
  test('compact view, short market names and game numbers apply on the line and stay after a reload', async ({
    page,
    context,
  }) => {
    await registerOneClick(page);
    const firstRow = page.getByRole('main').locator('li[data-game-id]').first();

    await page.goto('/en/settings');
    const appearance = page.getByRole('region', { name: 'Appearance' });
    await appearance.getByRole('checkbox', { name: 'Compact view' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-compact-view', '');
    await page.getByRole('region', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const line = page.getByRole('region', { name: 'Line display' });
    await line.getByRole('radio', { name: 'Short (T, H)' }).check();
    await line.getByRole('checkbox', { name: 'Show game numbers in lists' }).check();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    // Spec 02 §9 cookies: markets_name_type, path /, 86400 s.
    expect(cookies['markets_name_type']?.value).toBe('1');
    expect(cookies['markets_name_type']?.path).toBe('/');
    expect(Math.abs((cookies['markets_name_type']?.expires ?? 0) - Date.now() / 1000 - 86_400)).toBeLessThan(120);
    // Spec 01 §5: the flags as 0/1 under their spec names.
    expect(
      await page.evaluate(() => [localStorage.getItem('isAppCompactView'), localStorage.getItem('isShowGameId')]),
    ).toEqual(['1', '1']);

    await page.goto(LINE);
    await expect(firstRow.getByText(/^No\. \d+$/)).toBeVisible({ timeout: LOAD_MS });
    // The compact view's density on every page: the spacing tokens step down.
    expect(await paddingTop(firstRow)).toBe('4px');
    await firstRow.getByRole('link').first().click();
    const total = page.getByRole('heading', { level: 3, name: 'Total' });
    await expect(total).toBeVisible({ timeout: LOAD_MS });
    await expect(total.locator('abbr')).toHaveText('T');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-compact-view', '');
    await expect(page.getByRole('heading', { level: 3, name: 'Total' }).locator('abbr')).toHaveText('T', {
      timeout: LOAD_MS,
    });
  });
});
