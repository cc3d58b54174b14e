import { fork } from 'redux-saga/effects';
import { catalogueSaga } from './catalogue-saga';
import type { CasinoDeps } from './casino-deps';
import { gameSessionSaga } from './game-session-saga';
import { offersSaga } from './offers-saga';
import { playerGamesSaga } from './player-games-saga';
import { searchSaga } from './search-saga';
import { tournamentsSaga } from './tournaments-saga';

/** The casino's one root saga; the app spawns it (apps/web/src/store.ts). */
export function* casinoSaga(deps: CasinoDeps) {
  yield fork(catalogueSaga, deps);
  yield fork(searchSaga, deps);
  yield fork(playerGamesSaga, deps);
  yield fork(gameSessionSaga, deps);
  yield fork(tournamentsSaga, deps);
  yield fork(offersSaga, deps);
}
