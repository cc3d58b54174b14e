import { useDispatch, useSelector } from 'react-redux';
import { dismissed, selectQueuedCount, selectVisibleNotifications } from '@bet/notifications';
import { NotificationArea } from '../notification-area';

/** The notification area bound to the store: what any feature `notify`s shows here. */
export function NotificationsHost() {
  const dispatch = useDispatch();
  const notifications = useSelector(selectVisibleNotifications);
  const queued = useSelector(selectQueuedCount);
  return (
    <NotificationArea
      notifications={notifications}
      queued={queued}
      onDismiss={(id) => dispatch(dismissed({ id, reason: 'player' }))}
    />
  );
}
