import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameResult } from '@bet/contract';
import { PAGE_LEAVE_PAUSE_MS } from '@bet/platform';
import { createSportsbookHarness, deferred, httpFailure } from '../testing';
import { DAY_MS, resultsFilterKey, utcDayStart, type ResultsFilter } from './results-filter';
import { RESULTS_FAILED_LOG, RESULTS_REFRESH_MS } from './results-saga';
import { selectResults, selectResultsStatus } from './results-selectors';
import { resultsHidden, resultsRefreshRequested, resultsShown, sportsbookResultsReducer } from './results-slice';
import { makeGameResult } from './results-testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 23, 12));
});
afterEach(() => vi.useRealTimers());

const TODAY = utcDayStart(Date.UTC(2026, 10, 23, 12));
const YESTERDAY = TODAY - DAY_MS / 1000;

/** The sportsbook as the app runs it (createSportsbookHarness), results answered by day. */
function start() {
  const harness = createSportsbookHarness();
  // Answered by span: a day's answer has its own game; a span of two days has both, oldest first.
  harness.feedApi.answer('getResults', (query) => {
    const from = Number(query['from']);
    const to = Number(query['to']);
    const results = [];
    if (from <= YESTERDAY && to > YESTERDAY) results.push(makeGameResult(2, { finishedAt: YESTERDAY + 3600 }));
    if (from <= TODAY && to > TODAY) results.push(makeGameResult(1, { finishedAt: TODAY + 3600 }));
    return { results };
  });
  const t0 = Date.now();
  const callTimes = () => harness.feedApi.callsTo('getResults').map((call) => call.at - t0);
  // In UTC (@bet/time-settings player-day tests the other zones).
  const show = (filter: ResultsFilter) =>
    harness.store.dispatch(resultsShown({ filter: { offsetMinutes: 0, ...filter } }));
  return { ...harness, callTimes, show };
}

describe('results poll (spec 02 §9 "champ results 15000")', () => {
  it('asks at once while shown, then every 15 s, and stops when hidden', async () => {
    const h = start();
    expect(h.callTimes()).toEqual([]);
    h.show({ date: TODAY });
    await tick(0);
    expect(h.store.getState().sportsbookResults.status).toBe('ready');
    expect(selectResults(h.store.getState()).map((r) => r.gameId)).toEqual([1]);
    await tick(RESULTS_REFRESH_MS * 2);
    expect(h.callTimes()).toEqual([0, RESULTS_REFRESH_MS, RESULTS_REFRESH_MS * 2]);
    h.store.dispatch(resultsHidden());
    await tick(RESULTS_REFRESH_MS * 3);
    expect(h.callTimes()).toHaveLength(3);
  });

  it('sends the filter and the language', async () => {
    const h = start();
    h.show({ date: TODAY + 5000, sportId: 1, champId: 10 });
    await tick(0);
    expect(h.feedApi.callsTo('getResults')[0]?.query).toEqual({
      from: TODAY,
      to: TODAY + DAY_MS / 1000,
      sportId: 1,
      champId: 10,
      lang: 'ru',
    });
  });

  it("asks for a span of the player's days in one call and orders it newest first", async () => {
    const h = start();
    h.show({ date: TODAY, days: 2 });
    await tick(0);
    expect(h.feedApi.callsTo('getResults').map((call) => [call.query['from'], call.query['to']])).toEqual([
      [YESTERDAY, TODAY + DAY_MS / 1000],
    ]);
    expect(selectResults(h.store.getState()).map((r) => r.gameId)).toEqual([1, 2]);
  });

  it('keeps one poll for two views of the same filter (StrictMode remount)', async () => {
    const h = start();
    h.show({ date: TODAY });
    h.show({ date: TODAY });
    h.store.dispatch(resultsHidden());
    await tick(RESULTS_REFRESH_MS);
    expect(h.callTimes()).toEqual([0, RESULTS_REFRESH_MS]);
  });

  it('drops the answer of a filter no longer shown and shows the new one', async () => {
    const h = start();
    const slow = deferred<{ results: GameResult[] }>();
    h.feedApi.answer('getResults', (query) =>
      Number(query['from']) === YESTERDAY ? slow.promise : { results: [makeGameResult(7)] },
    );
    h.show({ date: YESTERDAY });
    await tick(0);
    expect(h.store.getState().sportsbookResults.status).toBe('loading');
    h.store.dispatch(resultsHidden());
    h.show({ date: TODAY });
    await tick(0);
    slow.resolve({ results: [makeGameResult(99)] });
    await tick(0);
    const state = h.store.getState().sportsbookResults;
    expect(state.key).toBe(resultsFilterKey({ date: TODAY, offsetMinutes: 0 }));
    expect(state.results.map((r) => r.gameId)).toEqual([7]);
  });

  it('fails with the message, keeps what was shown, retries an interval later (never sooner) and on the retry button', async () => {
    const h = start();
    h.show({ date: TODAY });
    await tick(0);
    h.feedApi.answer('getResults', () => {
      throw httpFailure(503);
    });
    await tick(RESULTS_REFRESH_MS);
    expect(selectResultsStatus(h.store.getState())).toMatchObject({
      status: 'failed',
      error: 'HTTP 503',
      httpStatus: 503,
    });
    expect(selectResults(h.store.getState()).map((r) => r.gameId)).toEqual([1]);
    expect(h.logs).toContainEqual(expect.objectContaining({ level: 'warn', message: RESULTS_FAILED_LOG }));
    await tick(RESULTS_REFRESH_MS - 1);
    expect(h.callTimes()).toEqual([0, RESULTS_REFRESH_MS]);
    await tick(1);
    expect(h.callTimes()).toEqual([0, RESULTS_REFRESH_MS, RESULTS_REFRESH_MS * 2]);
    h.feedApi.answer('getResults', () => ({ results: [] }));
    h.store.dispatch(resultsRefreshRequested());
    await tick(0);
    expect(h.callTimes()).toHaveLength(4);
    expect(selectResultsStatus(h.store.getState())).toMatchObject({ status: 'ready' });
    expect(selectResults(h.store.getState())).toEqual([]);
  });

  it('waits through the page-leave pause and refreshes on return (spec 01 §4)', async () => {
    const h = start();
    h.show({ date: TODAY });
    await tick(0);
    await tick(1000);
    h.visibility.set(false);
    await tick(PAGE_LEAVE_PAUSE_MS + RESULTS_REFRESH_MS * 4);
    // Hidden at 1 s, paused at 31 s: the polls of 15 s and 30 s still ran, none after.
    expect(h.callTimes()).toEqual([0, RESULTS_REFRESH_MS, RESULTS_REFRESH_MS * 2]);
    h.visibility.set(true);
    await tick(0);
    expect(h.callTimes()).toHaveLength(4);
    expect(h.callTimes()[3]).toBe(1000 + PAGE_LEAVE_PAUSE_MS + RESULTS_REFRESH_MS * 4);
  });
});

describe('the results status machine', () => {
  it('is the same object while nothing changed', () => {
    const state = {
      sportsbookResults: sportsbookResultsReducer(
        undefined,
        resultsShown({ filter: { date: TODAY, offsetMinutes: 0 } }),
      ),
    };
    expect(selectResultsStatus(state)).toBe(selectResultsStatus({ sportsbookResults: { ...state.sportsbookResults } }));
    expect(selectResultsStatus(state)).toEqual({ status: 'loading' });
  });
});
