import { expect, test } from './csp-guard';
import { grantBonusPoints } from '@bet/contract';
import { payWithCard, CARDS } from './cashier';
import { registerOneClick } from './players';
import { resetFaults } from './sandbox';

// A clean sandbox for each test: no fault left on, and the attempt limits cleared (each test registers players).
test.beforeEach(async ({ request }) => {
  await resetFaults(request);
});

/**
 * Issue 12: the deposit bonus with its wager, and points exchanged for a reward, against the real
 * sandbox (apps/api README "Bonuses, cashback, points and rewards"). A new player each test.
 */

test('a new player choosing the sport bonus deposits and sees the bonus and its wager progress', async ({ page }) => {
  await registerOneClick(page);
  await page.goto('/en/recharge');
  await page.getByLabel(/^Amount, RUB/).fill('500');
  await page.getByRole('radio', { name: /^Sport bonus/ }).check();
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Payment to/ })).toBeVisible();
  await payWithCard(page, CARDS.success);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit successful' })).toBeVisible({ timeout: 10_000 });

  await page.goto('/en/bonuses/deposit');
  const bonus = page.getByRole('article', { name: 'Sport bonus' });
  // A full page load on a busy machine: the app starts, signs in again, then reads the page.
  await expect(bonus).toContainText('500.00', { timeout: 10_000 });
  // x5 of the bonus to stake; nothing staked yet.
  await expect(bonus).toContainText('2,500.00');
  const bar = bonus.getByRole('progressbar', { name: 'Wager progress of the Sport bonus' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');

  await page.goto('/en/bonuses/wager');
  const list = page.getByRole('list', { name: 'Your bonus wagers' });
  await expect(list.getByRole('progressbar')).toHaveCount(1, { timeout: 10_000 });
});

test('a player exchanges points for a reward, once, and the points go down', async ({ page, request }) => {
  const playerId = await registerOneClick(page);
  const granted = await request.fetch(grantBonusPoints.path, {
    method: grantBonusPoints.method,
    data: { playerId, amount: 150 },
  });
  expect(granted.ok(), `grantBonusPoints: ${granted.status()}`).toBe(true);

  await page.goto('/en/rewards');
  await expect(page.getByText('You have 150 points')).toBeVisible({ timeout: 10_000 });
  const rewards = page.getByRole('list', { name: 'Rewards for points' });
  await rewards
    .getByRole('button', { name: /^Exchange for/ })
    .first()
    .click();
  await expect(page.getByText('credited to the main account')).toBeVisible();
  await expect(page.getByText('You have 50 points')).toBeVisible();
  // The dearer rewards wait for more points.
  await expect(rewards.getByRole('button', { name: /^Exchange for/ }).nth(1)).toBeDisabled();

  await page.goto('/en/points');
  const history = page.getByRole('table', { name: 'Points history' });
  await expect(history).toContainText('Reward', { timeout: 10_000 });
  await expect(history).toContainText('Gift from the operator');
});
