import { fork } from 'redux-saga/effects';
import { catalogueSaga } from './catalogue-saga';
import type { CasinoDeps } from './casino-deps';
import { gameSessionSaga } from './game-session-saga';
import { offersSaga } from './offers-saga';
import { playerGamesSaga } from './player-games-saga';
import { searchSaga } from './search-saga';
import { tournamentsSaga } from './tournaments-saga';

/**
 * Every saga of the casino, loaded with the first casino page (casino-saga.ts): the home page
 * carries none of them, nor the contract's casino calls.
 */
export function* casinoSagas(deps: CasinoDeps) {
  yield fork(catalogueSaga, deps);
  yield fork(searchSaga, deps);
  yield fork(playerGamesSaga, deps);
  yield fork(gameSessionSaga, deps);
  yield fork(tournamentsSaga, deps);
  yield fork(offersSaga, deps);
}
