import { pageLeft, pageReturned } from '@bet/platform';
import { httpError } from '@bet/request/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEADERBOARD_POLL_MS } from './constants';
import { selectCurrentTournament, selectTournamentList } from './selectors';
import { createCasinoHarness, leaderboardFixture, tournamentFixture } from './testing';
import { casinoTournamentClosed, casinoTournamentOpened, casinoTournamentsOpened } from './tournaments-slice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tournaments (spec 01 §2 bonus/casino/tournaments)', () => {
  it('lists the tournaments', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(casinoTournamentsOpened());
    await vi.advanceTimersByTimeAsync(0);
    expect(selectTournamentList(h.store.getState()).items.map((t) => t.id)).toEqual(['autumn-race', 'winter-cup']);
    h.task.cancel();
  });

  it('polls a running tournament’s leaderboard while its page is open, paused while the page is away', async () => {
    const h = createCasinoHarness();
    h.store.dispatch(casinoTournamentOpened({ id: 'autumn-race' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCurrentTournament(h.store.getState()).leaderboard).toEqual(leaderboardFixture());
    await vi.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS);
    expect(h.api.callsTo('getCasinoTournament')).toHaveLength(2);
    h.store.dispatch(pageLeft());
    await vi.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS * 5);
    expect(h.api.callsTo('getCasinoTournament')).toHaveLength(2);
    h.store.dispatch(pageReturned());
    await vi.advanceTimersByTimeAsync(0);
    expect(h.api.callsTo('getCasinoTournament')).toHaveLength(3);
    h.store.dispatch(casinoTournamentClosed());
    await vi.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS * 5);
    expect(h.api.callsTo('getCasinoTournament')).toHaveLength(3);
    h.task.cancel();
  });

  it('reads a finished tournament once, and an unknown one is not found', async () => {
    const h = createCasinoHarness({
      getCasinoTournament: ({ query }) => {
        if (query?.id === 'nope') throw httpError(404, 'not_found');
        return { tournament: tournamentFixture({ id: 'old', status: 'finished' }), leaderboard: [] };
      },
    });
    h.store.dispatch(casinoTournamentOpened({ id: 'old' }));
    await vi.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS * 3);
    expect(h.api.callsTo('getCasinoTournament')).toHaveLength(1);
    h.store.dispatch(casinoTournamentOpened({ id: 'nope' }));
    await vi.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS * 3);
    expect(selectCurrentTournament(h.store.getState()).status).toBe('notFound');
    expect(h.api.callsTo('getCasinoTournament')).toHaveLength(2);
    h.task.cancel();
  });

  it('keeps the last rows when a poll fails, and polls on', async () => {
    let fail = false;
    const h = createCasinoHarness({
      getCasinoTournament: () => {
        if (fail) throw httpError(503);
        return { tournament: tournamentFixture(), leaderboard: leaderboardFixture() };
      },
    });
    h.store.dispatch(casinoTournamentOpened({ id: 'autumn-race' }));
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS);
    expect(selectCurrentTournament(h.store.getState())).toMatchObject({
      status: 'loaded',
      leaderboard: leaderboardFixture(),
    });
    fail = false;
    await vi.advanceTimersByTimeAsync(LEADERBOARD_POLL_MS);
    expect(h.api.callsTo('getCasinoTournament')).toHaveLength(3);
    h.task.cancel();
  });
});
