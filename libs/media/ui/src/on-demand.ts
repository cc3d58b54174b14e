/**
 * What the app loads on demand (issue 16), a chunk of its own: the media host (floating player,
 * full screen, side zones), mounted after the first paint. Not in the library's index:
 * `loadMediaOnDemand`.
 */
export { MediaHost } from './connected/media-host';
