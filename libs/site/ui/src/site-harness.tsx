import { configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { createI18n } from '@bet/i18n';
import { initialSiteState, siteReducer } from '@bet/site';

export interface SiteHarnessProps {
  language?: string;
  config?: SiteConfig;
  isSignedIn?: boolean;
  /** The address the page is shown at; defaults to the language root. */
  path?: string;
  children: ReactNode;
}

/**
 * A started site around a component, for stories and tests: a store whose site slice is ready,
 * the texts in `language`, and a memory router at `path` rendering `children` on every route.
 */
export function SiteHarness({ language = 'ru', config, isSignedIn = false, path, children }: SiteHarnessProps) {
  const [setup] = useState(() => ({
    store: configureStore({
      reducer: { site: siteReducer },
      preloadedState: {
        site: {
          ...initialSiteState,
          status: 'ready' as const,
          config: config ?? siteConfigFixture({ lng: language }),
          configSource: 'embedded' as const,
          language,
          isSignedIn,
        },
      },
    }),
    i18n: createI18n(language),
    router: createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: [path ?? `/${language}/`],
    }),
  }));
  return (
    <Provider store={setup.store}>
      <I18nextProvider i18n={setup.i18n}>
        <RouterProvider router={setup.router} />
      </I18nextProvider>
    </Provider>
  );
}
