import { getCasinoGames, getCasinoLobby, type CallResponse } from '@bet/contract';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CasinoDeps } from './casino-deps';
import {
  casinoLobbyOpened,
  casinoLobbyRetryRequested,
  gameListFailed,
  gameListLoaded,
  gameListMoreRequested,
  gameListOpened,
  gameListRequested,
  gameListRetryRequested,
  lobbyFailed,
  lobbyLoaded,
  lobbyRequested,
} from './catalogue-slice';
import { CASINO_PAGE_SIZE } from './constants';
import type { GameListQuery } from './game-list-query';
import { describeError } from './problem-of';
import { selectCasinoLobby, selectGameList } from './selectors';

export const CATALOGUE_FAILED_LOG = 'A casino catalogue read failed';

function* loadLobby(deps: CasinoDeps, action: { type: string }) {
  const lobby: ReturnType<typeof selectCasinoLobby> = yield select(selectCasinoLobby);
  // Read once: a later page that shows the lobby reuses it; a retry asks again.
  if (casinoLobbyOpened.match(action) && (lobby.status === 'loaded' || lobby.status === 'pending')) return;
  yield put(lobbyRequested());
  try {
    const answer: CallResponse<typeof getCasinoLobby> = yield call(deps.api.call, getCasinoLobby, { query: {} });
    yield put(lobbyLoaded(answer));
  } catch (error) {
    deps.logger.warn(CATALOGUE_FAILED_LOG, { call: 'getCasinoLobby', ...describeError(error) });
    yield put(lobbyFailed());
  }
}

function* loadPage(deps: CasinoDeps, query: GameListQuery, offset: number, more: boolean) {
  yield put(gameListRequested({ query, more }));
  try {
    const answer: CallResponse<typeof getCasinoGames> = yield call(deps.api.call, getCasinoGames, {
      query: { ...query, offset, limit: deps.pageSize ?? CASINO_PAGE_SIZE },
    });
    yield put(gameListLoaded({ query, offset, total: answer.total, items: answer.items }));
  } catch (error) {
    deps.logger.warn(CATALOGUE_FAILED_LOG, { call: 'getCasinoGames', query, offset, ...describeError(error) });
    yield put(gameListFailed({ query, more }));
  }
}

/** A list's first page when it is opened (unless in or on its way) or retried; the next page on "Show more". */
function* onList(deps: CasinoDeps, action: PayloadAction<{ query: GameListQuery }>) {
  const { query } = action.payload;
  const list: ReturnType<typeof selectGameList> = yield select(selectGameList, query);
  if (gameListMoreRequested.match(action)) {
    if (list.status !== 'loaded' || list.more === 'pending' || list.items.length >= list.total) return;
    yield call(loadPage, deps, query, list.items.length, true);
    return;
  }
  if (list.status === 'pending') return;
  if (gameListOpened.match(action) && list.status === 'loaded') return;
  yield call(loadPage, deps, query, 0, false);
}

/** The lobby's frame and the games lists (spec 01 §2 casino sections, §3 casino filters). */
export function* catalogueSaga(deps: CasinoDeps) {
  yield takeLeading([casinoLobbyOpened.type, casinoLobbyRetryRequested.type], loadLobby, deps);
  yield takeEvery([gameListOpened.type, gameListMoreRequested.type, gameListRetryRequested.type], onList, deps);
}
