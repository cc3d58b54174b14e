import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { sessionReducer } from '@bet/session';
import { sessionStateFixture, type SessionStateParts } from '@bet/session/testing';
import { initialSiteState, siteReducer } from '@bet/site';
import { I18nHarness } from '@bet/ui/testing';

export interface SessionStoreHarnessProps {
  language?: string;
  config?: SiteConfig;
  /** Parts of the session state, each merged over its initial state (a visitor by default). */
  session?: SessionStateParts;
  path?: string;
  children: ReactNode;
}

/**
 * A started site and a session in a given state around a connected component, for stories and
 * tests: no sagas run, so an action only changes the state as the slice says (the story's play
 * function checks that), and nothing calls a server.
 */
export function SessionStoreHarness({ language = 'en', config, session, path, children }: SessionStoreHarnessProps) {
  const [setup] = useState(() => ({
    store: configureStore({
      reducer: combineReducers({ site: siteReducer, session: sessionReducer }),
      preloadedState: {
        site: {
          ...initialSiteState,
          status: 'ready' as const,
          config: config ?? siteConfigFixture({ lng: language }),
          configSource: 'embedded' as const,
          language,
        },
        session: sessionStateFixture(session),
      },
    }),
    router: createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path ?? `/${language}/`] }),
  }));
  return (
    <Provider store={setup.store}>
      <I18nHarness language={language}>
        <RouterProvider router={setup.router} />
      </I18nHarness>
    </Provider>
  );
}
