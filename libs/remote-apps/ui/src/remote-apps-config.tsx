import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { documentCspNonce } from '@bet/platform';
import type { AssetPolicy } from '@bet/remote-apps';

/**
 * Where sub-apps may load scripts and stylesheets from (README.md "Security"): the page's own
 * origin plus this list. The app provides it once; without a provider only the page's origin is
 * allowed.
 */
const RemoteAppsConfigContext = createContext<readonly string[]>([]);

export interface RemoteAppsConfigProviderProps {
  allowedOrigins: readonly string[];
  children: ReactNode;
}

export function RemoteAppsConfigProvider({ allowedOrigins, children }: RemoteAppsConfigProviderProps) {
  return <RemoteAppsConfigContext.Provider value={allowedOrigins}>{children}</RemoteAppsConfigContext.Provider>;
}

/** The asset policy for this page. */
export function useAssetPolicy(): AssetPolicy {
  const allowedOrigins = useContext(RemoteAppsConfigContext);
  return useMemo(() => ({ pageOrigin: window.location.origin, allowedOrigins }), [allowedOrigins]);
}

/**
 * The page's CSP nonce, which a sub-app's <style> carries: the page's policy runs no inline style
 * without it (apps/api README "Security headers and CSP"). Undefined on a page without a policy.
 */
export function useStyleNonce(): string | undefined {
  return useMemo(() => documentCspNonce(document), []);
}
