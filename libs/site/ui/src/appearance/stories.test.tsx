import { testStories } from '@bet/ui/stories-test';
import * as themeSwitch from './theme-switch.stories';

testStories({ ThemeSwitch: themeSwitch });
