import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import { REMOTE_APP_RELOAD_THROTTLE_MS, REMOTE_APP_RETRIES, retryDelayMs } from './constants';
import { fetchRemoteApp, remoteAppRequest } from './fetch-remote-app';
import type { RemoteAppContent } from './remote-app-content';
import { remoteAppKey } from './remote-app-key';
import { RemoteAppStatus } from './remote-app-status';
import type { RemoteAppsDeps } from './remote-apps-deps';
import {
  remoteAppLoaded,
  remoteAppLoadFailed,
  remoteAppLoadStarted,
  remoteAppMounted,
  remoteAppReloadRequested,
  remoteAppUnmounted,
  type RemoteAppEntry,
  type RemoteAppMount,
  type RemoteAppTarget,
} from './remote-apps-slice';
import { selectRemoteAppEntry, type WithRemoteApps } from './selectors';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads one entry: spec 02 §4 "On ERROR, the micro-frontend loader retries automatically up to
 * 3 times: the first after 1000 ms, the delay doubling each time. Success clears the retry info."
 * So a sub-app that never answers is asked 4 times, at 0, 1000, 3000 and 7000 ms.
 */
export function* loadRemoteApp(deps: RemoteAppsDeps, mount: RemoteAppMount): SagaIterator {
  const key = remoteAppKey(mount.appName, mount.path);
  const request = remoteAppRequest(deps.baseUrl, mount);
  for (let retried = 0; ; retried += 1) {
    yield put(remoteAppLoadStarted({ key }));
    try {
      const content: RemoteAppContent = yield call(fetchRemoteApp, deps.transport, request);
      yield put(remoteAppLoaded({ key, content }));
      return;
    } catch (error) {
      const next = retried + 1;
      const retry = next <= REMOTE_APP_RETRIES ? { retry: next, delayMs: retryDelayMs(next) } : null;
      deps.logger?.warn(`Sub-app ${mount.appName} at ${mount.path} failed to load`, messageOf(error));
      yield put(remoteAppLoadFailed({ key, error: messageOf(error), retry }));
      if (!retry) return;
      yield delay(retry.delayMs);
    }
  }
}

/**
 * The loader of remote sub-applications (spec 02 §4, §7, §9). Components report mount and
 * unmount; the first user of an entry starts its load, the last one out cancels it (the slice
 * sends the entry back to NOT_EXIST). A manual reload is honoured at most once per 1000 ms per
 * entry, and only from ERROR: READY may only go to NOT_EXIST.
 */
export function* remoteAppsSaga(deps: RemoteAppsDeps): SagaIterator {
  const tasks = new Map<string, Task>();
  const mounts = new Map<string, RemoteAppMount>();
  const lastReloadAt = new Map<string, number>();

  function* start(key: string, mount: RemoteAppMount): SagaIterator {
    const running = tasks.get(key);
    if (running) yield cancel(running);
    tasks.set(key, yield fork(loadRemoteApp, deps, mount));
  }

  yield takeEvery(remoteAppMounted.type, function* onMounted(action: PayloadAction<RemoteAppMount>): SagaIterator {
    const key = remoteAppKey(action.payload.appName, action.payload.path);
    const entry: RemoteAppEntry | undefined = yield select((state: WithRemoteApps) => selectRemoteAppEntry(state, key));
    if (!entry || entry.users !== 1 || entry.status !== RemoteAppStatus.NOT_EXIST) return;
    mounts.set(key, action.payload);
    yield* start(key, action.payload);
  });

  yield takeEvery(remoteAppUnmounted.type, function* onUnmounted(action: PayloadAction<RemoteAppTarget>): SagaIterator {
    const key = remoteAppKey(action.payload.appName, action.payload.path);
    const entry: RemoteAppEntry | undefined = yield select((state: WithRemoteApps) => selectRemoteAppEntry(state, key));
    if (entry) return;
    const running = tasks.get(key);
    tasks.delete(key);
    mounts.delete(key);
    lastReloadAt.delete(key);
    if (running) yield cancel(running);
  });

  yield takeEvery(
    remoteAppReloadRequested.type,
    function* onReload(action: PayloadAction<{ key: string }>): SagaIterator {
      const { key } = action.payload;
      const entry: RemoteAppEntry | undefined = yield select((state: WithRemoteApps) =>
        selectRemoteAppEntry(state, key),
      );
      const mount = mounts.get(key);
      if (!entry || !mount || entry.status !== RemoteAppStatus.ERROR) return;
      const now = deps.clock.now();
      const last = lastReloadAt.get(key);
      if (last !== undefined && now - last < REMOTE_APP_RELOAD_THROTTLE_MS) return;
      lastReloadAt.set(key, now);
      yield* start(key, mount);
    },
  );
}
