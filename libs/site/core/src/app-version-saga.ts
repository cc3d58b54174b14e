import { call, delay, put } from 'redux-saga/effects';
import { getAppVersion } from '@bet/contract';
import type { SiteDeps } from './site-deps';
import { appUpdateAvailable } from './shell-slice';

/** Spec 02 §4 "Application version" (check after 60 s) and §9 "App-update check 60 s". */
export const APP_VERSION_CHECK_MS = 60_000;
export const APP_VERSION_CHECK_FAILED = 'Application version check failed';

/**
 * 60 s after start, then every 60 s: the server's version against the one loaded; a different
 * one is newer (the server serves only its latest build), so `appUpdateAvailable` fires once
 * and the checks stop. Without a known own version (a development server) nothing is checked.
 * A failed check is logged and the next one comes on time.
 */
export function* appVersionSaga(deps: SiteDeps) {
  const loaded = deps.appVersion ?? null;
  if (loaded === null) return;
  for (;;) {
    yield delay(APP_VERSION_CHECK_MS);
    try {
      const { version }: { version: string | null } = yield call(() => deps.api.call(getAppVersion));
      if (version !== null && version !== loaded) {
        yield put(appUpdateAvailable({ version }));
        return;
      }
    } catch (error) {
      deps.logger.warn(APP_VERSION_CHECK_FAILED, error);
    }
  }
}
