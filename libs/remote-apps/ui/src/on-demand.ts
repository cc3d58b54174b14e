/**
 * What the app loads on demand (issue 16), a chunk of its own: the remote pages, the technical
 * error page and the footer's remote part (below the fold, drawn after the first paint). They
 * bring the HTML sanitiser along. Not in the library's index: `loadRemoteAppsOnDemand`.
 */
export { FOOTER_APP_NAME, languageRootOf, RemoteFooter } from './remote-footer';
export { RemotePage } from './remote-page';
export { RemoteTechnicalPage, TECHNICAL_APP_NAME } from './remote-technical-page';
