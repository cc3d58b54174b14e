import { expect, test } from './csp-guard';
import { resetFaults } from './sandbox';

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test.describe('spec 01 §2 layouts', () => {
  test('onpay/success shows the payment result in the empty layout: no header, no footer', async ({ page }) => {
    await page.goto('/en/onpay/success');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('onpay/withdraw/cancel and the 500 page use it too; the reload button reloads', async ({ page }) => {
    await page.goto('/en/onpay/withdraw/cancel');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal cancelled' })).toBeVisible();
    await page.goto('/en/500');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload the page' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });

  test('a casino landing-{x} landing comes from the landings sub-app in the headless layout: footer, no header', async ({
    page,
  }) => {
    await page.goto('/en/landing-welcome');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('an unknown landing shows the technical error page; an unknown path keeps the header', async ({ page }) => {
    await page.goto('/en/nowhere-at-all');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });

  test('print-coupon takes a coupon number only: print-coupon/abc is a 404, not a sign-in (spec 01 §5)', async ({
    page,
  }) => {
    await page.goto('/en/print-coupon/abc');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  });
});
