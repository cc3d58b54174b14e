import { testStories } from '@bet/ui/stories-test';
import * as callbackForm from './callback-form.stories';
import * as emailForm from './email-form.stories';
import * as inbox from './inbox.stories';
import * as supportChat from './support-chat.stories';
import * as supportPage from './connected/support-page.stories';
import * as unreadMarkers from './unread-markers.stories';

testStories({
  CallbackForm: callbackForm,
  EmailForm: emailForm,
  Inbox: inbox,
  SupportChat: supportChat,
  SupportPage: supportPage,
  UnreadMarkers: unreadMarkers,
});
