import { expect, test, type Page } from '@playwright/test';

/** The payment provider's test cards (apps/api README "Payments"). */
export const CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  pending: '4000 0000 0000 0077',
};
export const THREE_DS_CODE = '123456';

/** Fills the recharge form (no bonus) and sends it; the caller checks where the browser went. */
export async function submitDeposit(page: Page, amount: string): Promise<void> {
  await page.goto('/en/recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await page.getByLabel(/^Amount, RUB/).fill(amount);
  // No bonus: the balance is then exactly the deposit.
  const noBonus = page.getByRole('radio', { name: 'No bonus', exact: true });
  if (await noBonus.isVisible()) await noBonus.check();
  await page.getByRole('button', { name: 'Deposit' }).click();
}

/** Sends the recharge form: the browser goes to the provider's card page, on its own origin. */
export async function startDeposit(page: Page, amount: string): Promise<void> {
  await submitDeposit(page, amount);
  await expect(page.getByRole('heading', { level: 1, name: /Payment to/ })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL ?? '').origin);
}

/** The provider's card page: the card, then Pay (or the payout button of a withdrawal). */
export async function payWithCard(page: Page, number: string, button = 'Pay'): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('Test Player');
  await page.getByRole('button', { name: button }).click();
}

/** A successful card deposit of `amount` roubles, back on the success page. */
export async function depositWithCard(page: Page, amount: string): Promise<void> {
  await startDeposit(page, amount);
  await payWithCard(page, CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
}
