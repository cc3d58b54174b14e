import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { createI18n } from '@bet/i18n';
import { initialSiteState, initialWidgetsState, siteReducer, widgetsReducer, type WidgetsState } from '@bet/site';

export interface WidgetsHarnessProps {
  language?: string;
  config?: SiteConfig;
  isSignedIn?: boolean;
  /** Merged over the initial widgets state. */
  widgets?: Partial<WidgetsState>;
  children: ReactNode;
}

/**
 * A started site and a widgets slice in a given state around a connected widget, for stories
 * and tests. No saga runs: an action changes the state as the slice says, nothing more.
 */
export function WidgetsHarness({
  language = 'en',
  config,
  isSignedIn = false,
  widgets,
  children,
}: WidgetsHarnessProps) {
  const [setup] = useState(() => ({
    store: configureStore({
      reducer: combineReducers({ site: siteReducer, widgets: widgetsReducer }),
      preloadedState: {
        site: {
          ...initialSiteState,
          status: 'ready' as const,
          config: config ?? siteConfigFixture({ lng: language }),
          configSource: 'embedded' as const,
          language,
          isSignedIn,
        },
        widgets: { ...initialWidgetsState, ...widgets },
      },
    }),
    i18n: createI18n(language),
    router: createMemoryRouter([{ path: '*', element: children }], { initialEntries: [`/${language}/`] }),
  }));
  return (
    <Provider store={setup.store}>
      <I18nextProvider i18n={setup.i18n}>
        <RouterProvider router={setup.router} />
      </I18nextProvider>
    </Provider>
  );
}
