export { NotificationArea } from './notification-area';
export type { NotificationAreaProps } from './notification-area';
export { NotificationsHost } from './connected/notifications-host';
