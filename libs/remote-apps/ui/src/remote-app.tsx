import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAssetPolicy, useStyleNonce } from './remote-apps-config';
import { RemoteAppView } from './remote-app-view';
import { useRemoteApp, type UseRemoteAppOptions } from './use-remote-app';
import { useRemoteAssets } from './use-remote-assets';

export interface RemoteAppProps extends UseRemoteAppOptions {
  /** The sub-app's name: the url is base + name + path (spec 02 §7). */
  appName: string;
  /** The page path to ask for; the current one by default. */
  path?: string;
  errorFallback?: ReactNode;
  label?: string;
  className?: string;
}

function warnRefused(urls: string[]) {
  console.warn('A sub-app asked for assets from origins that are not allowed; they were not loaded', urls);
}

/** A remote sub-app bound to the store: loads while mounted, renders its state, reloads on request. */
export function RemoteApp({ appName, path, components, forceSpa, errorFallback, label, className }: RemoteAppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const app = useRemoteApp(appName, path ?? location.pathname, { components, forceSpa });
  useRemoteAssets(app.content, useAssetPolicy(), warnRefused);
  const styleNonce = useStyleNonce();
  return (
    <RemoteAppView
      status={app.status}
      content={app.content}
      onReload={app.reload}
      onNavigate={navigate}
      errorFallback={errorFallback}
      label={label}
      className={className}
      styleNonce={styleNonce}
    />
  );
}
