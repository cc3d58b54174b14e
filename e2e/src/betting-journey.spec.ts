import { expect, test } from './csp-guard';
import { AUTH_HEADER, getCouponById, getToken, setGameState } from '@bet/contract';
import { coupon, firstOpenOdds, headerBalance, placeCoupon, signInAsBettor } from './bettor';
import { resetFaults } from './sandbox';

/**
 * Issue 6 from end to end, through what the player sees: odds buttons of a live and a line game
 * fill the coupon, the express is placed, the header balance drops, the history shows the coupon
 * open, and once the sandbox finishes both games the history shows it settled.
 */

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

test('live and line odds into an express, placed, in the history, settled when the games finish', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsBettor(page);
  const before = await headerBalance(page);

  // One outcome of a live game, one of a line game (spec 01 §2 home/{section}/...).
  await page.goto('/en/home/live/sports/1-football');
  const live = await firstOpenOdds(page);
  await live.click();
  await expect(live).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/home/line/sports/1-football');
  const line = await firstOpenOdds(page);
  await line.click();
  await expect(line).toHaveAttribute('aria-pressed', 'true');

  const bets = coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem');
  await expect(bets).toHaveCount(2);
  await expect(coupon(page).getByRole('combobox', { name: 'Coupon type' })).toHaveValue('1');
  // A live price may move before the bet reaches the server: the prompt asks, accepting places it.
  const couponId = await placeCoupon(page, '50');
  await expect.poll(() => headerBalance(page)).toBe(before - 5000);
  // The placed bets leave the slip and the buttons are free again.
  await expect(line).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/en/history');
  const card = page.getByRole('article', { name: `Coupon № ${couponId}` });
  await expect(card.getByText('Open').first()).toBeVisible();

  // The sandbox finishes both games (spec 01 §4 game status 4) and settles the coupon.
  const { token } = getToken.response.parse(await (await page.request.get(getToken.path)).json());
  const record = getCouponById.response.parse(
    await (
      await page.request.get(getCouponById.path, { params: { couponId }, headers: { [AUTH_HEADER]: token } })
    ).json(),
  );
  expect(record.legs).toHaveLength(2);
  for (const leg of record.legs) {
    const finished = await page.request.post(setGameState.path, {
      data: { gameId: leg.gameId, status: 4, score1: 1, score2: 1 },
    });
    expect(finished.ok(), await finished.text()).toBe(true);
  }
  await page.reload();
  await expect(card.getByText('Open')).toHaveCount(0);
  await expect(card).toContainText('Payout');
});
