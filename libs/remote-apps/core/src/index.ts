export { allowedAssetUrl, selectAllowedAssets } from './asset-policy';
export type { AssetPolicy, AssetSelection } from './asset-policy';
export {
  REMOTE_APP_RELOAD_THROTTLE_MS,
  REMOTE_APP_RETRIES,
  REMOTE_APP_RETRY_DELAY_MS,
  retryDelayMs,
} from './constants';
export { fetchRemoteApp, RemoteAppInvalidAnswer, remoteAppRequest } from './fetch-remote-app';
export { createFetchTransport, unavailableTransport } from './fetch-transport';
export type { RemoteAppContent } from './remote-app-content';
export { remoteAppKey } from './remote-app-key';
export { canMove, moveStatus, REMOTE_APP_STATUSES, RemoteAppStatus } from './remote-app-status';
export type { RemoteAppRequest, RemoteAppsDeps, RemoteAppsLogger, RemoteAppTransport } from './remote-apps-deps';
export { loadRemoteApp, remoteAppsSaga } from './remote-apps-saga';
export {
  initialRemoteAppsState,
  remoteAppLoaded,
  remoteAppLoadFailed,
  remoteAppLoadStarted,
  remoteAppMounted,
  remoteAppReloadRequested,
  remoteAppsReducer,
  remoteAppsSlice,
  remoteAppUnmounted,
} from './remote-apps-slice';
export type {
  RemoteAppEntry,
  RemoteAppMount,
  RemoteAppRetry,
  RemoteAppsState,
  RemoteAppTarget,
} from './remote-apps-slice';
export { sanitizeStyleText } from './sanitize-style';
export { selectRemoteAppEntry, selectRemoteApps, selectRemoteAppStatus } from './selectors';
export type { WithRemoteApps } from './selectors';
