import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  remoteAppKey,
  remoteAppMounted,
  remoteAppReloadRequested,
  remoteAppUnmounted,
  RemoteAppStatus,
  selectRemoteAppEntry,
  type RemoteAppContent,
  type WithRemoteApps,
} from '@bet/remote-apps';

export interface UseRemoteAppOptions {
  /** Spec 02 §7: when given, the sub-app is asked by POST with { components }. */
  components?: unknown[];
  forceSpa?: boolean;
}

export interface RemoteAppHandle {
  key: string;
  status: RemoteAppStatus;
  content: RemoteAppContent | null;
  reload: () => void;
}

/**
 * Uses one sub-app at one path while the calling component is mounted: mount and unmount are
 * reported so the loader counts users and lets an unused entry go back to NOT_EXIST (spec 02 §4).
 */
export function useRemoteApp(appName: string, path: string, options: UseRemoteAppOptions = {}): RemoteAppHandle {
  const dispatch = useDispatch();
  const key = remoteAppKey(appName, path);
  const entry = useSelector((state: WithRemoteApps) => selectRemoteAppEntry(state, key));
  // Compared by value: a new array with the same components must not reload the sub-app.
  const componentsJson = options.components === undefined ? undefined : JSON.stringify(options.components);
  const { forceSpa } = options;

  useEffect(() => {
    const components = componentsJson === undefined ? undefined : (JSON.parse(componentsJson) as unknown[]);
    dispatch(
      remoteAppMounted({ appName, path, ...(components ? { components } : {}), ...(forceSpa ? { forceSpa } : {}) }),
    );
    return () => {
      dispatch(remoteAppUnmounted({ appName, path }));
    };
  }, [dispatch, appName, path, componentsJson, forceSpa]);

  const reload = useCallback(() => dispatch(remoteAppReloadRequested({ key })), [dispatch, key]);
  return useMemo(
    () => ({ key, status: entry?.status ?? RemoteAppStatus.NOT_EXIST, content: entry?.content ?? null, reload }),
    [key, entry?.status, entry?.content, reload],
  );
}
