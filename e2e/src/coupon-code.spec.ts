import { expect, test } from './csp-guard';
import type { APIRequestContext, Page } from '@playwright/test';
import { getLineGames, grantPromoCode, type Game, type Market } from '@bet/contract';
import { coupon, pressInCoupon } from './bettor';
import { depositWithCard } from './cashier';
import { registerOneClick } from './players';

/**
 * Issue 18, a coupon by its code and promo codes: a visitor shares the coupon's bets as a code,
 * another browser loads them by it (a bad code is said and loses nothing); a new player's promo
 * code is refused on a single (spec 01 §5) and accepted on an express, once.
 */

interface Pick {
  game: Game;
  market: Market;
}

/** Pre-match games with an open "1" of the match result, `skip` games in. */
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
async function addBet(page: Page, { game, market }: Pick) {
  const detail = {
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
    game: { names: { team1: game.team1, team2: game.team2 }, number: game.number, champId: game.champId, status: 1 },
  };
  await page.evaluate((payload) => window.dispatchEvent(new CustomEvent('couponAddBet', { detail: payload })), detail);
}

const betItems = (page: Page) => coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem');

test("shares a coupon's code, and another browser loads it by the code", async ({ page, browser, request }) => {
  const picks = await linePicks(request, 2, 4);
  await page.goto('/en/');
  for (const pick of picks) await addBet(page, pick);
  await expect(betItems(page)).toHaveCount(2);

  await pressInCoupon(coupon(page).getByRole('button', { name: 'Share the coupon' }));
  const shared = coupon(page).getByRole('status', { name: 'Code of this coupon:' });
  await expect(shared).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
  const code = (await shared.textContent()) ?? '';
  const link = coupon(page).getByRole('link', { name: 'Link to this coupon' });
  await expect(link).toHaveAttribute('href', `/en/?coupon=${code}`);

  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto('/en/');
    await expect(coupon(fresh).getByText(/The coupon is empty/)).toBeVisible();
    const field = coupon(fresh).getByRole('textbox', { name: 'Coupon code' });

    // A code nobody shared: said under the field, which keeps the text.
    await field.fill('ABCDEFGH');
    await pressInCoupon(coupon(fresh).getByRole('button', { name: 'Load' }));
    await expect(field).toHaveAccessibleDescription(/No coupon has this code/);
    await expect(field).toHaveValue('ABCDEFGH');

    await field.fill(code.toLowerCase());
    await pressInCoupon(coupon(fresh).getByRole('button', { name: 'Load' }));
    await expect(betItems(fresh)).toHaveCount(2);
    await expect(coupon(fresh).getByText(`Coupon ${code} is loaded.`)).toBeVisible();
    await expect(coupon(fresh).getByRole('combobox', { name: 'Coupon type' })).toHaveValue('1');
    for (const { game } of picks) await expect(coupon(fresh)).toContainText(game.team1);

    // The shared link loads the code by itself, and leaves the address clean.
    await pressInCoupon(coupon(fresh).getByRole('button', { name: 'Clear the coupon' }));
    await expect(coupon(fresh).getByText(/The coupon is empty/)).toBeVisible();
    await fresh.goto(`/en/?coupon=${code}`);
    await expect(betItems(fresh)).toHaveCount(2);
    await expect(fresh).toHaveURL(/\/en\/$/);
  } finally {
    await other.close();
  }
});

test('a promo code is refused on a single and accepted on an express, once', async ({ page, request }) => {
  // A new player with money (registration and a card deposit) before the coupon's own steps.
  test.setTimeout(60_000);
  const picks = await linePicks(request, 4, 6);
  const [a, b, c, d] = picks as [Pick, Pick, Pick, Pick];
  const playerId = await registerOneClick(page);
  await depositWithCard(page, '100');
  const code = `E2E-${playerId}`;
  const granted = await request.post(grantPromoCode.path, { data: { playerId, code, name: 'E2E boost' } });
  expect(granted.ok()).toBe(true);
  // The coupon reads the player's promo codes with its config, at start.
  await page.goto('/en/');

  await addBet(page, a);
  await addBet(page, b);
  await expect(betItems(page)).toHaveCount(2);
  await coupon(page).getByRole('combobox', { name: 'Your promo codes' }).selectOption(code);

  // Spec 01 §5: a single takes no promo code; the coupon says so and sends nothing.
  await pressInCoupon(
    betItems(page)
      .nth(1)
      .getByRole('button', { name: /^Remove/ }),
  );
  await expect(betItems(page)).toHaveCount(1);
  const place = coupon(page).getByRole('button', { name: 'Place the bet' });
  await expect(coupon(page).getByText('Promo codes are not accepted for a single.')).toBeVisible();
  await expect(place).toHaveAttribute('aria-disabled', 'true');

  await addBet(page, b);
  await expect(betItems(page)).toHaveCount(2);
  await expect(coupon(page).getByText('Promo codes are not accepted for a single.')).toBeHidden();
  await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('10');
  await pressInCoupon(place);
  await expect(coupon(page).getByText(/^Coupon № \d+$/)).toBeVisible();
  await pressInCoupon(coupon(page).getByRole('button', { name: 'Make another bet' }));

  // The code went with that coupon: typed again on another express, the sandbox refuses it.
  await addBet(page, c);
  await addBet(page, d);
  await expect(betItems(page)).toHaveCount(2);
  // The config lists only codes still usable: the spent one is typed by hand.
  await coupon(page)
    .getByRole('textbox', { name: /^(Or type a promo code|Promo code)$/ })
    .fill(code.toLowerCase());
  await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('10');
  await pressInCoupon(place);
  await expect(coupon(page).getByText('This promo code has already been used.')).toBeVisible();
  await expect(betItems(page)).toHaveCount(2);
});
