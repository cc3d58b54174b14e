import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
// Storybook belongs to the untagged root project, which module boundaries would not let depend
// on any library; the preview is a tool that composes the libraries' story harnesses (as the app
// composes their components), never shipped, hence the exception for this file.
/* eslint-disable @nx/enforce-module-boundaries */
import { AppViewType, CoefView } from '@bet/coupon';
import { coefViewChanged } from '@bet/coupon/state';
import { ODDS_FORMAT_GLOBAL, StoryGlobalsContext, storyCoefView, type StoryGlobals } from '@bet/ui/testing';
// The design tokens (CSS custom properties) every component reads, then the page's base the app
// has too (the body's font, colours and line height): a story shows what a player sees.
import '@bet/ui/tokens.css';
import '@bet/ui/global.css';
/* eslint-enable @nx/enforce-module-boundaries */

// findBy* and waitFor give up after 1 s by default. On a loaded two-core CI machine a story's
// timers and transitions can take longer than that, so one story failed there at random; 5 s
// only bounds how long a story that really fails waits, a passing one is not slowed.
configure({ asyncUtilTimeout: 5000 });

/** Spec 02 §9: the desktop widths the layout is built for (the site has no mobile layout here). */
const WIDTHS = [1152, 1280, 1366, 1440, 1680, 1920, 2560, 3840] as const;
const HEIGHTS: Record<number, number> = { 1152: 864, 1280: 800, 1366: 768, 1440: 900, 1680: 1050, 1920: 1080 };
const viewports = Object.fromEntries(
  WIDTHS.map((width) => [
    `desktop${width}`,
    {
      name: `${width} px`,
      styles: { width: `${width}px`, height: `${HEIGHTS[width] ?? Math.round((width * 9) / 16)}px` },
      type: 'desktop' as const,
    },
  ]),
);

/** The odds formats of the coupon engine (spec 01 §3 coefViewId); the Asian ones need appViewType 1. */
const ODDS_FORMATS = [
  { value: String(CoefView.Decimal), title: 'Decimal (1.85)' },
  { value: String(CoefView.Fractional), title: 'Fractional (17/20)' },
  { value: String(CoefView.American), title: 'American (-118)' },
  { value: String(CoefView.HongKong), title: 'Hong Kong (0.85)' },
  { value: String(CoefView.Indonesian), title: 'Indonesian (-1.18)' },
  { value: String(CoefView.Malaysian), title: 'Malaysian (0.85)' },
];
const ASIAN: readonly number[] = [CoefView.HongKong, CoefView.Indonesian, CoefView.Malaysian];

/**
 * The theme of the toolbar on the document, as the app sets it (`<html data-theme="dark">`): the
 * tokens switch, and the body (the canvas) takes the theme's page colour from the global styles.
 */
const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.dataset['theme'] = globals['theme'] === 'dark' ? 'dark' : 'light';
  return <Story />;
};

/**
 * The language and the odds format of the toolbar reach the harnesses (`withI18n()`,
 * `StoreHarness`): a story follows them unless it fixes its own (`withI18n('ru')`). A change of
 * either mounts the story afresh, so a store and a router are made for the new choice.
 */
const withStoryGlobals: Decorator = (Story, { globals }) => {
  const language = globals['language'] === 'ru' ? 'ru' : 'en';
  const coefViewId = storyCoefView(globals);
  document.documentElement.lang = language;
  const value: StoryGlobals = {
    language,
    storeActions:
      coefViewId === CoefView.Decimal
        ? []
        : [
            coefViewChanged({
              coefViewId,
              appViewType: ASIAN.includes(coefViewId) ? AppViewType.Asian : AppViewType.European,
            }),
          ],
  };
  return (
    <StoryGlobalsContext.Provider key={`${language}:${coefViewId}`} value={value}>
      <Story />
    </StoryGlobalsContext.Provider>
  );
};

const preview: Preview = {
  // A docs page (the component's props, its stories and their controls) for every component.
  tags: ['autodocs'],
  decorators: [withStoryGlobals, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme of the site',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the texts (a story that fixes its own keeps it)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'ru', right: 'RU', title: 'Русский' },
        ],
        dynamicTitle: true,
      },
    },
    [ODDS_FORMAT_GLOBAL]: {
      description: 'Odds format of the odds buttons and the coupon',
      toolbar: { title: 'Odds', icon: 'graphline', items: ODDS_FORMATS, dynamicTitle: true },
    },
  },
  // The story tests run in the light theme unless STORYBOOK_THEME=dark (.storybook/vitest.config.ts).
  initialGlobals: {
    theme: import.meta.env['STORYBOOK_THEME'] === 'dark' ? 'dark' : 'light',
    language: 'en',
    [ODDS_FORMAT_GLOBAL]: String(CoefView.Decimal),
  },
  parameters: {
    layout: 'padded',
    // The designers' welcome page first, then the features, each with its overview page on top.
    options: { storySort: { order: ['Welcome', 'Shared UI', ['Overview', '*'], '*', ['Overview', '*']] } },
    controls: { expanded: true },
    // On a docs page each story is drawn in a frame of its own, as on its canvas: its theme on its
    // own document, and dialogs, toasts and fixed bars stay inside it instead of covering the page.
    docs: { story: { inline: false, iframeHeight: 420 } },
    viewport: { options: viewports },
    // The theme sets the page colour; Storybook's own backgrounds would hide it.
    backgrounds: { disable: true },
    // Issue 19: axe checks every story against WCAG 2.1 A and AA, and a violation fails the story
    // test (`npx vitest --run --config .storybook/vitest.config.ts`). A story that turns a rule off
    // says why next to it.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
};

export default preview;
