import { testStories } from '@bet/ui/stories-test';
import * as notificationsHost from './connected/notifications-host.stories';
import * as notificationArea from './notification-area.stories';

testStories({
  NotificationsHost: notificationsHost,
  NotificationArea: notificationArea,
});
