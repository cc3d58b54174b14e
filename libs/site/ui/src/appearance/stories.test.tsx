import { testStories } from '@bet/ui/stories-test';
import * as appearanceSettings from './appearance-settings.stories';
import * as readingSettings from './reading-settings.stories';
import * as themeSwitch from './theme-switch.stories';

testStories({ AppearanceSettings: appearanceSettings, ReadingSettings: readingSettings, ThemeSwitch: themeSwitch });
