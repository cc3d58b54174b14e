import type * as OnDemand from './on-demand';
export { RemoteApp } from './remote-app';
export type { RemoteAppProps } from './remote-app';
export { RemoteAppView } from './remote-app-view';
export type { RemoteAppViewProps } from './remote-app-view';
export { RemoteAppsConfigProvider, useAssetPolicy } from './remote-apps-config';
export type { RemoteAppsConfigProviderProps } from './remote-apps-config';
export type { RemotePageProps } from './remote-page';
export type { RemoteTechnicalPageProps } from './remote-technical-page';
export { isSafeUrl, sanitizeHtml } from './sanitize-html';
export { useRemoteApp } from './use-remote-app';
export type { RemoteAppHandle, UseRemoteAppOptions } from './use-remote-app';
export { useRemoteAssets } from './use-remote-assets';
export { createRemotePageRoutes, REMOTE_PAGE_ROUTES } from './remote-page-routes';
// Loaded on demand (issue 16): pages, technical page and footer part, a chunk of their own (on-demand.ts).
export type RemoteAppsOnDemand = typeof OnDemand;
export const loadRemoteAppsOnDemand = (): Promise<RemoteAppsOnDemand> => import('./on-demand');
