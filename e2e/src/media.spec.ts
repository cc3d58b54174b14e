import { expect, test } from './csp-guard';
import type { APIRequestContext, Page } from '@playwright/test';
import { getLiveMedia, getLineGame, setGameState, type GameMedia } from '@bet/contract';
import { gameLinkName } from './bettor';
import { signInDemo } from './players';
import { resetFaults } from './sandbox';

/**
 * Issue 15 "Live media": the video and match zone of live games from the sandbox's media
 * provider (its own origin, apps/api README "Media"), on the game page, in the floating player
 * that follows the player across pages, and the zone following the score.
 */

test.afterEach(async ({ request }) => {
  await resetFaults(request);
});

/** Live football games the provider covers with a video and a zone (the simulator is paused in test mode). */
async function coveredGames(request: APIRequestContext): Promise<GameMedia[]> {
  const response = await request.get(getLiveMedia.path);
  expect(response.ok()).toBe(true);
  const { items } = getLiveMedia.response.parse(await response.json());
  return items.filter((item) => item.sportId === 1 && item.videoId !== null && item.zoneId !== null);
}

async function scoreOf(request: APIRequestContext, gameId: number): Promise<{ score1: number; score2: number }> {
  const response = await request.get(getLineGame.path, { params: { gameId: String(gameId), lang: 'en' } });
  expect(response.ok()).toBe(true);
  const game = getLineGame.response.parse(await response.json()).games.find((item) => item.id === gameId);
  return game?.scores ?? { score1: 0, score2: 0 };
}

/** Opens a live game's page from the live football list; returns its name ("Team 1 – Team 2"). */
async function openGame(page: Page, gameId: number): Promise<string> {
  await page.goto('/en/home/live/sports/1-football');
  const row = page.locator(`li[data-game-id="${gameId}"]`);
  const teams = row.getByRole('link').first();
  const name = await gameLinkName(teams);
  expect(name).toContain(' – ');
  // A row far down the list rests (teams only) and fills in, taller, once scrolled near: click
  // it after it has filled in, or the growing rows can move another row's link under the pointer.
  await teams.scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: `Video: ${name}` })).toBeVisible();
  await teams.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test.describe('live media (issue 15)', () => {
  test('a video opens on the game page, moves to the floating player, follows the player to another page and closes', async ({
    page,
    request,
  }) => {
    const [game] = await coveredGames(request);
    if (!game) throw new Error('The sandbox has a live football game with video');
    await signInDemo(page);
    const name = await openGame(page, game.gameId);

    await page.getByRole('button', { name: `Video: ${name}` }).click();
    const board = page.getByRole('region', { name: 'Video and match zone' });
    const onBoard = board.getByRole('figure', { name: `Video: ${name}` });
    // The provider's page, framed from its own origin with the player's video token.
    const frame = onBoard.locator('iframe');
    await expect(frame).toHaveAttribute('title', `Video: ${name}`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(await frame.getAttribute('src')).toMatch(/^http:\/\/localhost:\d+\/video\/v\d+\?token=.+&lang=en$/);
    await expect(
      page.frameLocator(`iframe[title="Video: ${name}"]`).getByRole('img', { name: /^Live video:/ }),
    ).toBeVisible();

    await onBoard.getByRole('button', { name: 'Move to the floating player' }).click();
    const floating = page.getByRole('region', { name: `Floating player: Video: ${name}` });
    await expect(floating).toBeVisible();
    await expect(board).toBeHidden();
    await expect(page.getByRole('button', { name: `Video: ${name}` })).toHaveAttribute('aria-pressed', 'true');

    // Moved with the keyboard, then dragged by its bar.
    const start = await floating.boundingBox();
    await floating.getByRole('button', { name: 'Move the player (arrow keys)' }).press('ArrowLeft');
    await floating.getByRole('button', { name: 'Move the player (arrow keys)' }).press('ArrowUp');
    await expect.poll(async () => (await floating.boundingBox())?.x).toBeLessThan((start?.x ?? 0) - 10);
    const moved = await floating.boundingBox();
    const handle = await floating.getByRole('button', { name: 'Move the player (arrow keys)' }).boundingBox();
    if (!moved || !handle) throw new Error('The floating player is on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x - 150, handle.y - 100, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await floating.boundingBox())?.x).toBeLessThan(moved.x - 100);

    // Another page, reached by a link: the player stays, playing.
    await page.getByRole('main').getByRole('link', { name: 'Football', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/home\/live\/sports\/1-football$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeHidden();
    await expect(floating).toBeVisible();
    await expect(
      page.frameLocator(`iframe[title="Video: ${name}"]`).getByRole('img', { name: /^Live video:/ }),
    ).toBeVisible();

    await floating.getByRole('button', { name: 'Close' }).click();
    await expect(floating).toBeHidden();
  });

  test('a match zone on the game page follows the score; a visitor is asked to sign in for the video', async ({
    page,
    request,
  }) => {
    const games = await coveredGames(request);
    const game = games[1] ?? games[0];
    if (!game) throw new Error('The sandbox has a live football game with a zone');
    const name = await openGame(page, game.gameId);

    await page.getByRole('button', { name: `Match zone: ${name}` }).click();
    const zone = page.frameLocator(`iframe[title="Match zone: ${name}"]`);
    await expect(zone.getByRole('img', { name: /^Match zone:/ })).toBeVisible();
    const before = await scoreOf(request, game.gameId);
    await expect(zone.locator('#score')).toHaveText(`${before.score1}:${before.score2}`);

    const goal = await request.post(setGameState.path, {
      data: { gameId: game.gameId, status: 2, score1: before.score1 + 1, score2: before.score2 },
    });
    expect(goal.ok()).toBe(true);
    await expect(zone.locator('#score')).toHaveText(`${before.score1 + 1}:${before.score2}`);
    await expect(zone.getByRole('list', { name: 'Match events' })).toContainText('Goal!');

    // Video needs an account: a visitor sees the prompt, which opens the sign-in dialog.
    await page.getByRole('button', { name: `Video: ${name}` }).click();
    const prompt = page.getByRole('note', { name: `Video: ${name}` });
    await expect(prompt).toContainText('Sign in to watch the match');
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});
