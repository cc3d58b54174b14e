/**
 * The support page, a chunk of its own loaded on the first visit (issue 16).
 * Not in the library's index: `loadSupportOnDemand`.
 */
export { SupportPage } from './connected/support-page';
