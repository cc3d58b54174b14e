/**
 * What the app loads on demand (issue 16), a chunk of its own: the responsible-gaming page and
 * the limits' dialogs (reality check, approval, session limit; mounted after the first paint).
 * Not in the library's index: `loadLimitsOnDemand`.
 */
export { LimitsOverlays } from './connected/limits-overlays';
export { LimitsPage } from './connected/limits-page';
