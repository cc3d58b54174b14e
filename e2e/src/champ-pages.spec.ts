import { expect, test } from './csp-guard';
import { FEATURED_CHAMP_ID } from '@bet/sportsbook';
import { getLineGames, setSimulator, type Game } from '@bet/contract';
import { resetFaults } from './sandbox';

/**
 * Issue 18: champ home and champ final (spec 01 §2 "champ has home, game and final sub-routes"),
 * against the real sandbox. The featured tournament is the ice hockey World Championship and its
 * final is its last scheduled line game (@bet/sportsbook champ-feed.ts). The simulator is paused
 * so no game starts or ends while the test looks; nothing here signs in, so no player is needed.
 */
test.beforeEach(async ({ request }) => {
  const answer = await request.fetch(setSimulator.path, { method: setSimulator.method, data: { running: false } });
  expect(answer.ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

const nameOf = (game: Game) => `${game.team1} – ${game.team2}`;

test("champ home lists the tournament's games and leads to its final with its markets", async ({ page, request }) => {
  const answer = await request.get(getLineGames.path, {
    params: { section: 'line', champIds: String(FEATURED_CHAMP_ID), lang: 'en' },
  });
  expect(answer.ok()).toBe(true);
  const line = getLineGames.response.parse(await answer.json()).games.filter((game) => !game.isLive);
  expect(line.length).toBeGreaterThan(0);
  const final = line.reduce((last, game) =>
    game.startTime > last.startTime || (game.startTime === last.startTime && game.id > last.id) ? game : last,
  );

  await page.goto('/en/champ/home');
  await expect(page.getByRole('heading', { level: 1, name: 'World Championship' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming games' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(line.length);
  await expect(upcoming.getByRole('link', { name: nameOf(final), exact: true }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Tournament pages' }).getByRole('link', { name: 'The final' }).click();
  await expect(page).toHaveURL(/\/en\/champ\/final$/);
  await expect(page.getByText('The final of World Championship')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: nameOf(final) })).toBeVisible();
  const markets = page.getByRole('group', { name: 'Markets' });
  await expect(markets.getByRole('button').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Tournament' }).getByRole('link', { name: 'World Championship' }).click();
  await expect(page).toHaveURL(/\/en\/champ\/home$/);
});
