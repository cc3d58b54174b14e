import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put, spawn, takeEvery } from 'redux-saga/effects';
import { couponReducer, couponSaga, oneClickToggleRequested, type CouponDeps } from '@bet/coupon/state';
import {
  loggedOut,
  oneClickResetRequested,
  sessionReducer,
  sessionSaga,
  signedIn,
  type SessionDeps,
} from '@bet/session';
import { signedInChanged, siteReducer, siteSaga, type SiteDeps } from '@bet/site';

/** What each feature's sagas get from the outside world. */
export interface AppDeps {
  site: SiteDeps;
  coupon: CouponDeps;
  session: SessionDeps;
}

export const rootReducer = combineReducers({ site: siteReducer, coupon: couponReducer, session: sessionReducer });
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The features' events that concern another feature, joined here so no feature imports
 * another: signing in reloads the site config (spec 01 §4 "Login triggers config reload") and
 * shows the languages hidden from visitors; logout clears the coupon's one-click flag.
 */
export function* crossFeatureEvents() {
  yield takeEvery(signedIn.type, function* () {
    yield put(signedInChanged({ isSignedIn: true, reloadConfig: true }));
  });
  yield takeEvery(loggedOut.type, function* () {
    yield put(signedInChanged({ isSignedIn: false, reloadConfig: false }));
  });
  yield takeEvery(oneClickResetRequested.type, function* () {
    yield put(oneClickToggleRequested({ isActive: false }));
  });
}

/** Each feature's root saga is spawned, so one failing feature never takes the others down. */
export function* rootSaga(deps: AppDeps) {
  yield spawn(siteSaga, deps.site);
  yield spawn(couponSaga, deps.coupon);
  yield spawn(sessionSaga, deps.session);
  yield spawn(crossFeatureEvents);
}

export function makeStore(deps: AppDeps, preloadedState?: Partial<RootState>) {
  const sagas = createSagaMiddleware({
    onError: (error) => deps.site.logger.error('A saga failed', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(rootSaga, deps);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
