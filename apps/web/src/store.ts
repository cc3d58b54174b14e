import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { couponReducer, couponSaga, type CouponDeps } from '@bet/coupon/state';
import { siteReducer, siteSaga, type SiteDeps } from '@bet/site';

/** What each feature's sagas get from the outside world. */
export interface AppDeps {
  site: SiteDeps;
  coupon: CouponDeps;
}

export const rootReducer = combineReducers({ site: siteReducer, coupon: couponReducer });
export type RootState = ReturnType<typeof rootReducer>;

/** Each feature's root saga is spawned, so one failing feature never takes the others down. */
export function* rootSaga(deps: AppDeps) {
  yield spawn(siteSaga, deps.site);
  yield spawn(couponSaga, deps.coupon);
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
