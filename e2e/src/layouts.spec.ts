import { expect, test } from '@playwright/test';
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
});
