import { testStories } from '@bet/ui/stories-test';
import * as remoteApp from './remote-app.stories';

testStories({
  RemoteApp: remoteApp,
});
