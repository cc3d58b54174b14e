import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';
import { coupon, firstOpenOdds, headerBalance } from './bettor';
import { depositWithCard } from './cashier';
import { registerOneClick } from './players';

/**
 * Issue 18, the coupon's settings and the right panel (spec 01 §2 "Compact right panel", §3
 * "Coupon settings", §4 "Right panel: compact or expanded, user-toggled, stored globally"). Each
 * test registers a player of its own, so nothing it sets or bets touches another spec's player.
 */

const LINE_PAGE = '/en/home/line/sports/1-football';

const rightPanel = (page: Page) => page.getByRole('complementary', { name: 'Coupon' });

/** The cookie banner lies over the end of the coupon column until answered (libs/consent/ui). */
async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept all' }).click();
}

async function openSettings(page: Page) {
  await coupon(page).getByText('Coupon settings').click();
}

test('a coupon setting applies at once and is kept after a reload', async ({ page }) => {
  await registerOneClick(page);
  await page.goto(LINE_PAGE);
  await acceptCookies(page);
  const odds = await firstOpenOdds(page);
  await odds.click();
  await expect(coupon(page).getByText('Possible win', { exact: true })).toBeVisible();

  await openSettings(page);
  await coupon(page).getByRole('checkbox', { name: 'Show the possible win' }).uncheck();
  await expect(coupon(page).getByText('Possible win', { exact: true })).toBeHidden();
  await coupon(page).getByRole('checkbox', { name: 'Drop the bet if the score changes' }).check();
  // Spec 01 §4: dropping on a score change needs the exact coefficient.
  await expect(coupon(page).getByRole('checkbox', { name: 'Only at the exact coefficient' })).toBeChecked();

  await page.reload();
  // The bet is kept too (the coupon's own storage), and the settings under coupon-settings.
  await expect(coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem')).toHaveCount(1);
  await expect(coupon(page).getByText('Possible win', { exact: true })).toBeHidden();
  await openSettings(page);
  await expect(coupon(page).getByRole('checkbox', { name: 'Show the possible win' })).not.toBeChecked();
  await expect(coupon(page).getByRole('checkbox', { name: 'Drop the bet if the score changes' })).toBeChecked();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('coupon-settings') ?? 'null'));
  expect(stored).toMatchObject({ isShowPossibleWin: false, exactCoef: true, isDropOnScoreChange: true });
});

test('the right panel folds to its compact state, which is kept after a reload', async ({ page }) => {
  await page.goto(LINE_PAGE);
  await (await firstOpenOdds(page)).click();
  await rightPanel(page).getByRole('button', { name: 'Collapse the coupon panel' }).click();
  await expect(coupon(page)).toBeHidden();
  await expect(rightPanel(page).getByText('Bets in the coupon: 1')).toBeVisible();

  await page.reload();
  await expect(rightPanel(page).getByRole('button', { name: 'Expand the coupon panel' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(coupon(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('rightSectionDisplayState'))).toBe('1');

  await rightPanel(page).getByRole('button', { name: 'Expand the coupon panel' }).click();
  await expect(coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem')).toHaveCount(1);
});

test('a one-click bet from the compact right panel is placed at the stake it shows', async ({ page }) => {
  test.setTimeout(60_000);
  await registerOneClick(page);
  await depositWithCard(page, '100');
  await page.goto(LINE_PAGE);
  const before = await headerBalance(page);

  // One-click on with an empty coupon switches on at once (spec 01 §4), then its stake.
  await openSettings(page);
  await coupon(page).getByRole('checkbox', { name: 'One-click bets' }).check();
  await coupon(page).getByRole('textbox', { name: 'One-click stake' }).fill('10');
  await rightPanel(page).getByRole('button', { name: 'Collapse the coupon panel' }).click();

  const control = rightPanel(page).getByRole('group', { name: 'One-click bet' });
  await expect(control.getByRole('textbox', { name: 'One-click stake' })).toHaveValue('10.00');
  await (await firstOpenOdds(page)).click();
  await expect(page.getByText(/One-click bet accepted: coupon № \d+/)).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - 1000);
  // Nothing entered the coupon.
  await expect(rightPanel(page).getByText('Bets in the coupon: 0')).toBeVisible();
});
