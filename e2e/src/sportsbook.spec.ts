import { expect, test } from './csp-guard';
import type { APIRequestContext, Page } from '@playwright/test';
import { stepSimulator } from '@bet/contract';
import { gameLinkName } from './bettor';

/**
 * Issue 6 "Client": a player sees line and live games from the sandbox, opens a sport and a
 * game, adds an outcome to the coupon, and sees odds move when the simulator steps. The
 * sandbox runs in test mode, where the simulator is paused until a test steps it.
 */

async function step(request: APIRequestContext, steps: number): Promise<void> {
  const response = await request.fetch(stepSimulator.path, { method: stepSimulator.method, data: { steps } });
  if (!response.ok()) throw new Error(`stepSimulator failed: ${response.status()} ${await response.text()}`);
}

/** The accessible names of the odds buttons on screen ("Arsenal – Chelsea: 1, 2.15"). */
async function oddsNames(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('button', { name: /: .+, (\d|suspended)/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

test.describe('sportsbook pages (issue 6, spec 01 §2 Home and betting)', () => {
  test('the home page shows live and line games from the sandbox beside the site welcome', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeVisible();
    const live = page.getByRole('region', { name: /^Live now/ });
    await expect(live.getByRole('listitem').first()).toBeVisible();
    await expect(live.getByText('Live').first()).toBeVisible();
    const soon = page.getByRole('region', { name: /^Starting soon/ });
    await expect(soon.getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: /^Football \d+$/ }),
    ).toBeVisible();
  });

  test("a sport page lists that sport's games by championship", async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Line' }).click();
    await page
      .getByRole('navigation', { name: 'Sports' })
      .getByRole('link', { name: /^Football \d+$/ })
      .click();
    await expect(page).toHaveURL(/\/en\/home\/line\/sports\/1-football$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
    // The sandbox's SEO data has no title for this page: the page's own title, with the company's (spec 01 §3 SEO).
    await expect(page).toHaveTitle('Football | Orbit Bet');
    await expect(
      page.getByRole('region', { name: 'England. Premier League' }).getByRole('listitem').first(),
    ).toBeVisible();
    // Only football championships: every group links under the football page.
    const groupLinks = await page
      .getByRole('main')
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(groupLinks.length).toBeGreaterThan(0);
    for (const href of groupLinks) expect(href).toMatch(/^\/en\/home\/line\/sports\/1-football\/\d+/);
  });

  test('a game page shows its markets; an odds button puts the outcome in the coupon', async ({ page }) => {
    await page.goto('/en/home/live/sports/1-football');
    // A game row's teams link is named "Team 1 – Team 2"; menu links are not.
    const firstGame = page.getByRole('main').getByRole('link', { name: / – / }).first();
    const gameName = await gameLinkName(firstGame);
    expect(gameName).toContain(' – ');
    await firstGame.click();
    await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
    await expect(page).toHaveTitle(`${gameName} | Orbit Bet`);
    await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
    const markets = page.getByRole('group', { name: 'Markets' });
    await expect(markets.getByRole('heading', { level: 3 }).first()).toBeVisible();

    const odds = markets
      .getByRole('button', { name: new RegExp(`^${gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .+, \\d`) })
      .first();
    await expect(odds).toHaveAttribute('aria-pressed', 'false');
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    const coupon = page.getByRole('region', { name: 'Coupon' });
    await expect(coupon.getByText(gameName.split(' – ')[0] ?? '').first()).toBeVisible();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'false');
  });

  test('odds move, marked up or down, after the simulator steps', async ({ page, request }) => {
    await page.goto('/en/home/live/sports/1-football');
    await expect(page.getByRole('main').getByRole('link', { name: / – / }).first()).toBeVisible();
    const before = await oddsNames(page);
    expect(before.length).toBeGreaterThan(0);
    // A live game's prices move with a chance of 4 % a step (apps/api simulator): 60 steps over
    // the live football games leave next to no chance that none moved.
    await step(request, 60);
    // The live list polls every 10000 ms (spec 02 §9 default row); a move is marked for 3 s.
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /, went (up|down)$/ })
        .first(),
    ).toBeVisible({ timeout: 25_000 });
    expect(await oddsNames(page)).not.toEqual(before);
  });
});
