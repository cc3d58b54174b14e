import { gameLaunchSchema, getRecentCasinoGames, launchDemoGame, launchRealGame } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { authHeaders, DEMO, errorCodeOf, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

/** The launches and the catalogue wired together as the sandbox runs them (server.ts). */
describe('launching a catalogue game (issue 14)', () => {
  const server = useTestServer();
  const BOOK_OF_PHARAOHS = 1001;

  it('gives anyone a demo of a seeded game at the provider, and refuses an unknown one', async () => {
    const demo = await server.app.inject({
      method: 'POST',
      url: launchDemoGame.path,
      payload: { gameId: BOOK_OF_PHARAOHS, lang: 'en' },
    });
    expect(demo.statusCode).toBe(200);
    const launch = gameLaunchSchema.parse(demo.json());
    expect(launch.mode).toBe('demo');
    expect(launch.url.startsWith(launch.origin)).toBe(true);
    const unknown = await server.app.inject({
      method: 'POST',
      url: launchDemoGame.path,
      payload: { gameId: 999_999, lang: 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorCodeOf(unknown)).toBe('game_not_found');
  });

  it('puts a game launched for real first in the player’s recently played', async () => {
    const browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    const real = await server.app.inject({
      method: 'POST',
      url: launchRealGame.path,
      headers: authHeaders(browser),
      payload: { gameId: BOOK_OF_PHARAOHS, lang: 'en' },
    });
    expect(real.statusCode).toBe(200);
    expect(gameLaunchSchema.parse(real.json()).mode).toBe('real');
    const recent = await server.app.inject({ url: getRecentCasinoGames.path, headers: authHeaders(browser) });
    expect(getRecentCasinoGames.response.parse(recent.json()).items[0]?.name).toBe('Book of Pharaohs');
  });
});
