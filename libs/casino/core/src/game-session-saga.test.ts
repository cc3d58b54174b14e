import { CASINO_ERROR_CODES } from '@bet/contract';
import { httpError } from '@bet/request/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_LOAD_TIMEOUT_MS } from './constants';
import { casinoBalanceChanged, casinoPlayerChanged } from './events';
import { acceptGameMessage } from './game-message';
import {
  gameMessageAccepted,
  gameMessageIgnored,
  gameModeChosen,
  gamePageClosed,
  gamePageOpened,
  gameRetryRequested,
} from './game-session-slice';
import { selectGameSession } from './selectors';
import { createCasinoHarness, gameFixture, gameMessageFixture, PROVIDER_ORIGIN } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** What the game page's listener does with one window message. */
function hear(h: ReturnType<typeof createCasinoHarness>, event: { origin: string; data: unknown }) {
  const verdict = acceptGameMessage(event, selectGameSession(h.store.getState()).launch?.origin ?? null);
  h.store.dispatch(
    verdict.accepted
      ? gameMessageAccepted({ message: verdict.message })
      : gameMessageIgnored({ origin: event.origin, reason: verdict.reason }),
  );
}

describe('the game session (issue 14): launching -> loading -> ready | failed with retry | not found', () => {
  it('launches a visitor’s demo, frames it, and is ready on the frame’s gameLoaded', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    expect(selectGameSession(h.store.getState()).status).toBe('resolving');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('launchDemoGame')[0]?.body).toEqual({ gameId: 4, lang: 'en' });
    expect(selectGameSession(h.store.getState())).toMatchObject({ status: 'loading', attempt: 1 });
    hear(h, gameMessageFixture({ type: 'gameLoaded' }));
    expect(selectGameSession(h.store.getState()).status).toBe('ready');
    await vi.advanceTimersByTimeAsync(GAME_LOAD_TIMEOUT_MS * 2);
    expect(selectGameSession(h.store.getState()).status).toBe('ready');
    h.task.cancel();
  });

  it('fails with a retry when the frame never says gameLoaded, and the retry launches afresh', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(GAME_LOAD_TIMEOUT_MS - 1);
    expect(selectGameSession(h.store.getState()).status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectGameSession(h.store.getState())).toMatchObject({ status: 'failed', problem: 'timeout' });
    expect(h.logger.entries.map((entry) => entry.message)).toContain('A casino game never said it loaded');
    h.store.dispatch(gameRetryRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('launchDemoGame')).toHaveLength(2);
    expect(selectGameSession(h.store.getState())).toMatchObject({ status: 'loading', attempt: 2, problem: null });
    h.task.cancel();
  });

  it('fails with the refusal’s code when the launch is refused', async () => {
    const h = createCasinoHarness(
      {
        launchRealGame: () => {
          throw httpError(403, CASINO_ERROR_CODES.playRestricted);
        },
      },
      { signedIn: true },
    );
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameSession(h.store.getState())).toMatchObject({ status: 'failed', problem: 'play_restricted' });
    h.task.cancel();
  });

  it('is not found for an unknown game id', async () => {
    const h = createCasinoHarness({
      getCasinoGame: () => {
        throw httpError(404, CASINO_ERROR_CODES.gameNotFound);
      },
    });
    h.store.dispatch(gamePageOpened({ gameId: 999_999 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameSession(h.store.getState()).status).toBe('notFound');
    expect(h.api.callsTo('launchDemoGame')).toHaveLength(0);
    h.task.cancel();
  });

  it('asks a visitor to sign in for a game without a demo, and launches for real once signed in', async () => {
    const h = createCasinoHarness({ getCasinoGame: () => ({ game: gameFixture({ id: 4, hasDemo: false }) }) });
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameSession(h.store.getState()).status).toBe('signInNeeded');
    h.store.dispatch(casinoPlayerChanged({ signedIn: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('launchRealGame')).toHaveLength(1);
    expect(selectGameSession(h.store.getState()).launch?.mode).toBe('real');
    h.task.cancel();
  });

  it('plays for real when signed in, and switches to the demo on the player’s choice', async () => {
    const h = createCasinoHarness({}, { signedIn: true });
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameSession(h.store.getState()).launch?.mode).toBe('real');
    h.store.dispatch(gameModeChosen({ mode: 'demo' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGameSession(h.store.getState()).launch?.mode).toBe('demo');
    expect(h.api.callsTo('launchDemoGame')).toHaveLength(1);
    h.task.cancel();
  });

  it('stops waiting when the page closes', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    h.store.dispatch(gamePageClosed());
    await vi.advanceTimersByTimeAsync(GAME_LOAD_TIMEOUT_MS);
    expect(selectGameSession(h.store.getState()).status).toBe('idle');
    expect(h.logger.entries).toEqual([]);
    h.task.cancel();
  });
});

describe('the framed game’s messages (issue 14)', () => {
  it('turns a real-money balanceChanged into casinoBalanceChanged for the accounts', async () => {
    const h = createCasinoHarness({}, { signedIn: true });
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    hear(h, gameMessageFixture({ type: 'balanceChanged', balance: 98_50, currency: 'RUB' }));
    expect(h.typesOf(casinoBalanceChanged)).toEqual([casinoBalanceChanged({ balance: 98_50, currency: 'RUB' })]);
    h.task.cancel();
  });

  it('leaves a demo balance to the game: the header shows real money', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    hear(h, gameMessageFixture({ type: 'balanceChanged', balance: 1, currency: 'FUN' }));
    expect(h.typesOf(casinoBalanceChanged)).toEqual([]);
    h.task.cancel();
  });

  it('ignores and logs a message from another origin or of another shape', async () => {
    const h = createCasinoHarness({}, { signedIn: true });
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    hear(h, gameMessageFixture({ type: 'balanceChanged', balance: 1, currency: 'RUB' }, 'http://evil.example'));
    hear(h, gameMessageFixture({ type: 'gameLoaded', extra: 'ok' }, PROVIDER_ORIGIN));
    hear(h, { origin: PROVIDER_ORIGIN, data: { type: 'gameLoaded' } });
    expect(h.typesOf(casinoBalanceChanged)).toEqual([]);
    expect(h.logger.entries).toEqual([
      {
        level: 'warn',
        message: 'A message to the game page was ignored',
        details: { origin: 'http://evil.example', reason: 'origin' },
      },
      {
        level: 'warn',
        message: 'A message to the game page was ignored',
        details: { origin: PROVIDER_ORIGIN, reason: 'shape' },
      },
    ]);
    // A known shape with an extra field is still that shape (zod strips unknown keys).
    expect(selectGameSession(h.store.getState()).status).toBe('ready');
    h.task.cancel();
  });

  it('gameClosed leaves for the lobby, depositAsked for the deposit page', async () => {
    const h = createCasinoHarness({}, { signedIn: true });
    h.store.dispatch(gamePageOpened({ gameId: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    hear(h, gameMessageFixture({ type: 'depositAsked' }));
    expect(selectGameSession(h.store.getState()).exit).toBe('deposit');
    hear(h, gameMessageFixture({ type: 'gameClosed' }));
    expect(selectGameSession(h.store.getState()).exit).toBe('lobby');
    h.task.cancel();
  });
});
