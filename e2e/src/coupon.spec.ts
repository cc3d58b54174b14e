import { expect, test } from './csp-guard';
import type { APIRequestContext, Page } from '@playwright/test';
import { getLineGames, postCoupon, setMarket, type Game, type Market } from '@bet/contract';
import { formatCoef } from '@bet/coupon';
import { coupon, headerBalance, pressInCoupon, signInAsBettor } from './bettor';
import { resetFaults } from './sandbox';

/**
 * Issue 6, the coupon on screen: a signed-in player fills the coupon (through the bus, with
 * real markets of the sandbox's line), places a single, an express and a system, sees the
 * header balance drop by the stake, and accepts a coefficient change the server refused.
 */

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

interface Pick {
  game: Game;
  market: Market;
}

/** Pre-match games with an open "1" of the match result, one market per game, `skip` games in. */
async function linePicks(request: APIRequestContext, count: number, skip: number): Promise<Pick[]> {
  const response = await request.get(`${getLineGames.path}?section=line`);
  expect(response.ok()).toBe(true);
  const list = getLineGames.response.parse(await response.json());
  const picks: Pick[] = [];
  for (const game of list.games) {
    if (game.isLive || game.status !== 1) continue;
    const market = list.markets.find((item) => item.gameId === game.id && item.typeId === 1 && !item.isBlocked);
    if (market) picks.push({ game, market });
  }
  expect(picks.length).toBeGreaterThanOrEqual(skip + count);
  return picks.slice(skip, skip + count);
}

/** What the line's odds button sends (spec 02 §7 couponAddBet). */
function busPayload({ game, market }: Pick) {
  return {
    market: {
      id: market.id,
      coef: market.coef,
      gameId: game.id,
      sportId: game.sportId,
      typeId: market.typeId,
      isLive: false,
      kind: market.kind,
      champId: game.champId,
      names: { market: market.group, outcome: market.outcome },
    },
    game: {
      names: { team1: game.team1, team2: game.team2 },
      number: game.number,
      champId: game.champId,
      status: game.status,
    },
  };
}

