/**
 * The support page, a chunk of its own loaded on the first visit (issue 16), with the personal
 * manager and share-an-idea pages (issue 12). Not in the library's index: `loadSupportOnDemand`.
 */
export { SupportPage } from './connected/support-page';
export { ManagerPage } from './connected/manager-page';
export { ShareIdeaPage } from './connected/share-idea-page';
