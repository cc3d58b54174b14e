import { expect, test } from './csp-guard';
import type { APIRequestContext } from '@playwright/test';
import { getCyberDashboard, getLineGames, setGameState, setSimulator, type Game } from '@bet/contract';
import { resetFaults } from './sandbox';

/**
 * Issue 6, part 8: the results, cyber, multi-live and statistic pages against the real sandbox.
 * The simulator is paused so no game starts or ends by itself while a test looks at it.
 */
test.beforeEach(async ({ request }) => {
  const answer = await request.fetch(setSimulator.path, { method: setSimulator.method, data: { running: false } });
  expect(answer.ok()).toBe(true);
});

// The reset leaves the simulator paused in test mode, as every other spec expects it.
test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

async function games(request: APIRequestContext, section: 'line' | 'live'): Promise<Game[]> {
  const answer = await request.get(getLineGames.path, { params: { section, lang: 'en' } });
  expect(answer.ok()).toBe(true);
  return getLineGames.response.parse(await answer.json()).games;
}

/** Moves a game through the control API (spec 01 §4 statuses: 2 in play, 4 finished). */
async function moveGame(
  request: APIRequestContext,
  body: { gameId: number; status: 2 | 4; score1?: number; score2?: number },
) {
  const answer = await request.fetch(setGameState.path, { method: setGameState.method, data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const nameOf = (game: Game) => `${game.team1} – ${game.team2}`;

test('results of today show a game the test finished, with its final score', async ({ page, request }) => {
  const [game] = (await games(request, 'live')).filter((candidate) => candidate.cyberTypeId === null);
  if (!game) throw new Error('The sandbox has no live game');
  await moveGame(request, { gameId: game.id, status: 4, score1: 3, score2: 1 });

  await page.goto('/en/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(nameOf(game).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('3:1');

  // The zone shows the same game as a scoreboard tile.
  await page.getByRole('navigation', { name: 'Results view' }).getByRole('link', { name: 'Zone' }).click();
  await expect(page).toHaveURL(/\/en\/results\/zone$/);
  await expect(page.getByRole('article', { name: nameOf(game) })).toContainText('Final score 3:1');
});

test('a cyber page lists the cyber games in play', async ({ page, request }) => {
  const answer = await request.get(getCyberDashboard.path, { params: { lang: 'en' } });
  expect(answer.ok()).toBe(true);
  const cyber = getCyberDashboard.response.parse(await answer.json()).games;
  const live = cyber.find((game) => game.isLive) ?? cyber.find((game) => game.status === 1);
  if (!live) throw new Error('The sandbox has no cyber game');
  if (!live.isLive) await moveGame(request, { gameId: live.id, status: 2 });

  await page.goto('/en/cyber/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Cybersport' })).toBeVisible();
  const link = page.getByRole('link', { name: nameOf(live), exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/en/cyber/live/game/${live.id}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: nameOf(live) })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Markets' })).toBeVisible();
});

test('multi-live shows two chosen games side by side and keeps them after a reload', async ({ page, request }) => {
  const live = (await games(request, 'live')).filter((game) => game.cyberTypeId === null);
  const [first, second] = live;
  if (!first || !second) throw new Error('The sandbox has fewer than two live games');

  await page.goto('/en/multi');
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-live' })).toBeVisible();
  const picker = page.getByRole('group', { name: 'Live games' });
  await picker.getByRole('checkbox', { name: nameOf(first) }).check();
  await picker.getByRole('checkbox', { name: nameOf(second) }).check();

  const panels = page.getByRole('list', { name: 'Multi-live' });
  for (const game of [first, second]) {
    const panel = panels.getByRole('region', { name: nameOf(game), exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Markets' }).getByRole('button').first()).toBeVisible();
  }
  await expect(page.getByText('Chosen games: 2 of 4')).toBeVisible();

  await page.reload();
  await expect(panels.getByRole('region', { name: nameOf(second), exact: true })).toBeVisible();
  await panels.getByRole('button', { name: `Remove ${nameOf(first)} from multi-live` }).click();
  await expect(panels.getByRole('region', { name: nameOf(first), exact: true })).toHaveCount(0);
});

test('statistic shows a standings table of finished games', async ({ page, request }) => {
  const [game] = (await games(request, 'live')).filter((candidate) => candidate.cyberTypeId === null);
  if (!game) throw new Error('The sandbox has no live game');
  await moveGame(request, { gameId: game.id, status: 4, score1: 2, score2: 0 });

  await page.goto('/en/statistic');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  const table = page.getByRole('table', { name: /standings over the last 7 days/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Points' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The championship of the finished game has its teams in the table.
  await page.getByRole('combobox', { name: 'Sport' }).selectOption({ value: String(game.sportId) });
  await page.getByRole('combobox', { name: 'Championship' }).selectOption({ value: String(game.champId) });
  await expect(table.getByRole('rowheader', { name: game.team1, exact: true })).toBeVisible();
});
