/** A real store with the notifications slice and saga, for tests of this and other libraries. */
import { createTestStore } from '@bet/platform/testing';
import { notificationsSaga } from './notifications-saga';
import { notificationsReducer, type NotificationsState } from './notifications-slice';

export function createNotificationsHarness(preloaded?: NotificationsState) {
  return createTestStore({
    reducer: { notifications: notificationsReducer },
    preloadedState: preloaded ? { notifications: preloaded } : undefined,
    sagas: [notificationsSaga],
  });
}
