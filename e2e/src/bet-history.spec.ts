import { expect, test } from './csp-guard';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  AUTH_HEADER,
  getAccounts,
  getBetHistory,
  getLineGames,
  getToken,
  postCoupon,
  setGameState,
  type CallResponse,
  type PostCouponBody,
} from '@bet/contract';
import { signInAsBettor } from './bettor';
import { header } from './players';
import { resetFaults } from './sandbox';

/** 100.00 RUB, minor units. */
const STAKE = 10_000;
/** Spec 02 §9 "opened coupon cost": the history re-reads open coupons every 15 s; a little slack on top. */
const REFRESH_WAIT_MS = 20_000;

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

/**
 * Calls the player's API as the page would: `page.request` shares the browser's cookies, and
 * calls marked `auth` carry the token the session cookie gives.
 */
async function asPlayer(page: Page) {
  const request: APIRequestContext = page.request;
  const tokenAnswer = await request.get(getToken.path);
  expect(tokenAnswer.ok()).toBe(true);
  const { token } = getToken.response.parse(await tokenAnswer.json());
  const headers = { [AUTH_HEADER]: token };
  return {
    async balance(): Promise<number> {
      const answer = await request.get(getAccounts.path, { headers });
      expect(answer.ok()).toBe(true);
      const { accounts } = getAccounts.response.parse(await answer.json());
      const main = accounts.find((account) => account.isActive) ?? accounts[0];
      if (!main) throw new Error('The player has no account');
      return main.money;
    },
    /**
     * The games of the player's open coupons: settling one of them would pay those coupons too,
     * so a test that settles a game to check the balance must choose another (the bettor is
     * shared by the specs, several of which leave bets open).
     */
    async openGameIds(): Promise<Set<number>> {
      const answer = await request.get(getBetHistory.path, { headers, params: { filter: 'open', limit: 100 } });
      expect(answer.ok()).toBe(true);
      const { coupons } = getBetHistory.response.parse(await answer.json());
      return new Set(coupons.flatMap((coupon) => coupon.legs.map((leg) => leg.gameId)));
    },
    async place(body: PostCouponBody): Promise<CallResponse<typeof postCoupon>> {
      const answer = await request.post(postCoupon.path, { headers, data: body });
      expect(answer.ok(), await answer.text()).toBe(true);
      return postCoupon.response.parse(await answer.json());
    },
  };
}

/** A pre-match "1" (home win) outcome of a game that has not started, open for bets, not in `busy`. */
async function pickLineMarket(request: APIRequestContext, busy: ReadonlySet<number> = new Set()) {
  const answer = await request.get(getLineGames.path, { params: { section: 'line' } });
  expect(answer.ok()).toBe(true);
  const list = getLineGames.response.parse(await answer.json());
  for (const game of list.games) {
    if (game.isLive || game.status !== 1 || busy.has(game.id)) continue;
    const market = list.markets.find((m) => m.gameId === game.id && !m.isBlocked && m.outcome === '1');
    if (market) return { game, market };
  }
  throw new Error('The line has no open home-win outcome');
}

/** "14,850.00" in any grouping the page's locale uses. */
function moneyPattern(minor: number): RegExp {
  const whole = Math.floor(minor / 100).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[ ,.\\u00a0\\u202f]?');
  return new RegExp(`${grouped}[.,]${String(minor % 100).padStart(2, '0')}`);
}

test.describe('bet history and print-coupon (issue 6, spec 01 §2 history, print-coupon)', () => {
  test('a placed bet shows open, settles with its payout and balance, and prints', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAsBettor(page);
    const player = await asPlayer(page);
    const { game, market } = await pickLineMarket(request, await player.openGameIds());
    const before = await player.balance();

    const placed = await player.place({
      id: `e2e-history-${Date.now()}`,
      accountId: null,
      amount: STAKE,
      amountByBlockId: {},
      bets: [
        {
          id: market.id,
          gameId: game.id,
          coef: market.coef,
          sportId: game.sportId,
          typeId: market.typeId,
          kind: market.kind,
          champId: game.champId,
          isLive: false,
          blockId: 0,
          isBanker: false,
        },
      ],
      changeCoefAction: 1,
      coef: market.coef,
      coefByView: String(market.coef),
      coefViewId: 0,
      exactCoef: false,
      isDropOnScoreChange: false,
      prepaidAmount: 0,
      refId: null,
      systemValue: 0,
      typeId: 0,
      userId: null,
      hyperBonusPercent: 0,
      minHyperBonusBetLimit: 0,
      maxHyperBonusLimit: 0,
    });
    expect(placed.balance).toBe(before - STAKE);
    const coef = placed.acceptedCoefs[0]?.coef ?? market.coef;
    // coupon-math.md: a single returns S·D, rounded down once.
    const payout = Math.floor((STAKE * Math.round(coef * 1000)) / 1000);

    // The history lists it open, with the possible win.
    await page.goto('/en/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
    const card = page.getByRole('article', { name: `Coupon № ${placed.couponId}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Open').first()).toBeVisible();
    await expect(card).toContainText('Possible win');
    await expect(card).toContainText(moneyPattern(payout));
    await card.getByRole('button', { name: 'Show bets (1)' }).click();
    const legs = card.getByRole('table', { name: `Bets of coupon № ${placed.couponId}` });
    await expect(legs).toContainText(`${game.team1} — ${game.team2}`);
    await expect(legs).toContainText('Not started');

    // The game finishes 2:1 (spec 01 §4 game status 4): the home win settles the bet.
    const finished = await request.post(setGameState.path, {
      data: { gameId: game.id, status: 4, score1: 2, score2: 1 },
    });
    expect(finished.ok(), await finished.text()).toBe(true);

    // The open coupon is refreshed on the page within 15 s, without a reload.
    await expect(card.getByText('Won').first()).toBeVisible({ timeout: REFRESH_WAIT_MS });
    await expect(card).toContainText('Payout');
    await expect(card).toContainText(moneyPattern(payout));
    await expect(legs).toContainText('2:1');

    // It is under "Settled", and the balance has the payout.
    await page.getByRole('tab', { name: 'Settled' }).click();
    await expect(page.getByRole('article', { name: `Coupon № ${placed.couponId}` })).toBeVisible();
    expect(await player.balance()).toBe(before - STAKE + payout);
    await page.reload();
    await expect(header(page)).toContainText(moneyPattern(before - STAKE + payout));

    // Print-coupon shows the same coupon with its legs and a print button.
    await page.goto(`/en/print-coupon/${placed.couponId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Coupon № ${placed.couponId}` })).toBeVisible();
    await expect(page.getByRole('table', { name: `Bets of coupon № ${placed.couponId}` })).toContainText('Won');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('another number on print-coupon says the coupon is not among the bets', async ({ page }) => {
    await signInAsBettor(page);
    await page.goto('/en/print-coupon/999999999');
    await expect(page.getByRole('alert')).toHaveText('There is no such coupon among your bets.');
  });
});
