import { testStories } from '@bet/ui/stories-test';
import * as readingSettings from './reading-settings.stories';
import * as themeSwitch from './theme-switch.stories';

testStories({ ReadingSettings: readingSettings, ThemeSwitch: themeSwitch });
