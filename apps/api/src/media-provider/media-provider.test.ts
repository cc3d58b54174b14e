import type { GameMedia } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { mediaProviderOf } from '../server';
import { authHeaders, DEMO, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { mediaIdsOf } from './broadcast-rule';
import { attackAt } from './match-state';

// apps/api README "Media": the operator's media list, the provider's pages behind the video
// token (spec 02 §7 updatetoken), the match state they draw from the simulator.

const PROVIDER = 'http://media.test';
const SITE = 'http://site.test';
const server = useTestServer({ mediaProviderUrl: PROVIDER, mediaFrameAncestors: [SITE] });

const provider = () => mediaProviderOf(server.app).app;
const get = (url: string) => provider().inject({ method: 'GET', url });

async function liveMedia(): Promise<GameMedia[]> {
  const response = await server.app.inject({ method: 'GET', url: '/web-api/media/live' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: GameMedia[] }>().items;
}

async function withBoth(): Promise<GameMedia & { videoId: string; zoneId: string }> {
  const found = (await liveMedia()).find((item) => item.videoId !== null && item.zoneId !== null);
  if (!found?.videoId || !found.zoneId) throw new Error('The seeded feed has a live game with video and zone');
  return { ...found, videoId: found.videoId, zoneId: found.zoneId };
}

async function videoToken(): Promise<string> {
  const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
  const response = await server.app.inject({
    method: 'POST',
    url: '/web-api/user/updatetoken',
    headers: authHeaders(browser),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The page's state address, as its script reads it (data-state of #match). */
function stateUrlOf(html: string): string {
  const match = /data-state="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('The page names its state address');
  const url = new URL(match[1].replaceAll('&amp;', '&'));
  expect(url.origin).toBe(PROVIDER);
  return url.pathname + url.search;
}

const scoreGoal = (gameId: number, score1: number, score2: number) =>
  server.app.inject({
    method: 'POST',
    url: '/sandbox-api/control/sportsbook/game',
    payload: { gameId, status: 2, score1, score2 },
  });

describe('the operator media list (getLiveMedia)', () => {
  it('lists the live games the broadcast rule covers, with the provider pages', async () => {
    const items = await liveMedia();
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(mediaIdsOf(item.gameId)).toEqual({ videoId: item.videoId, zoneId: item.zoneId });
      expect(item.videoUrl).toBe(item.videoId === null ? null : `${PROVIDER}/video/${item.videoId}`);
      expect(item.zoneUrl).toBe(item.zoneId === null ? null : `${PROVIDER}/zone/${item.zoneId}`);
    }
    // Some have a video only, some a zone only, some both.
    expect(items.some((item) => item.videoId && !item.zoneId)).toBe(true);
    expect(items.some((item) => !item.videoId && item.zoneId)).toBe(true);
    expect(items.some((item) => item.videoId && item.zoneId)).toBe(true);
  });

  it('drops a game once it has finished', async () => {
    const game = await withBoth();
    const finished = await server.app.inject({
      method: 'POST',
      url: '/sandbox-api/control/sportsbook/game',
      payload: { gameId: game.gameId, status: 4, score1: 1, score2: 0 },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await liveMedia()).map((item) => item.gameId)).not.toContain(game.gameId);
    expect((await get(`/zone/${game.zoneId}`)).statusCode).toBe(410);
  });
});

describe('the video page', () => {
  it('plays for a good video token, under a strict policy of its own', async () => {
    const game = await withBoth();
    const page = await get(`/video/${game.videoId}?token=${await videoToken()}&lang=en`);
    expect(page.statusCode, page.body).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`connect-src ${PROVIDER}`);
    expect(policy).toContain(`frame-ancestors ${SITE}`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // Every script of the page carries the nonce: nothing else would run.
    expect(page.body.split('<script').length).toBe(page.body.split(`<script nonce="${nonce}"`).length);
    expect(page.body).toContain('role="img" aria-label="Live video:');

    const state = await get(stateUrlOf(page.body));
    expect(state.statusCode, state.body).toBe(200);
    expect(state.headers['access-control-allow-origin']).toBe('*');
    expect(state.json()).toMatchObject({ gameId: game.gameId, status: expect.any(Number) });
  });

  it.each([
    ['missing', '', 'Sign in to watch'],
    ['forged', '?token=a.b.c', 'Video link not valid'],
  ])('gives the error page for a %s token', async (_case, query, title) => {
    const game = await withBoth();
    const page = await get(`/video/${game.videoId}${query}`);
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain(title);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('gives the error page for an expired token (its life is 15 minutes)', async () => {
    const game = await withBoth();
    const token = await videoToken();
    server.clock.advance(15 * 60_000 + 1000);
    const page = await get(`/video/${game.videoId}?token=${token}`);
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('Video session expired');
  });

  it("keeps a ticket to its own video: another video's state is refused", async () => {
    const [first, second] = (await liveMedia()).filter((item) => item.videoId !== null);
    if (!first?.videoId || !second?.videoId) throw new Error('Two live games with video');
    const page = await get(`/video/${first.videoId}?token=${await videoToken()}`);
    const ticket = new URLSearchParams(stateUrlOf(page.body).split('?')[1]).get('ticket');
    expect((await get(`/video/${second.videoId}/state?ticket=${ticket}`)).statusCode).toBe(401);
    expect((await get(`/video/${first.videoId}/state`)).statusCode).toBe(401);
  });

  it('has no page for a game the rule does not cover', async () => {
    const token = await videoToken();
    const uncovered = (await liveMedia()).find((item) => item.videoId === null);
    if (!uncovered) throw new Error('A live game without video');
    expect((await get(`/video/v${uncovered.gameId}?token=${token}`)).statusCode).toBe(404);
    expect((await get(`/video/nonsense?token=${token}`)).statusCode).toBe(404);
  });
});

describe('the match zone', () => {
  it('is open to visitors and follows the score the simulator keeps', async () => {
    const game = await withBoth();
    const page = await get(`/zone/${game.zoneId}?lang=en`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Match zone:');
    const stateUrl = stateUrlOf(page.body);

    const goal = await scoreGoal(game.gameId, 3, 2);
    expect(goal.statusCode, goal.body).toBe(200);
    expect((await get(stateUrl)).json()).toMatchObject({ gameId: game.gameId, score1: 3, score2: 2 });
  });
});

describe('the drawn play (match-state.ts)', () => {
  it('is the same for every viewer and stays on the pitch', () => {
    for (let second = 0; second < 600; second += 7) {
      const attack = attackAt(42, second);
      expect(attack).toEqual(attackAt(42, second));
      expect(attack.x).toBeGreaterThanOrEqual(2);
      expect(attack.x).toBeLessThanOrEqual(98);
      // An attack of team 1 is in team 2's half unless the ball is safe.
      if (attack.kind !== 'safe') expect(attack.side === 1 ? attack.x > 50 : attack.x < 50).toBe(true);
    }
  });
});
