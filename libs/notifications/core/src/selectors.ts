import { createSelector } from 'reselect';
import { MAX_VISIBLE_NOTIFICATIONS } from './constants';
import type { Notification, NotificationsState } from './notifications-slice';

export interface WithNotifications {
  notifications: NotificationsState;
}

export const selectNotifications = (state: WithNotifications): Notification[] => state.notifications.items;

/**
 * Spec 02 §8 Office / §9: at most 3 shown at once, sorted by priority (higher first, then
 * arrival); the rest wait. Shadow notifications are kept but never shown in the area.
 */
export const selectVisibleNotifications = createSelector([selectNotifications], (items) =>
  items
    .filter((item) => item.group !== 'shadow')
    .sort((a, b) => b.priority - a.priority || a.seq - b.seq)
    .slice(0, MAX_VISIBLE_NOTIFICATIONS),
);

/** How many wait behind the visible ones. */
export const selectQueuedCount = createSelector(
  [selectNotifications, selectVisibleNotifications],
  (items, visible) => items.filter((item) => item.group !== 'shadow').length - visible.length,
);
