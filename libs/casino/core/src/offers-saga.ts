import { getCasinoOffers, getCasinoRounds, type CallResponse } from '@bet/contract';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { CasinoDeps } from './casino-deps';
import { CASINO_ROUNDS_LIMIT } from './constants';
import {
  casinoOffersOpened,
  casinoRoundsOpened,
  offersFailed,
  offersLoaded,
  offersRequested,
  roundsFailed,
  roundsLoaded,
  roundsRequested,
} from './offers-slice';
import { describeError } from './problem-of';
import { selectCasinoOffers, selectCasinoSignedIn } from './selectors';

export const OFFERS_FAILED_LOG = 'Casino offers or rounds could not be read';

function* loadOffers(deps: CasinoDeps) {
  // Read once per visit of the site: a later bonus page reuses them; a failure is read again.
  if (((yield select(selectCasinoOffers)) as ReturnType<typeof selectCasinoOffers>).status === 'loaded') return;
  yield put(offersRequested());
  try {
    const answer: CallResponse<typeof getCasinoOffers> = yield call(deps.api.call, getCasinoOffers, { query: {} });
    yield put(offersLoaded({ items: answer.items }));
  } catch (error) {
    deps.logger.warn(OFFERS_FAILED_LOG, { call: 'getCasinoOffers', ...describeError(error) });
    yield put(offersFailed());
  }
}

function* loadRounds(deps: CasinoDeps) {
  if (!((yield select(selectCasinoSignedIn)) as boolean)) return;
  yield put(roundsRequested());
  try {
    const answer: CallResponse<typeof getCasinoRounds> = yield call(deps.api.call, getCasinoRounds, {
      query: { limit: CASINO_ROUNDS_LIMIT },
    });
    yield put(roundsLoaded({ items: answer.items }));
  } catch (error) {
    deps.logger.warn(OFFERS_FAILED_LOG, { call: 'getCasinoRounds', ...describeError(error) });
    yield put(roundsFailed());
  }
}

export function* offersSaga(deps: CasinoDeps) {
  yield takeLeading(casinoOffersOpened.type, loadOffers, deps);
  yield takeLeading(casinoRoundsOpened.type, loadRounds, deps);
}
