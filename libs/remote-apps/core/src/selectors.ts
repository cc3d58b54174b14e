import type { RemoteAppEntry, RemoteAppsState } from './remote-apps-slice';
import { RemoteAppStatus } from './remote-app-status';

export interface WithRemoteApps {
  remoteApps: RemoteAppsState;
}

export const selectRemoteApps = (state: WithRemoteApps): RemoteAppsState => state.remoteApps;

export const selectRemoteAppEntry = (state: WithRemoteApps, key: string): RemoteAppEntry | undefined =>
  state.remoteApps.entries[key];

/** An entry nobody uses does not exist: NOT_EXIST. */
export const selectRemoteAppStatus = (state: WithRemoteApps, key: string): RemoteAppStatus =>
  state.remoteApps.entries[key]?.status ?? RemoteAppStatus.NOT_EXIST;
