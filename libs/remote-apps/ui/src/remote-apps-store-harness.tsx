import type { UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import {
  remoteAppKey,
  remoteAppsReducer,
  RemoteAppStatus,
  type RemoteAppContent,
  type RemoteAppEntry,
} from '@bet/remote-apps';
import { StoreHarness } from '@bet/ui/testing';

export interface HarnessEntry {
  appName: string;
  path: string;
  status: RemoteAppStatus;
  content?: RemoteAppContent | null;
}

export interface RemoteAppsStoreHarnessProps {
  language?: string;
  /** The address the router starts at. */
  path?: string;
  /** Entries already in the store, in the given states. */
  entries?: HarnessEntry[];
  /** Every action dispatched, so a story or test can check what the component asked for. */
  onAction?: (action: UnknownAction) => void;
  children: ReactNode;
}

/** A sub-app's content for stories and tests. */
export function remoteContentFixture(overrides: Partial<RemoteAppContent> = {}): RemoteAppContent {
  return {
    appName: 'information',
    title: 'Contacts',
    body: '<article><h1>Contacts</h1><p>Support answers around the clock: <a href="/en/about">about us</a>.</p></article>',
    style: 'article h1 { margin-top: 0; }',
    cssToLoad: [],
    scriptsToLoad: [],
    ...overrides,
  };
}

/**
 * A store with the remote-apps slice in a given state around a connected component, for stories
 * and tests: no saga runs, so nothing calls a server and each state stays as set (like the
 * session's SessionStoreHarness). Entries are given one extra user so that the component's own
 * unmount never removes them.
 */
export function RemoteAppsStoreHarness({
  language = 'en',
  path,
  entries = [],
  onAction,
  children,
}: RemoteAppsStoreHarnessProps) {
  const preloaded: Record<string, RemoteAppEntry> = {};
  for (const entry of entries) {
    const key = remoteAppKey(entry.appName, entry.path);
    preloaded[key] = {
      key,
      appName: entry.appName,
      path: entry.path,
      status: entry.status,
      content: entry.content ?? null,
      error: entry.status === RemoteAppStatus.ERROR ? 'Failed to fetch' : null,
      retry: null,
      users: 1,
    };
  }
  return (
    <StoreHarness
      reducer={{ remoteApps: remoteAppsReducer }}
      preloadedState={{ remoteApps: { entries: preloaded } }}
      onAction={onAction}
      language={language}
      path={path}
    >
      {children}
    </StoreHarness>
  );
}
