import { searchCasino, type CallResponse } from '@bet/contract';
import { call, delay, put, takeLatest } from 'redux-saga/effects';
import type { CasinoDeps } from './casino-deps';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { describeError } from './problem-of';
import { casinoSearchTyped, searchableQuery, searchAnswered, searchFailed, searchRequested } from './search-slice';

export const SEARCH_FAILED_LOG = 'The casino search failed';

/**
 * One query: a pause first (each keystroke cancels the last one's wait, and its call if it was
 * sent: takeLatest), then the server's search. The slice drops an answer to an older query too.
 */
function* search(deps: CasinoDeps, action: ReturnType<typeof casinoSearchTyped>) {
  const query = searchableQuery(action.payload.query);
  if (query === null) return;
  yield delay(SEARCH_DEBOUNCE_MS);
  yield put(searchRequested());
  try {
    const answer: CallResponse<typeof searchCasino> = yield call(deps.api.call, searchCasino, {
      query: { q: query, limit: deps.pageSize ?? 60 },
    });
    yield put(searchAnswered({ query, games: answer.games, providers: answer.providers }));
  } catch (error) {
    deps.logger.warn(SEARCH_FAILED_LOG, { query, ...describeError(error) });
    yield put(searchFailed({ query }));
  }
}

export function* searchSaga(deps: CasinoDeps) {
  yield takeLatest(casinoSearchTyped.type, search, deps);
}
