import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RemoteAppContent } from './remote-app-content';
import { remoteAppKey } from './remote-app-key';
import { moveStatus, RemoteAppStatus } from './remote-app-status';

/** Spec 02 §4: retry info, cleared by a success. */
export interface RemoteAppRetry {
  /** Which retry comes next, 1 to REMOTE_APP_RETRIES. */
  retry: number;
  delayMs: number;
}

export interface RemoteAppEntry {
  key: string;
  appName: string;
  path: string;
  status: RemoteAppStatus;
  content: RemoteAppContent | null;
  /** Why the last load failed, for logs; the player sees the spec's texts. */
  error: string | null;
  /** Set while an automatic retry is waiting; null when none is left or after success. */
  retry: RemoteAppRetry | null;
  /** How many mounted components use the entry; at zero it returns to NOT_EXIST. */
  users: number;
}

export interface RemoteAppsState {
  entries: Record<string, RemoteAppEntry>;
}

export const initialRemoteAppsState: RemoteAppsState = { entries: {} };

export interface RemoteAppTarget {
  appName: string;
  /** The current path, with its language prefix: the sub-app url is base + app name + path. */
  path: string;
}

export interface RemoteAppMount extends RemoteAppTarget {
  /** Spec 02 §7: when given, the sub-app is asked by POST with body { components }. */
  components?: unknown[];
  /** Spec 02 §7: optionally the force-spa header. */
  forceSpa?: boolean;
}

function move(state: RemoteAppsState, key: string, to: RemoteAppStatus): RemoteAppEntry | undefined {
  const entry = state.entries[key];
  if (!entry) return undefined;
  const next = moveStatus(entry.status, to);
  if (next === entry.status) return undefined;
  entry.status = next;
  return entry;
}

export const remoteAppsSlice = createSlice({
  name: 'remoteApps',
  initialState: initialRemoteAppsState,
  reducers: {
    /** A component started to use a sub-app (reference counting, spec 02 §4 "returns to NOT_EXIST when unused"). */
    remoteAppMounted(state, action: PayloadAction<RemoteAppMount>) {
      const { appName, path } = action.payload;
      const key = remoteAppKey(appName, path);
      const entry = state.entries[key];
      if (entry) entry.users += 1;
      else {
        state.entries[key] = {
          key,
          appName,
          path,
          status: RemoteAppStatus.NOT_EXIST,
          content: null,
          error: null,
          retry: null,
          users: 1,
        };
      }
    },
    /** A component stopped using it; the last one out sends it back to NOT_EXIST (the entry goes). */
    remoteAppUnmounted(state, action: PayloadAction<RemoteAppTarget>) {
      const key = remoteAppKey(action.payload.appName, action.payload.path);
      const entry = state.entries[key];
      if (!entry) return;
      entry.users -= 1;
      if (entry.users > 0) return;
      // Every state may move to NOT_EXIST but NOT_EXIST itself; an entry that never left it goes too.
      delete state.entries[key];
    },
    remoteAppLoadStarted(state, action: PayloadAction<{ key: string }>) {
      move(state, action.payload.key, RemoteAppStatus.LOADING);
    },
    remoteAppLoaded(state, action: PayloadAction<{ key: string; content: RemoteAppContent }>) {
      const entry = move(state, action.payload.key, RemoteAppStatus.READY);
      if (!entry) return;
      entry.content = action.payload.content;
      entry.error = null;
      entry.retry = null;
    },
    remoteAppLoadFailed(state, action: PayloadAction<{ key: string; error: string; retry: RemoteAppRetry | null }>) {
      const entry = move(state, action.payload.key, RemoteAppStatus.ERROR);
      if (!entry) return;
      entry.error = action.payload.error;
      entry.retry = action.payload.retry;
    },
  },
});

export const { remoteAppMounted, remoteAppUnmounted, remoteAppLoadStarted, remoteAppLoaded, remoteAppLoadFailed } =
  remoteAppsSlice.actions;

/**
 * The player pressed the refresh button (spec 02 §8 'main_refreshing_button'). It changes no
 * state by itself: the saga throttles it and starts a load, whose events move the status.
 */
export const remoteAppReloadRequested = createAction<{ key: string }>('remoteApps/remoteAppReloadRequested');
export const remoteAppsReducer = remoteAppsSlice.reducer;
