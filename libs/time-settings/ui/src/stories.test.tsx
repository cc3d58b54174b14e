import { testStories } from '@bet/ui/stories-test';
import * as section from './time-settings-section.stories';
import * as view from './time-settings-view.stories';

testStories({ TimeSettingsSection: section, TimeSettingsView: view });
