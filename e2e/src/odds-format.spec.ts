import { expect, test } from './csp-guard';
import type { Locator, Page } from '@playwright/test';
import { coupon, firstOpenOdds, placeCoupon } from './bettor';
import { depositWithCard } from './cashier';
import { header, registerOneClick } from './players';
import { resetFaults, setFaults } from './sandbox';

/**
 * Issue 12, the odds format (spec 01 §3 appViewType, coefViewId): chosen in the header's quick
 * settings or on the settings page, applied at once to the line, the coupon and the bet history,
 * kept on the player's account. Each test registers a player of its own.
 */

const LINE_PAGE = '/en/home/line/sports/1-football';
const FRACTION = /^\d+\/\d+$/;
const AMERICAN = /^[+-]\d+(\.\d+)?$/;

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

/** The cookie banner lies over the end of the coupon column until answered (libs/consent/ui). */
async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept all' }).click();
}

/** The coefficient an odds button shows: the end of its name ("Arsenal – Chelsea: 1, 17/20"). */
async function shownCoef(odds: Locator): Promise<string> {
  const name = (await odds.getAttribute('aria-label')) ?? '';
  return name.slice(name.lastIndexOf(', ') + 2);
}

/** The coupon card's "Coefficient" of the bet history. */
function historyCoef(page: Page, couponId: string): Locator {
  return page
    .getByRole('article', { name: `Coupon № ${couponId}` })
    .locator('div', { has: page.locator('dt', { hasText: /^Coefficient$/ }) })
    .locator('dd');
}

async function chooseInHeader(page: Page, format: string) {
  const button = header(page).getByRole('button', { name: /^Quick settings: / });
  await button.click();
  await header(page)
    .getByRole('radio', { name: new RegExp(`^${format}`) })
    .check();
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('button', { name: `Quick settings: ${format}` })).toBeVisible();
}

test('fractional from the header shows on the line, in the coupon and in the history; American follows at once', async ({
  page,
}) => {
  await registerOneClick(page);
  await depositWithCard(page, '100');
  await page.goto(LINE_PAGE);
  await acceptCookies(page);

  // Fractional from the header's quick settings: the line's odds at once.
  await chooseInHeader(page, 'Fractional');
  const odds = await firstOpenOdds(page);
  expect(await shownCoef(odds)).toMatch(FRACTION);
  await odds.click();
  const bet = coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem');
  await expect(bet).toContainText(/\d+\/\d+/);
  const couponId = await placeCoupon(page, '10');

  await page.goto('/en/history');
  await expect(historyCoef(page, couponId)).toHaveText(FRACTION);
  // American from the header, on the history page: its coefficients follow at once.
  await chooseInHeader(page, 'American');
  await expect(historyCoef(page, couponId)).toHaveText(AMERICAN);
});

test('American chosen on the settings page is saved on the account and kept after a reload', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/settings');
  const section = page.getByRole('region', { name: 'View and odds' });
  await section.getByRole('radio', { name: /^American/ }).check();
  await expect(section.getByRole('status')).toHaveText('Saved');
  await expect(section).toContainText('A coefficient of 2.50 is shown as +150.');

  await page.goto(LINE_PAGE);
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Quick settings: American' })).toBeVisible();
  const odds = await firstOpenOdds(page);
  expect(await shownCoef(odds)).toMatch(AMERICAN);
  await odds.click();
  await expect(coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem')).toContainText(
    /[+-]\d/,
  );
  // Spec 02 §9: the view in the cookie app_view_type, the format in local storage.
  expect(await page.evaluate(() => localStorage.getItem('coefViewId'))).toBe('2');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'app_view_type')?.value).toBe('0');
});

test('a save that fails keeps the choice on screen and says so', async ({ page, request }) => {
  await registerOneClick(page);
  await setFaults(request, { officeSettingSaveFails: true });
  await page.goto('/en/settings');
  const section = page.getByRole('region', { name: 'View and odds' });
  await section.getByRole('radio', { name: 'Asian' }).check();
  await section.getByRole('radio', { name: /^Hong Kong/ }).check();
  await expect(section.getByRole('alert')).toContainText('Not saved to your account');
  await expect(section.getByRole('radio', { name: /^Hong Kong/ })).toBeChecked();
  await expect(header(page).getByRole('button', { name: 'Quick settings: Hong Kong' })).toBeVisible();
});
