// `@bet/ui/testing`: what the stories and component tests of every UI library share. The unit
// test set-up (cleanup, the dialog stand-in) is `@bet/ui/test-setup`, kept apart because it
// imports Vitest, which a story must not load.
export { I18nHarness, withI18n } from './testing/i18n-harness';
export type { I18nHarnessProps } from './testing/i18n-harness';
export { StoreHarness, withStore } from './testing/store-harness';
export { ON_CHROME, withFrame } from './testing/story-frame';
export { CYRILLIC, shownText } from './testing/shown-text';
export type { StoreHarnessProps } from './testing/store-harness';
export { ODDS_FORMAT_GLOBAL, StoryGlobalsContext, storyCoefView, useStoryGlobals } from './testing/story-globals';
export type { StoryGlobals } from './testing/story-globals';
