import { CASINO_ERROR_CODES, getCasinoTournament, getCasinoTournaments, type CallResponse } from '@bet/contract';
import { pageLeft, pageReturned, selectIsPageAway } from '@bet/platform';
import type { Action } from '@reduxjs/toolkit';
import { call, cancelled, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CasinoDeps } from './casino-deps';
import { LEADERBOARD_POLL_MS } from './constants';
import { describeError, problemOf } from './problem-of';
import {
  casinoTournamentClosed,
  casinoTournamentOpened,
  casinoTournamentRetryRequested,
  casinoTournamentsOpened,
  tournamentFailed,
  tournamentLoaded,
  tournamentsFailed,
  tournamentsLoaded,
  tournamentsRequested,
} from './tournaments-slice';
import { selectCurrentTournament } from './selectors';

export const TOURNAMENTS_FAILED_LOG = 'A casino tournament read failed';

function* loadTournaments(deps: CasinoDeps) {
  yield put(tournamentsRequested());
  try {
    const answer: CallResponse<typeof getCasinoTournaments> = yield call(deps.api.call, getCasinoTournaments, {
      query: {},
    });
    yield put(tournamentsLoaded({ items: answer.items }));
  } catch (error) {
    deps.logger.warn(TOURNAMENTS_FAILED_LOG, { call: 'getCasinoTournaments', ...describeError(error) });
    yield put(tournamentsFailed());
  }
}

/** One read of the open tournament; whether to read it again (it runs and was found). */
function* readTournament(deps: CasinoDeps, id: string) {
  const abort = new AbortController();
  try {
    const answer: CallResponse<typeof getCasinoTournament> = yield call(deps.api.call, getCasinoTournament, {
      query: { id },
      signal: abort.signal,
    });
    yield put(tournamentLoaded({ ...answer, at: deps.clock.now() }));
    return answer.tournament.status === 'running';
  } catch (error) {
    const notFound =
      problemOf(error) === CASINO_ERROR_CODES.notFound || (error as { status?: unknown } | null)?.status === 404;
    if (!notFound)
      deps.logger.warn(TOURNAMENTS_FAILED_LOG, { call: 'getCasinoTournament', id, ...describeError(error) });
    yield put(tournamentFailed({ id, notFound }));
    return !notFound;
  } finally {
    if ((yield cancelled()) as boolean) abort.abort();
  }
}

/**
 * The open tournament's leaderboard moves while it runs: read again LEADERBOARD_POLL_MS after each
 * answer (a failure too, keeping the last rows), paused while the page is away (pageLeft of
 * @bet/platform) and read at once on its return; closing the page stops it (takeLatest).
 */
function* pollTournament(deps: CasinoDeps, action: Action) {
  if (casinoTournamentClosed.match(action)) return;
  const current: ReturnType<typeof selectCurrentTournament> = yield select(selectCurrentTournament);
  const id = current.id;
  if (id === null) return;
  for (;;) {
    if ((yield select(selectIsPageAway)) as boolean) yield take(pageReturned.type);
    const again: boolean = yield call(readTournament, deps, id);
    if (!again) return;
    if ((yield select(selectIsPageAway)) as boolean) continue;
    yield race({ tick: delay(LEADERBOARD_POLL_MS), left: take(pageLeft.type) });
  }
}

/** Tournaments (spec 01 §2 bonus/casino/tournaments and tournaments/{id}). */
export function* tournamentsSaga(deps: CasinoDeps) {
  yield takeLeading(casinoTournamentsOpened.type, loadTournaments, deps);
  yield takeLatest(
    [casinoTournamentOpened.type, casinoTournamentRetryRequested.type, casinoTournamentClosed.type],
    pollTournament,
    deps,
  );
}
