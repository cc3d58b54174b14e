import type { APIRequestContext, Page } from '@playwright/test';
import { getCyberDashboard, getLineGames, setGameState } from '@bet/contract';
import { expectNoViolations } from './axe';
import { coupon, firstOpenOdds, placeCoupon, pressInCoupon, signInAsBettor } from './bettor';
import { expect, test } from './csp-guard';
import { header, openSignIn } from './players';
import { resetFaults } from './sandbox';

/**
 * Issue 19 "Accessibility": axe (WCAG 2.1 A and AA) on the main pages of the real sandbox, each
 * page checked once its real data is in (lists, markets, forms), so the rules see what a player
 * sees. Any violation fails the page's test and lists every element at fault (axe.ts).
 */

// A busy machine can take a while to load a page's first data: generous waits (the test budget is the config's 60 s).
const LOADED = { timeout: 15_000 };

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The page's odds buttons are in (the line or live feed answered). */
async function oddsLoaded(page: Page): Promise<void> {
  await expect(
    main(page)
      .getByRole('button', { name: /: .+, \d/ })
      .first(),
  ).toBeVisible(LOADED);
}

/** Moves a game through the control API (spec 01 §4 statuses: 2 in play, 4 finished). */
async function moveGame(
  request: APIRequestContext,
  body: { gameId: number; status: 2 | 4; score1?: number; score2?: number },
): Promise<void> {
  const answer = await request.fetch(setGameState.path, { method: setGameState.method, data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function liveGames(request: APIRequestContext) {
  const answer = await request.get(getLineGames.path, { params: { section: 'live', lang: 'en' } });
  expect(answer.ok()).toBe(true);
  return getLineGames.response.parse(await answer.json()).games.filter((game) => game.cyberTypeId === null);
}

const CASINO_GAME = 'Book of Pharaohs';

test.describe('axe on the pages a visitor sees (issue 19, spec 01 §2)', () => {
  test('home', async ({ page }) => {
    await page.goto('/en/');
    await oddsLoaded(page);
    await expectNoViolations(page, 'home');
  });

  test('line: football', async ({ page }) => {
    await page.goto('/en/home/line/sports/1-football');
    await oddsLoaded(page);
    await expectNoViolations(page, 'line');
  });

  test('live: football', async ({ page }) => {
    await page.goto('/en/home/live/sports/1-football');
    await oddsLoaded(page);
    await expectNoViolations(page, 'live');
  });

  test('a live game page with its scoreboard and markets', async ({ page }) => {
    await page.goto('/en/home/live/sports/1-football');
    const firstGame = main(page).getByRole('link', { name: / – / }).first();
    await expect(firstGame).toBeVisible(LOADED);
    const href = await firstGame.getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href ?? '');
    await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible(LOADED);
    await expect(page.getByRole('group', { name: 'Markets' }).getByRole('button').first()).toBeVisible();
    await expectNoViolations(page, 'game page');
  });

  test('results with a finished game', async ({ page, request }) => {
    const [game] = await liveGames(request);
    if (!game) throw new Error('The sandbox has no live game');
    await moveGame(request, { gameId: game.id, status: 4, score1: 2, score2: 1 });
    await page.goto('/en/results');
    await expect(h1(page, 'Results')).toBeVisible(LOADED);
    await expect(main(page).getByRole('row').nth(1)).toBeVisible();
    await expectNoViolations(page, 'results');
  });

  test('cyber: live', async ({ page, request }) => {
    const answer = await request.get(getCyberDashboard.path, { params: { lang: 'en' } });
    const cyber = getCyberDashboard.response.parse(await answer.json()).games;
    const live = cyber.find((game) => game.isLive) ?? cyber.find((game) => game.status === 1);
    if (!live) throw new Error('The sandbox has no cyber game');
    if (!live.isLive) await moveGame(request, { gameId: live.id, status: 2 });
    await page.goto('/en/cyber/live');
    await expect(h1(page, 'Cybersport')).toBeVisible(LOADED);
    await expect(page.getByRole('link', { name: `${live.team1} – ${live.team2}`, exact: true })).toBeVisible();
    await expectNoViolations(page, 'cyber');
  });

  test('multi-live with two games chosen', async ({ page, request }) => {
    const [first, second] = await liveGames(request);
    if (!first || !second) throw new Error('The sandbox has fewer than two live games');
    await page.goto('/en/multi');
    await expect(h1(page, 'Multi-live')).toBeVisible(LOADED);
    const picker = page.getByRole('group', { name: 'Live games' });
    await expectNoViolations(page, 'multi-live, nothing chosen');
    for (const game of [first, second]) {
      await picker.getByRole('checkbox', { name: `${game.team1} – ${game.team2}` }).check();
    }
    const panels = page.getByRole('list', { name: 'Multi-live' });
    await expect(panels.getByRole('group', { name: 'Markets' }).getByRole('button').first()).toBeVisible();
    await expectNoViolations(page, 'multi-live, two games');
  });

  test('promotions', async ({ page }) => {
    await page.goto('/en/promotions');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await expectNoViolations(page, 'promotions');
  });

  test('casino lobby', async ({ page }) => {
    await page.goto('/en/casino-lobby');
    await expect(h1(page, 'Casino')).toBeVisible(LOADED);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await expectNoViolations(page, 'casino lobby');
  });

  test('a casino game in demo mode', async ({ page }) => {
    await page.goto('/en/slots/game/1001/book-of-pharaohs');
    await expect(h1(page, CASINO_GAME)).toBeVisible(LOADED);
    await expect(
      page.frameLocator(`iframe[title="Game: ${CASINO_GAME}"]`).getByRole('button', { name: 'Spin' }),
    ).toBeVisible(LOADED);
    await expectNoViolations(page, 'casino game');
  });

  test('the sign-in dialog', async ({ page }) => {
    await page.goto('/en/');
    await oddsLoaded(page);
    const dialog = await openSignIn(page);
    await expect(dialog.getByLabel('E-mail or player ID')).toBeVisible();
    await expectNoViolations(page, 'sign-in dialog');
  });

  test('the sign-in page', async ({ page }) => {
    await page.goto('/en/user/login');
    await expect(main(page).getByLabel('E-mail or player ID')).toBeVisible(LOADED);
    await expectNoViolations(page, 'sign-in page');
  });

  test('registration: the dialog and the page', async ({ page }) => {
    await page.goto('/en/');
    await header(page).getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration' });
    await expect(dialog.getByRole('tab').first()).toBeVisible();
    await expectNoViolations(page, 'registration dialog');
    for (const tab of await dialog.getByRole('tab').all()) {
      await tab.click();
      await expectNoViolations(page, `registration dialog, tab ${await tab.innerText()}`);
    }
    await page.goto('/en/registration');
    await expect(h1(page, /Registration/)).toBeVisible(LOADED);
    await expectNoViolations(page, 'registration page');
  });

  test('a page that does not exist (404)', async ({ page }) => {
    await page.goto('/en/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible(LOADED);
    await expectNoViolations(page, '404');
  });
});

test.describe('axe on the pages of a signed-in player (issue 19, spec 01 §2 office)', () => {
  test('the coupon with a bet, placed, and the bet history', async ({ page }) => {
    await signInAsBettor(page);
    await page.goto('/en/home/line/sports/1-football');
    await oddsLoaded(page);
    const odds = await firstOpenOdds(page);
    await pressInCoupon(odds);
    await expect(coupon(page).getByRole('list', { name: 'Bets in the coupon' }).getByRole('listitem')).toHaveCount(1);
    await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('10');
    await expectNoViolations(page, 'coupon with a bet');
    const couponId = await placeCoupon(page, '10');
    await expectNoViolations(page, 'coupon accepted');

    await page.goto('/en/history');
    await expect(page.getByRole('article', { name: `Coupon № ${couponId}` })).toBeVisible();
    await expectNoViolations(page, 'bet history');
    // The print page has the empty layout: no header, so no language menu either.
    await page.goto(`/en/print-coupon/${couponId}`);
    await expect(h1(page, `Coupon № ${couponId}`)).toBeVisible(LOADED);
    await expectNoViolations(page, 'print coupon');
  });

  test('deposit, withdrawal and payment history', async ({ page }) => {
    await signInAsBettor(page);
    await page.goto('/en/recharge');
    await expect(h1(page, 'Deposit')).toBeVisible(LOADED);
    await expect(page.getByLabel(/^Amount, RUB/)).toBeVisible();
    await expectNoViolations(page, 'deposit');
    await page.goto('/en/deduce');
    await expect(h1(page, 'Withdraw')).toBeVisible(LOADED);
    await expectNoViolations(page, 'withdrawal');
    await page.goto('/en/historypay');
    await expect(h1(page, 'Payment history')).toBeVisible(LOADED);
    await expectNoViolations(page, 'payment history');
  });

  test('payment requests', async ({ page }) => {
    await signInAsBettor(page);
    await page.goto('/en/payment/requests');
    await expect(h1(page, 'Payment requests')).toBeVisible(LOADED);
    await expectNoViolations(page, 'payment requests');
    await page.goto('/en/payment/create-request');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await expectNoViolations(page, 'new payment request');
  });

  test('responsible-gaming limits', async ({ page }) => {
    await signInAsBettor(page);
    await page.goto('/en/responsible');
    await expect(h1(page, 'Responsible gaming')).toBeVisible(LOADED);
    await expect(page.getByRole('region', { name: 'Deposit per 24 hours', exact: true })).toBeVisible();
    await expectNoViolations(page, 'responsible gaming');
  });

  test('my casino', async ({ page }) => {
    await signInAsBettor(page);
    await page.goto('/en/my-casino');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await expectNoViolations(page, 'my casino');
  });
});

/**
 * The dark theme (issue 19 "Design system"): with nothing chosen the site follows the system's
 * scheme, so an emulated dark system shows the dark tokens. The pages with the most colour pairs:
 * odds rows, the scoreboard, casino tiles, a dialog, the coupon and the history.
 */
test.describe('axe on the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('home, a live game page, the casino lobby and the sign-in dialog', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await oddsLoaded(page);
    await expectNoViolations(page, 'home, dark');

    await page.goto('/en/home/live/sports/1-football');
    const firstGame = main(page).getByRole('link', { name: / – / }).first();
    await expect(firstGame).toBeVisible(LOADED);
    await page.goto((await firstGame.getAttribute('href')) ?? '');
    await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible(LOADED);
    await expectNoViolations(page, 'game page, dark');

    await page.goto('/en/casino-lobby');
    await expect(main(page).getByRole('article').first()).toBeVisible(LOADED);
    await expectNoViolations(page, 'casino lobby, dark');

    const dialog = await openSignIn(page);
    await expect(dialog.getByLabel('E-mail or player ID')).toBeVisible();
    await expectNoViolations(page, 'sign-in dialog, dark');
  });

  test('the coupon with a bet and the bet history of a player', async ({ page }) => {
    await signInAsBettor(page);
    await page.goto('/en/home/line/sports/1-football');
    await oddsLoaded(page);
    await pressInCoupon(await firstOpenOdds(page));
    await coupon(page).getByRole('textbox', { name: 'Stake' }).fill('10');
    await expectNoViolations(page, 'coupon, dark');
    const couponId = await placeCoupon(page, '10');
    await page.goto('/en/history');
    await expect(page.getByRole('article', { name: `Coupon № ${couponId}` })).toBeVisible(LOADED);
    await expectNoViolations(page, 'bet history, dark');
  });
});
