import { expect, test } from './csp-guard';
import type { Page } from '@playwright/test';

/**
 * Spec 02 §7 "Coupon events": any page or sub-app feeds the coupon with couponAddBet and
 * couponUpdate on window; issue "Coupon engine": the coupon is stored locally and restored on
 * reload, and garbage in storage loses nothing.
 */
const bet = {
  market: { id: 501, coef: 1.85, gameId: 9001, sportId: 1, isLive: false },
  game: { names: { team1: 'Arsenal', team2: 'Chelsea' } },
  source: 'e2e',
};

interface StoredBet {
  id: string;
  market: { coef: number };
}

async function storedBets(page: Page): Promise<StoredBet[]> {
  const raw = await page.evaluate(() => window.localStorage.getItem('coupon'));
  return raw ? ((JSON.parse(raw) as { bets: StoredBet[] }).bets ?? []) : [];
}

const storedBetIds = async (page: Page) => (await storedBets(page)).map((stored) => stored.id);

test('a bet added through the window bus is stored and survives a reload', async ({ page }) => {
  await page.goto('/ru/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('couponAddBet', { detail })), bet);
  await expect.poll(() => storedBetIds(page)).toEqual(['9001:501']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Restored on start, so a coefficient rise from the line reaches the same bet and, under the
  // default policy (changeCoefAction 2: accept increases), is taken at once.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('couponUpdate', { detail: { market: { id: 501, coef: 1.9, gameId: 9001 } } })),
  );
  await expect
    .poll(async () => (await storedBets(page)).map((stored) => [stored.id, stored.market.coef]))
    .toEqual([['9001:501', 1.9]]);
});

test('garbage in the stored coupon does not break the page', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('coupon', '{"bets": "not a list", "typeId": 42');
    window.localStorage.setItem('coupon-settings', 'null');
  });
  await page.goto('/ru/');
  await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в Orbit Bet' })).toBeVisible();
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent('couponAddBet', { detail })), bet);
  await expect.poll(() => storedBetIds(page)).toEqual(['9001:501']);
});
