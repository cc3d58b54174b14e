import { testStories } from '@bet/ui/stories-test';
import * as accountMenu from './account-menu.stories';
import * as accountSwitcher from './account-switcher.stories';

testStories({
  AccountMenu: accountMenu,
  AccountSwitcher: accountSwitcher,
});
