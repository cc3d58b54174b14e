import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, put, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { CasinoDeps, CasinoSagasModule } from './casino-deps';
import { casinoBalanceChanged, casinoPlayerChanged } from './events';

export const CASINO_LOAD_FAILED_LOG = 'The casino could not load';

/** The casino's sagas (casino-sagas.ts), a chunk of its own in the built app. */
const loadSagas = (): Promise<CasinoSagasModule> => import('./casino-sagas');

/**
 * An event a casino page dispatched (every `casino/...` action but the app's news of who plays
 * and the casino's own news of a balance): the casino is in use.
 */
const isCasinoRequest = (action: Action) =>
  action.type.startsWith('casino/') &&
  action.type !== casinoPlayerChanged.type &&
  action.type !== casinoBalanceChanged.type;

/**
 * The casino's one root saga; the app spawns it (apps/web/src/store.ts). Issue 14 and 16: the
 * casino must not grow the home page, so its sagas (and the contract's casino calls they send)
 * load with the first casino page's first event. The events dispatched until they run are kept
 * in order and dispatched again once they listen: the slices take each twice, which changes
 * nothing (each is a fact that sets, never one that counts).
 */
export function* casinoSaga(deps: CasinoDeps) {
  const requests: Channel<Action> = yield actionChannel(isCasinoRequest, buffers.expanding<Action>(16));
  for (;;) {
    const first: Action = yield take(requests);
    let module: CasinoSagasModule;
    try {
      module = yield call(deps.loadSagas ?? loadSagas);
    } catch (error) {
      // A chunk that cannot load (offline, a new release): the next casino event tries again.
      deps.logger.error(CASINO_LOAD_FAILED_LOG, error);
      yield flush(requests);
      continue;
    }
    yield fork(module.casinoSagas, deps);
    const waiting: Action[] = yield flush(requests);
    for (const action of [first, ...waiting]) yield put(action);
    requests.close();
    return;
  }
}
