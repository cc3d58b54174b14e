/** A real store with the notifications slice and saga, for tests of this and other libraries. */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { notificationsSaga } from './notifications-saga';
import { notificationsReducer, type NotificationsState } from './notifications-slice';

export function createNotificationsHarness(preloaded?: NotificationsState) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { notifications: notificationsReducer },
    preloadedState: preloaded ? { notifications: preloaded } : undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  const task = sagas.run(notificationsSaga);
  return { store, task };
}
