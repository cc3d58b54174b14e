/** Spec 02 §9 Timing "Auto-notification close": 10 s. */
export const AUTO_CLOSE_MS = 10_000;

/** Spec 02 §9 Limits "Max notifications at once 3". */
export const MAX_VISIBLE_NOTIFICATIONS = 3;

/** Spec 02 §8 Texts: notification titles default to 'main_error' and 'main_done'. */
export const DEFAULT_ERROR_TITLE = 'main_error';
export const DEFAULT_SUCCESS_TITLE = 'main_done';

/** Spec 02 §9 "Notification groups: max 3 default, 1 for maintenance, custom, shadow". */
export const NOTIFICATION_GROUPS = ['default', 'maintenance', 'custom', 'shadow'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/**
 * How many notifications of a group are kept at once; a newer one pushes out the oldest of its
 * group. Default 3 and maintenance 1 are the spec's; the spec gives no number for custom and
 * shadow, so they follow the default (see the README).
 */
export const GROUP_LIMITS: Record<NotificationGroup, number> = { default: 3, maintenance: 1, custom: 3, shadow: 3 };
