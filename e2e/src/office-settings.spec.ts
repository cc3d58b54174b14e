import { expect, test } from './csp-guard';
import { registerOneClick } from './players';
import { resetFaults } from './sandbox';

// A clean sandbox for each test: no fault left on, and the attempt limits cleared (each test registers players).
test.beforeEach(async ({ request }) => {
  await resetFaults(request);
});

/** The settings page is a lazy route: on a busy machine its chunk and data may take a while. */
const PAGE_READY = { timeout: 15_000 };

/**
 * Issue 12, the office settings groups and the disallowed sports (spec 01 §3 Office settings,
 * spec 01 §6 per-user blacklists): edited on the settings page, saved on the player's account,
 * applied by the sportsbook at once. Each test registers a player of its own.
 */

test('a new player disallows a sport for line on the settings page and no longer sees it on the line page', async ({
  page,
}) => {
  await registerOneClick(page);
  await page.goto('/en/home/line');
  const sports = page.getByRole('navigation', { name: 'Sports' });
  await expect(sports.getByRole('link', { name: /^Tennis \d+$/ })).toBeVisible(PAGE_READY);

  await page.goto('/en/settings');
  const section = page.getByRole('region', { name: 'Disallowed sports' });
  await expect(section.getByRole('checkbox', { name: 'Hide Tennis in Line' })).toBeVisible(PAGE_READY);
  await section.getByRole('checkbox', { name: 'Hide Tennis in Line' }).check();
  await section.getByRole('button', { name: 'Save disallowed sports' }).click();
  await expect(section.getByText('Saved')).toBeVisible();

  await page.goto('/en/home/line');
  await expect(sports.getByRole('link', { name: /^Football \d+$/ })).toBeVisible(PAGE_READY);
  await expect(sports.getByRole('link', { name: /^Tennis \d+$/ })).toHaveCount(0);
});

test('a notification switch is saved on the account and kept after a reload', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const news = section.getByRole('switch', { name: 'News' });
  await expect(news).not.toBeChecked(PAGE_READY);
  await news.check();
  await expect(section.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('switch', { name: 'News' })).toBeChecked(
    PAGE_READY,
  );
});
