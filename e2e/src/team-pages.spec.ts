import { expect, test } from './csp-guard';
import type { APIRequestContext } from '@playwright/test';
import { getLineGames, getTopGames, setGameState, setSimulator, type Game } from '@bet/contract';
import { resetFaults } from './sandbox';

/**
 * Issue 18: the team pages (spec 01 §2 "team game and team info pages") and the results by the
 * player's day, against the real sandbox. The simulator is paused so no game starts or ends by
 * itself while a test looks at it; nothing here signs in, so no player is needed.
 */
test.beforeEach(async ({ request }) => {
  const answer = await request.fetch(setSimulator.path, { method: setSimulator.method, data: { running: false } });
  expect(answer.ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

async function games(request: APIRequestContext, section: 'line' | 'live'): Promise<Game[]> {
  const answer = await request.get(getLineGames.path, { params: { section, lang: 'en' } });
  expect(answer.ok()).toBe(true);
  return getLineGames.response.parse(await answer.json()).games;
}

const nameOf = (game: Game) => `${game.team1} – ${game.team2}`;
const pattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test("a team's page opens from a game page and lists its games; a game opens under the team", async ({
  page,
  request,
}) => {
  const game = (await games(request, 'line')).find((candidate) => candidate.team1Id !== null);
  if (!game?.team1Id) throw new Error('The sandbox has no line game with a known team');
  const teamId = game.team1Id;

  await page.goto(`/en/home/line/sports/${game.sportId}/${game.champId}/${game.id}`);
  await expect(page.getByRole('heading', { level: 1, name: nameOf(game) })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Team pages' })
    .getByRole('link', { name: `${game.team1}: team page` })
    .click();

  await expect(page).toHaveURL(new RegExp(`/en/team/${teamId}$`));
  await expect(page.getByRole('heading', { level: 1, name: game.team1 })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming games' });
  // The same two teams may meet twice in the line: the row of this game is the one linking to it.
  const row = upcoming
    .getByRole('link', { name: nameOf(game), exact: true })
    .and(page.locator(`[href="/en/team/${teamId}/game/${game.id}"]`));
  await expect(row).toBeVisible();
  // Every game listed is one of the team's.
  const rows = await upcoming.getByRole('listitem').all();
  expect(rows.length).toBeGreaterThan(0);
  for (const listed of rows) await expect(listed).toContainText(game.team1);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/en/team/${teamId}/game/${game.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: nameOf(game) })).toBeVisible();
  await page.getByRole('navigation', { name: 'Team', exact: true }).getByRole('link', { name: game.team1 }).click();
  await expect(page).toHaveURL(new RegExp(`/en/team/${teamId}$`));
});

test('an unknown team says so', async ({ page }) => {
  await page.goto('/en/team/99');
  await expect(page.getByText('There is no such team.')).toBeVisible();
});

test('page types show the feed each stands for: ipl the Indian Premier League, topgame the top games', async ({
  page,
  request,
}) => {
  const ipl = await request.get(getLineGames.path, { params: { section: 'line', champIds: '701', lang: 'en' } });
  const [cricket] = getLineGames.response.parse(await ipl.json()).games;
  if (!cricket) throw new Error('The sandbox has no Indian Premier League game');
  await page.goto('/en/ipl/line');
  await expect(page.getByRole('heading', { level: 1, name: 'Indian Premier League' })).toBeVisible();
  await expect(page.getByRole('link', { name: nameOf(cricket), exact: true }).first()).toBeVisible();

  const top = await request.get(getTopGames.path, { params: { section: 'line', lang: 'en' } });
  const [topGame] = getTopGames.response.parse(await top.json()).games;
  if (!topGame) throw new Error('The sandbox has no top game');
  await page.goto('/en/topgame/line');
  await expect(page.getByRole('heading', { level: 1, name: 'Top games' })).toBeVisible();
  await expect(page.getByRole('link', { name: nameOf(topGame), exact: true }).first()).toBeVisible();
});

/**
 * A zone whose day differs from the UTC day now: 11 hours behind UTC before 10:00 UTC (still
 * yesterday there), 14 hours ahead after it (already tomorrow). The player's zone is the one
 * chosen in the settings (issue 12), kept in the `tzo` cookie in hours (spec 02 §9).
 */
const utcHour = new Date().getUTCHours();
const PLAYER_OFFSET_HOURS = utcHour < 10 ? -11 : 14;

test.describe("results by the player's day", () => {
  test("today is the player's day, not the UTC day, and a game finished now is in it", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'tzo', value: String(PLAYER_OFFSET_HOURS), url: baseURL ?? '' }]);
    const [game] = (await games(request, 'live')).filter((candidate) => candidate.cyberTypeId === null);
    if (!game) throw new Error('The sandbox has no live game');
    const finished = await request.fetch(setGameState.path, {
      method: setGameState.method,
      data: { gameId: game.id, status: 4, score1: 2, score2: 0 },
    });
    expect(finished.ok()).toBe(true);

    const now = new Date();
    // The player's wall clock is the UTC clock moved by the offset.
    const wall = new Date(now.getTime() + PLAYER_OFFSET_HOURS * 3_600_000);
    const playerDay = wall.toISOString().slice(0, 10);
    expect(playerDay).not.toBe(now.toISOString().slice(0, 10));
    const dayLabel = new Intl.DateTimeFormat('en', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(wall);

    await page.goto('/en/results');
    const picker = page.getByRole('combobox', { name: 'Date' });
    await expect(picker).toHaveValue(playerDay);
    await expect(picker.locator('option:checked')).toHaveText(`Today, ${dayLabel}`);
    const row = page.getByRole('row', { name: pattern(nameOf(game)) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('2:0');
  });
});
