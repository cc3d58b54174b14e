import type { ReactNode } from 'react';
import type { SiteConfig } from '@bet/contract';
import { sessionReducer } from '@bet/session';
import { sessionStateFixture, type SessionStateParts } from '@bet/session/testing';
import { siteReducer } from '@bet/site';
import { siteStateFixture } from '@bet/site/testing';
import { StoreHarness } from '@bet/ui/testing';

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
  return (
    <StoreHarness
      reducer={{ site: siteReducer, session: sessionReducer }}
      preloadedState={{ site: siteStateFixture({ language, config }), session: sessionStateFixture(session) }}
      language={language}
      path={path}
    >
      {children}
    </StoreHarness>
  );
}
