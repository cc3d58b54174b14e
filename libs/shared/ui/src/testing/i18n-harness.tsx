import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Decorator } from '@storybook/react-vite';
import { createI18n } from '@bet/i18n';

export interface I18nHarnessProps {
  language?: string;
  children: ReactNode;
}

/**
 * Texts for stories and tests of every UI library. The components only call `useTranslation()`;
 * the app provides the real instance.
 */
export function I18nHarness({ language = 'en', children }: I18nHarnessProps) {
  const [i18n] = useState(() => createI18n(language));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Storybook decorator: `decorators: [withI18n('ru')]`. */
export function withI18n(language = 'en'): Decorator {
  const WithI18n: Decorator = (Story) => (
    <I18nHarness language={language}>
      <Story />
    </I18nHarness>
  );
  return WithI18n;
}
