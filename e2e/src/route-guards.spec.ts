import { expect, test } from './csp-guard';
import { resetFaults } from './sandbox';

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test.describe('route guards (spec 01 §2 Guards)', () => {
  test('a legacy promotion address moves to promotions/{slug}, keeping the query', async ({ page }) => {
    await page.goto('/en/actions/cashback?utm_source=mail');
    await expect(page).toHaveURL(/\/en\/promotions\/cashback\?utm_source=mail$/);
  });

  test('a visitor opening an office page goes to sign-in with the return URL', async ({ page }) => {
    await page.goto('/en/confirm');
    await expect(page).toHaveURL(/\/en\/user\/login\?return_url=%2Fen%2Fconfirm$/);
    await expect(page.getByRole('heading', { name: 'Sign in' }).first()).toBeVisible();
  });
});
