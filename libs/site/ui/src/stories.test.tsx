import { testStories } from '@bet/ui/stories-test';
import * as languageMenu from './language-menu.stories';

testStories({
  LanguageMenu: languageMenu,
});
