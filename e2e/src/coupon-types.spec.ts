import { expect, test } from './csp-guard';
import type { Locator, Page } from '@playwright/test';
import { AUTH_HEADER, getCouponById, getToken, setGameState, type PlacedCouponRecord } from '@bet/contract';
import { depositWithCard } from './cashier';
import { coupon, headerBalance, pressInCoupon } from './bettor';
import { registerOneClick } from './players';
import { resetFaults } from './sandbox';

/**
 * Issue 18: the conditional (5) and anti-express (6) coupons from end to end, each with a new
 * player (so no other spec's bets are touched): chosen in the coupon with their inputs, placed,
 * settled by the sandbox when their games finish (spec 01 §4 statuses), shown in the history and
 * on print-coupon. Money in minor units.
 */

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const LINE = '/en/home/line/sports/1-football';

/** The home-win ("1") odds buttons of `count` different line games not in `skip`, pinned by name. */
async function homeWinsOfGames(page: Page, count: number, skip: ReadonlySet<string> = new Set()): Promise<Locator[]> {
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /: 1, \d/ }).first()).toBeVisible();
  const names = await main
    .getByRole('button', { name: /: 1, \d/, pressed: false })
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => !(button as HTMLButtonElement).disabled)
        .map((button) => button.getAttribute('aria-label') ?? ''),
    );
  const picked: string[] = [];
  const games = new Set(skip);
  for (const name of names) {
    const game = name.slice(0, name.lastIndexOf(': 1, '));
    if (games.has(game)) continue;
    games.add(game);
    picked.push(name);
    if (picked.length === count) break;
  }
  expect(picked, 'enough open line games').toHaveLength(count);
  return picked.map((name) => main.getByRole('button', { name, exact: true }));
}

/** A new player with 1 000.00 RUB, on the football line. */
async function newFundedPlayer(page: Page): Promise<void> {
  await registerOneClick(page);
  await depositWithCard(page, '1000');
  await page.goto(LINE);
  await expect.poll(() => headerBalance(page)).toBe(100_000);
}

async function addBets(page: Page, buttons: Locator[]): Promise<void> {
  for (const button of buttons) {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem')).toHaveCount(
    buttons.length,
  );
}

/** Presses Place and answers the accepted coupon's number. */
async function place(page: Page): Promise<string> {
  await pressInCoupon(coupon(page).getByRole('button', { name: 'Place the bet' }));
  const accepted = coupon(page).getByText(/^Coupon № \d+$/);
  await expect(accepted).toBeVisible();
  return ((await accepted.textContent()) ?? '').replace(/\D/g, '');
}

async function record(page: Page, couponId: string): Promise<PlacedCouponRecord> {
  const { token } = getToken.response.parse(await (await page.request.get(getToken.path)).json());
  const answer = await page.request.get(getCouponById.path, {
    params: { couponId },
    headers: { [AUTH_HEADER]: token },
  });
  expect(answer.ok()).toBe(true);
  return getCouponById.response.parse(await answer.json());
}

