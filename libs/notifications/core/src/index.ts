export {
  AUTO_CLOSE_MS,
  DEFAULT_ERROR_TITLE,
  DEFAULT_SUCCESS_TITLE,
  GROUP_LIMITS,
  MAX_VISIBLE_NOTIFICATIONS,
  NOTIFICATION_GROUPS,
} from './constants';
export type { NotificationGroup } from './constants';
export {
  dismissed,
  groupCleared,
  initialNotificationsState,
  notificationsReducer,
  notificationsSlice,
  notify,
} from './notifications-slice';
export type { Notification, NotificationsState, NotificationTone, NotifyInput } from './notifications-slice';
export { notificationsSaga } from './notifications-saga';
export { officeNotices } from './office-notices';
export { selectNotifications, selectQueuedCount, selectVisibleNotifications } from './selectors';
export type { WithNotifications } from './selectors';
