import type { FrameLocator, Page } from '@playwright/test';
import { depositWithCard } from './cashier';
import { expect, test } from './csp-guard';
import { header, registerOneClick } from './players';
import { resetFaults } from './sandbox';

/**
 * Issue 14: the casino against the real sandbox: its catalogue and search, favourites, and a game
 * from the game provider's own origin, in demo for a visitor and for real money for a player
 * (the seamless wallet moves the money; the header follows the game; the round is in history).
 * "Book of Pharaohs" is a seeded slot with a demo (apps/api README "Casino catalogue").
 */
const GAME = 'Book of Pharaohs';

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

async function searchFor(page: Page, query: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  await page.goto('/en/casino-search');
  await page.getByRole('searchbox', { name: 'Game or provider' }).pressSequentially(query, { delay: 30 });
  // The query is in the address, so the results can be shared and survive a reload.
  await expect(page).toHaveURL(new RegExp(`casino-search\\?q=${query}$`));
  return page.getByRole('list', { name: 'Search results' });
}

/** The game's frame: the provider's page, from its own origin. */
function gameFrame(page: Page): FrameLocator {
  return page.frameLocator(`iframe[title="Game: ${GAME}"]`);
}

test.describe('casino (issue 14)', () => {
  test('a visitor finds a game by a typo, opens it in demo mode and plays a round', async ({ page }) => {
    await page.goto('/en/');
    const results = await searchFor(page, 'pharoah');
    await results.getByRole('article', { name: GAME }).getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/slots\/game\/1001\/book-of-pharaohs$/);
    await expect(page.getByRole('heading', { level: 1, name: GAME })).toBeVisible();

    const frame = page.locator(`iframe[title="Game: ${GAME}"]`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(new URL(page.url()).origin);
    const game = gameFrame(page);
    await expect(game.getByText('Demo: play money')).toBeVisible();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).not.toBeEmpty();
  });

  test('a player keeps a favourite, plays for real money, sees the balance follow and the round in history', async ({
    page,
  }) => {
    await registerOneClick(page);
    await depositWithCard(page, '100');
    // The payment result is a page of its own, without the header.
    await page.goto('/en/');
    const balance = header(page).getByRole('button', { name: /Balance and accounts/ });
    await expect(balance).toContainText('100.00');

    const results = await searchFor(page, 'pharaoh');
    const favourite = results.getByRole('button', { name: `Favourite: ${GAME}` });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/en/my-casino/favorites');
    await expect(page.getByRole('article', { name: GAME })).toBeVisible();

    await page.getByRole('article', { name: GAME }).getByRole('link').click();
    const game = gameFrame(page);
    await expect(game.getByText('Balance: 100.00 RUB')).toBeVisible();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).not.toBeEmpty();
    // The stake (and any win) moved through the wallet; the frame told the site and the header
    // shows the balance the game shows (a win the size of the stake would leave 100.00).
    const after = /Balance: (\d+\.\d\d) RUB/.exec((await game.getByText(/^Balance:/).textContent()) ?? '')?.[1];
    expect(after).toBeDefined();
    await expect(balance).toContainText(after ?? '');

    await page.goto('/en/history');
    const rounds = page.getByRole('table', { name: 'Casino rounds' });
    await expect(rounds.getByRole('row', { name: new RegExp(GAME) })).toHaveCount(1);
    await expect(rounds.getByRole('row', { name: new RegExp(GAME) })).toContainText('Settled');
  });

  test('the other casino routes have their pages, and a bonus game plays in the provider’s frame', async ({ page }) => {
    // libs/casino/ui README "Other casino routes" (spec 01 §2).
    for (const [url, heading] of [
      ['/en/fast-bet', 'Fast bet'],
      ['/en/casino/brand', 'Games of House Originals'],
      ['/en/toto/main', 'Toto'],
      ['/en/slots/thank-you', 'Thank you for registering'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Deposit' })).toBeVisible();

    await page.goto('/en/fortuna');
    await expect(page.getByRole('heading', { level: 1, name: 'Fortuna' })).toBeVisible();
    await expect(page.frameLocator('iframe[title="Game: Fortuna"]').getByText('Demo: play money')).toBeVisible();
  });
});