/** The control API finishes a game with a score (spec 01 §4 game status 4); the sandbox settles it. */
async function finish(page: Page, gameId: number, score1: number, score2: number): Promise<void> {
  const answer = await page.request.post(setGameState.path, { data: { gameId, status: 4, score1, score2 } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** "1,234.56" in any grouping the page's locale uses. */
function moneyPattern(minor: number): RegExp {
  const whole = Math.floor(minor / 100).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[ ,.\\u00a0\\u202f]?');
  return new RegExp(`${grouped}[.,]${String(minor % 100).padStart(2, '0')}`);
}

const milli = (coef: number) => Math.round(coef * 1000);

test('a conditional coupon: two blocks with their amounts, placed, settled by its blocks, in history and print', async ({
  page,
}) => {
  await newFundedPlayer(page);
  await addBets(page, await homeWinsOfGames(page, 2));

  await coupon(page).getByRole('combobox', { name: 'Coupon type' }).selectOption({ label: 'Conditional bet' });
  await expect(coupon(page).getByRole('group', { name: 'Blocks of the conditional bet' })).toBeVisible();
  await coupon(page).getByRole('textbox', { name: 'Stake (block 1)' }).fill('100');
  await coupon(page).getByRole('textbox', { name: 'Up to this amount on block 2' }).fill('50');
  const couponId = await place(page);
  await expect.poll(() => headerBalance(page)).toBe(90_000);

  const placed = await record(page, couponId);
  expect(placed).toMatchObject({ typeId: 5, amount: 10_000, amountByBlockId: { 1: 10_000, 2: 5_000 } });
  const [first, second] = placed.legs;
  if (!first || !second) throw new Error('two legs');
  expect([first.blockId, second.blockId]).toEqual([1, 2]);

  // Block 1 wins (the home side 2:0), block 2 loses (0:1): 100.00 × D1, of which 50.00 went on block 2 and was lost.
  await finish(page, first.gameId, 2, 0);
  await finish(page, second.gameId, 0, 1);
  const payout = Math.floor((10_000 * milli(first.coef)) / 1000) - 5_000;
  const settled = await record(page, couponId);
  expect(settled).toMatchObject({ isSettled: true, status: 1, payout });

  await page.goto('/en/history');
  const card = page.getByRole('article', { name: `Coupon № ${couponId}` });
  await expect(card).toContainText('Conditional');
  await expect(card).toContainText('Won');
  await expect(card).toContainText(moneyPattern(payout));
  await expect(card).toContainText(/Block 2\D*50[.,]00/);

  await page.goto(`/en/print-coupon/${couponId}`);
  const legs = page.getByRole('table', { name: `Bets of coupon № ${couponId}` });
  await expect(legs.getByRole('columnheader', { name: 'Block' })).toBeVisible();
  await expect(legs).toContainText('Won');
  await expect(legs).toContainText('Lost');
});

test('an anti-express coupon at the bookmaker price, placed, won when one bet loses, in history', async ({ page }) => {
  await newFundedPlayer(page);
  await addBets(page, await homeWinsOfGames(page, 2));

  await coupon(page).getByRole('combobox', { name: 'Coupon type' }).selectOption({ label: 'Anti-express' });
  await expect(coupon(page).getByText('An anti-express wins if at least one of its bets loses.')).toBeVisible();
  const price = coupon(page).getByText(/^The bookmaker's coefficient: \d/);
  await expect(price).toBeVisible();
  const coef = Number(/(\d+\.\d+)/.exec((await price.textContent()) ?? '')?.[1]);
  await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('100');
  const possibleWin = Math.floor((10_000 * milli(coef)) / 1000);
  await expect(coupon(page).getByTestId('possible-win')).toContainText(moneyPattern(possibleWin));
  const couponId = await place(page);
  await expect.poll(() => headerBalance(page)).toBe(90_000);

  const placed = await record(page, couponId);
  expect(placed).toMatchObject({ typeId: 6, amount: 10_000, coef });
  const [first, second] = placed.legs;
  if (!first || !second) throw new Error('two legs');

  // One home side loses: the express it bets against is lost, so the anti-express wins.
  await finish(page, first.gameId, 0, 1);
  await finish(page, second.gameId, 2, 0);
  expect(await record(page, couponId)).toMatchObject({ isSettled: true, status: 1, payout: possibleWin });

  await page.goto('/en/history');
  const card = page.getByRole('article', { name: `Coupon № ${couponId}` });
  await expect(card).toContainText('Anti-express');
  await expect(card).toContainText(new RegExp(`Anti-express coefficient\\s*${String(coef).replace('.', '\\.')}`));
  await expect(card).toContainText('Won');
  await expect(card).toContainText(moneyPattern(possibleWin));
  await expect.poll(() => headerBalance(page)).toBe(90_000 + possibleWin);
});
