import { expect, test } from './csp-guard';
import { resolvePayment } from '@bet/contract';
import { firstOpenOdds, headerBalance, placeCoupon } from './bettor';
import { CARDS, payWithCard, startDeposit, THREE_DS_CODE } from './cashier';
import { registerOneClick } from './players';
import { resetFaults } from './sandbox';

/**
 * Issue 11: money in and out through the sandbox's payment provider, on its own origin
 * (apps/api README "Payments": test cards, the 3-D Secure code). A new player each test, so
 * balances start at 0 and the first-deposit bonus is on offer.
 */
test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test.describe('payments (issue 11)', () => {
  test('a visitor opening a money page goes to sign-in with the return URL', async ({ page }) => {
    await page.goto('/en/recharge');
    await expect(page).toHaveURL(/\/en\/user\/login\?return_url=%2Fen%2Frecharge$/);
    await page.goto('/en/historypay');
    await expect(page).toHaveURL(/\/en\/user\/login\?return_url=%2Fen%2Fhistorypay$/);
  });

  test('deposit 500 with the success card: the payment and the balance on return, and in the header', async ({
    page,
  }) => {
    await registerOneClick(page);
    expect(await headerBalance(page)).toBe(0);
    await startDeposit(page, '500');
    await payWithCard(page, CARDS.success);
    await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Balance:' })).toContainText(/500\.00/);
    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
    const deposit = page.getByRole('article', { name: /^Deposit № \d+$/ });
    await expect(deposit).toContainText('Credited');
    await expect(deposit).toContainText(/500\.00/);
    await expect.poll(() => headerBalance(page)).toBe(50_000);
  });

  test('the player’s money from end to end: deposit 1000, bet 100 of it, withdraw 500 (the payout minimum), both payments in the history', async ({
    page,
  }) => {
    await registerOneClick(page);
    await startDeposit(page, '1000');
    await payWithCard(page, CARDS.success);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();

    // The deposited money is staked from the coupon (the active, main account).
    await page.goto('/en/home/line/sports/1-football');
    await expect.poll(() => headerBalance(page)).toBe(100_000);
    const odds = await firstOpenOdds(page);
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await placeCoupon(page, '100');
    await expect.poll(() => headerBalance(page)).toBe(90_000);

    await page.goto('/en/deduce');
    await page.getByLabel(/^Amount, RUB/).fill('500');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await payWithCard(page, CARDS.success, 'Send the payout to this card');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal successful' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Balance:' })).toContainText(/400\.00/);

    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect.poll(() => headerBalance(page)).toBe(40_000);
    const list = page.getByRole('list', { name: 'Payments' });
    await expect(list.getByRole('article', { name: /^Withdrawal № \d+$/ })).toContainText(/500\.00/);
    await expect(list.getByRole('article', { name: /^Deposit № \d+$/ })).toContainText(/1[ ,\u00a0\u202f]?000\.00/);
  });

  test('a bad amount keeps what was typed; a declined card shows the fail page and no money', async ({ page }) => {
    await registerOneClick(page);
    await page.goto('/en/recharge');
    const amount = page.getByLabel(/^Amount, RUB/);
    await amount.fill('12abc');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveValue('12abc');
    await expect(amount).toHaveAccessibleDescription(/Enter the amount in digits/);
    await amount.fill('99.99');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await expect(amount).toHaveAccessibleDescription(/below the minimum of RUB\s100\.00/);

    await startDeposit(page, '500');
    await payWithCard(page, CARDS.decline);
    await expect(page).toHaveURL(/\/en\/onpay\/fail\?paymentId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit failed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Balance:' })).toContainText(/0\.00/);
    // The result pages stand alone (spec 01 §2 empty layout); the history has the header.
    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect(page.getByRole('article', { name: /^Deposit № \d+$/ })).toContainText('Failed');
    expect(await headerBalance(page)).toBe(0);
  });

  test('a 3-D Secure deposit, then a withdrawal of part: both in the payment history', async ({ page }) => {
    await registerOneClick(page);
    await startDeposit(page, '1000');
    await payWithCard(page, CARDS.challenge);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm the payment with your bank' })).toBeVisible();
    await page.getByLabel('One-time code').fill(THREE_DS_CODE);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Balance:' })).toContainText(/1[ ,\u00a0\u202f]?000\.00/);

    await page.goto('/en/deduce');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect.poll(() => headerBalance(page)).toBe(100_000);
    await page.getByLabel(/^Amount, RUB/).fill('600');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Payout from/ })).toBeVisible();
    await payWithCard(page, CARDS.success, 'Send the payout to this card');
    await expect(page).toHaveURL(/\/en\/onpay\/withdraw\/success\?paymentId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal successful' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Balance:' })).toContainText(/400\.00/);

    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect.poll(() => headerBalance(page)).toBe(40_000);
    const list = page.getByRole('list', { name: 'Payments' });
    await expect(list.getByRole('article', { name: /^Withdrawal № \d+$/ })).toContainText(/600\.00/);
    await expect(list.getByRole('article', { name: /^Deposit № \d+$/ })).toContainText(/1[ ,\u00a0\u202f]?000\.00/);
  });

  test('a pending payment: the page waits and updates itself once the bank answers; a request about it', async ({
    page,
  }) => {
    await registerOneClick(page);
    await startDeposit(page, '300');
    await payWithCard(page, CARDS.pending);
    await expect(page).toHaveURL(/\/en\/onpay\/pending\?paymentId=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit is being processed' })).toBeVisible();
    await expect(page.getByText('This page updates by itself.', { exact: false })).toBeVisible();
    const paymentId = new URL(page.url()).searchParams.get('paymentId') ?? '';
    // The bank answers (the sandbox's control API): the page's next read sees it, no reload.
    const resolved = await page.request.fetch(resolvePayment.path, {
      method: resolvePayment.method,
      data: { paymentId, outcome: 'success' },
    });
    expect(resolved.ok(), await resolved.text()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Balance:' })).toContainText(/300\.00/);

    // Spec 01 §2 payment/create-request with topic, sub-topic and transaction sub-routes.
    await page.goto('/en/payment/create-request');
    await page.getByLabel('Topic').selectOption({ label: 'Deposit' });
    await expect(page).toHaveURL(/\/en\/payment\/create-request\/deposit$/);
    await page.getByLabel('Subject').selectOption({ label: 'Money not credited' });
    await page.getByLabel('Payment the request is about').selectOption({ value: paymentId });
    await expect(page).toHaveURL(new RegExp(`/en/payment/create-request/deposit/not_credited/${paymentId}$`));
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByLabel('What happened')).toBeFocused();
    await page.getByLabel('What happened').fill('The bank took a while.');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('status').filter({ hasText: /is sent/ })).toBeVisible();
    await page.getByRole('link', { name: 'See your requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment requests' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Requests' }).getByRole('article')).toContainText(
      'The bank took a while.',
    );
  });

  test('no answer on the way back: nothing is lost or doubled, and a retry shows the payment', async ({ page }) => {
    await registerOneClick(page);
    await startDeposit(page, '500');
    // The first read of the payment gets no answer (the connection drops), as on a flaky network.
    let dropped = false;
    await page.route('**/web-api/payments/payment?*', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('internetdisconnected');
    });
    await payWithCard(page, CARDS.success);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The payment status could not be checked' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Nothing was lost or charged twice');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Payment history' }).click();
    await expect(page.getByRole('list', { name: 'Payments' }).getByRole('article')).toHaveCount(1);
    await expect.poll(() => headerBalance(page)).toBe(50_000);
  });
});