/** Adds the picks over the bus; `total`: the bets the coupon then holds. */
async function addBets(page: Page, picks: Pick[], total = picks.length) {
  for (const pick of picks) {
    await page.evaluate(
      (detail) => window.dispatchEvent(new CustomEvent('couponAddBet', { detail })),
      busPayload(pick),
    );
  }
  await expect(coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem')).toHaveCount(total);
}

async function expectBalance(page: Page, expected: number) {
  await expect.poll(() => headerBalance(page)).toBe(expected);
}

async function placeAndExpectSuccess(page: Page): Promise<string> {
  await pressInCoupon(coupon(page).getByRole('button', { name: 'Place the bet' }));
  const accepted = coupon(page).getByText(/^Coupon № \d+$/);
  await expect(accepted).toBeVisible();
  const number = ((await accepted.textContent()) ?? '').replace(/\D/g, '');
  await expect(coupon(page).getByRole('link', { name: 'Print the coupon' })).toHaveAttribute(
    'href',
    `/en/print-coupon/${number}`,
  );
  return number;
}

test('a single: possible win as the stake is typed, the balance drops, the bet never comes back', async ({
  page,
  request,
}) => {
  const picks = await linePicks(request, 1, 0);
  await signInAsBettor(page);
  const before = await headerBalance(page);
  await addBets(page, picks);

  const stake = coupon(page).getByRole('textbox', { name: 'Stake' });
  await stake.fill('100');
  const expectedWin = Math.floor((10000 * Math.round((picks[0]?.market.coef ?? 0) * 1000)) / 1000);
  await expect(coupon(page).getByTestId('possible-win')).toHaveAttribute('aria-live', 'polite');
  await expect
    .poll(async () =>
      Number(((await coupon(page).getByTestId('possible-win').textContent()) ?? '').replace(/[^\d]/g, '')),
    )
    .toBe(expectedWin);

  await placeAndExpectSuccess(page);
  await expectBalance(page, before - 10000);
  await expect(coupon(page).getByRole('listitem')).toHaveCount(0);

  await page.reload();
  await expect(coupon(page).getByText(/The coupon is empty/)).toBeVisible();
});

test('an express and a system, each debiting its stake', async ({ page, request }) => {
  const picks = await linePicks(request, 3, 1);
  await signInAsBettor(page);
  const before = await headerBalance(page);

  await addBets(page, picks.slice(0, 2));
  await expect(coupon(page).getByRole('combobox', { name: 'Coupon type' })).toHaveValue('1');
  await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('50');
  await placeAndExpectSuccess(page);
  await expectBalance(page, before - 5000);

  await coupon(page).getByRole('button', { name: 'Make another bet' }).click();
  await addBets(page, picks);
  await coupon(page).getByRole('combobox', { name: 'Coupon type' }).selectOption({ label: 'System' });
  await expect(coupon(page).getByRole('combobox', { name: 'System' })).toHaveValue('2');
  await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('30');
  await placeAndExpectSuccess(page);
  await expectBalance(page, before - 5000 - 3000);
});

test('a coefficient the line lowered before placing: the prompt, and accepting it places the bet', async ({
  page,
  request,
}) => {
  const [pick] = await linePicks(request, 1, 4);
  if (!pick) throw new Error('no market');
  await signInAsBettor(page);
  const before = await headerBalance(page);
  await addBets(page, [pick]);
  await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('20');

  const lowered = Math.max(1.01, Math.round((pick.market.coef - 0.1) * 1000) / 1000);
  const moved = await request.post(setMarket.path, { data: { marketId: pick.market.id, coef: lowered } });
  expect(moved.ok()).toBe(true);

  await pressInCoupon(coupon(page).getByRole('button', { name: 'Place the bet' }));
  const prompt = coupon(page).getByRole('alert').filter({ hasText: 'Coefficients have changed' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(`→ ${formatCoef(lowered, 0)}`);
  // The server refused the bet for the change (accepting places it again), unless the coupon's
  // own 10 s refresh saw the change first: then the place button waited for the acceptance.
  const acceptAndPlace = prompt.getByRole('button', { name: 'Accept and place the bet' });
  if ((await acceptAndPlace.count()) > 0) {
    await pressInCoupon(acceptAndPlace);
  } else {
    await pressInCoupon(prompt.getByRole('button', { name: 'Accept the changes' }));
    await pressInCoupon(coupon(page).getByRole('button', { name: 'Place the bet' }));
  }

  await expect(coupon(page).getByText(/^Coupon № \d+$/)).toBeVisible();
  await expectBalance(page, before - 2000);
});

test('the coupon config: min and max next to the stake, the express bonus, a stake below the minimum never sent', async ({
  page,
  request,
}) => {
  // Spec 01 §5 express bonus: 3 bets, each at least 1.1 and none of kind 7.
  const picks = (await linePicks(request, 10, 6))
    .filter(({ market }) => market.coef >= 1.1 && market.kind !== 7)
    .slice(0, 3);
  expect(picks).toHaveLength(3);
  const placed: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(postCoupon.path)) placed.push(sent.url());
  });
  await signInAsBettor(page);
  await addBets(page, picks.slice(0, 1));

  // The coupon settings group in RUB (the sandbox's seed): 10.00 .. 500 000.00 for singles, expresses and systems.
  const stake = coupon(page).getByRole('textbox', { name: 'Stake' });
  await expect(stake).toHaveAccessibleDescription(/Minimum RUB\s10\.00 · Maximum RUB\s500,000\.00/);

  await addBets(page, picks.slice(1), 3);
  await expect(coupon(page).getByRole('combobox', { name: 'Coupon type' })).toHaveValue('1');
  const bonus = coupon(page).getByText('Express bonus');
  await expect(bonus).toBeVisible();
  await expect(coupon(page).getByText('×1.03')).toBeVisible();

  await stake.fill('5');
  await pressInCoupon(coupon(page).getByRole('button', { name: 'Place the bet' }));
  await expect(coupon(page).getByText('The stake is below the minimum.')).toBeVisible();
  await expect(coupon(page).getByRole('listitem')).toHaveCount(3);
  expect(placed).toEqual([]);
});
