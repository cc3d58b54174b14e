import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Decorator } from '@storybook/react-vite';
import { createI18n } from '@bet/i18n';
import { useStoryGlobals } from './story-globals';

export interface I18nHarnessProps {
  /** The texts' language; the Storybook toolbar's (English outside Storybook) unless given. */
  language?: string | undefined;
  children: ReactNode;
}

/**
 * Texts for stories and tests of every UI library. The components only call `useTranslation()`;
 * the app provides the real instance.
 */
export function I18nHarness({ language, children }: I18nHarnessProps) {
  const fromToolbar = useStoryGlobals().language;
  const chosen = language ?? fromToolbar ?? 'en';
  const [i18n] = useState(() => createI18n(chosen));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * Storybook decorator: `decorators: [withI18n()]` gives the toolbar's language, `withI18n('ru')`
 * fixes one (a story that shows the Russian texts whatever the toolbar says).
 */
export function withI18n(language?: string): Decorator {
  const WithI18n: Decorator = (Story) => (
    <I18nHarness language={language}>
      <Story />
    </I18nHarness>
  );
  return WithI18n;
}
