import type { Task } from 'redux-saga';
import { call, cancel, cancelled, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { getResults, type GameResult } from '@bet/contract';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import type { SportsbookDeps } from '../sportsbook-deps';
import { resultsSpan, type ResultsFilter } from './results-filter';
import { selectResultsState } from './results-selectors';
import { resultsFailed, resultsHidden, resultsLoaded, resultsRefreshRequested, resultsShown } from './results-slice';
import type { ResultsState } from './results-state';

/** Spec 02 §9 "Data refresh intervals": champ results 15000 line, 15000 live. */
export const RESULTS_REFRESH_MS = 15_000;

export const RESULTS_FAILED_LOG = 'A sportsbook results poll failed';

/** Part 3's page-leave pause, read defensively: a store without the feed's slice never pauses. */

function describeError(error: unknown): { error: string; httpStatus?: number } {
  const message = error instanceof Error && error.message ? error.message : String(error);
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? { error: message, httpStatus: status } : { error: message };
}

/** Newest first, then by game id: the order of the answer, kept whatever order it came in. */
function byFinish(a: GameResult, b: GameResult): number {
  return b.finishedAt - a.finishedAt || a.gameId - b.gameId;
}

/** The filter's player's days as one `from`-`to` span (issue 18: not UTC days). */
function fetchSpan(deps: SportsbookDeps, filter: ResultsFilter, signal: AbortSignal) {
  return deps.api.call(getResults, {
    query: { ...resultsSpan(filter), sportId: filter.sportId, champId: filter.champId, lang: deps.language() },
    signal,
  });
}

/** One refresh: the filter's days in one call, applied in one dispatch. Returns whether it worked. */
export function* loadResults(deps: SportsbookDeps, key: string, filter: ResultsFilter) {
  const abort = new AbortController();
  try {
    const answer: { results: GameResult[] } = yield call(fetchSpan, deps, filter, abort.signal);
    const results = [...answer.results].sort(byFinish);
    yield put(resultsLoaded({ key, results, at: deps.clock.now() }));
    return true;
  } catch (error) {
    const described = describeError(error);
    yield put(resultsFailed({ key, ...described }));
    deps.logger.warn(RESULTS_FAILED_LOG, { key, ...described });
    return false;
  } finally {
    // The filter changed or the page closed: the answer would be stale, so the call is dropped.
    if ((yield cancelled()) as boolean) abort.abort();
  }
}

/**
 * The poll of one filter: at once, then every 15 s after each answer, a failure included (never
 * overlapping, never more often than the interval: issue 17); the retry button asks at once; the feed's
 * page-leave pause (spec 01 §4) holds it, and the return refreshes at once.
 */
export function* pollResults(deps: SportsbookDeps, key: string, filter: ResultsFilter) {
  for (;;) {
    if ((yield select(selectIsPageAway)) as boolean) yield take(pageReturned.type);
    yield call(loadResults, deps, key, filter);
    if ((yield select(selectIsPageAway)) as boolean) continue;
    yield race({
      tick: delay(RESULTS_REFRESH_MS),
      refresh: take(resultsRefreshRequested.type),
      paused: take(pageLeft.type),
    });
  }
}

/**
 * Runs the poll of the filter shown while a page shows it: another filter cancels the old poll
 * (its call is aborted and, should an answer slip through, the reducer drops it by key).
 */
export function* sportsbookResultsSaga(deps: SportsbookDeps) {
  let poll: Task | undefined;
  let polled: string | null = null;
  for (;;) {
    yield take([resultsShown.type, resultsHidden.type]);
    const state: ResultsState = yield select(selectResultsState);
    const wanted = state.viewers > 0 && state.filter ? state.key : null;
    if (wanted === polled) continue;
    if (poll) yield cancel(poll);
    poll = wanted && state.filter ? ((yield fork(pollResults, deps, wanted, state.filter)) as Task) : undefined;
    polled = wanted;
  }
}
