import { testStories } from '@bet/ui/stories-test';
import * as callbackForm from './callback-form.stories';
import * as emailForm from './email-form.stories';
import * as inbox from './inbox.stories';
import * as ideaForm from './idea-form.stories';
import * as ideaList from './idea-list.stories';
import * as managerCard from './manager-card.stories';
import * as programmePages from './connected/programme-pages.stories';
import * as supportChat from './support-chat.stories';
import * as supportPage from './connected/support-page.stories';
import * as unreadMarkers from './unread-markers.stories';

testStories({
  CallbackForm: callbackForm,
  EmailForm: emailForm,
  Inbox: inbox,
  IdeaForm: ideaForm,
  IdeaList: ideaList,
  ManagerCard: managerCard,
  ProgrammePages: programmePages,
  SupportChat: supportChat,
  SupportPage: supportPage,
  UnreadMarkers: unreadMarkers,
});
