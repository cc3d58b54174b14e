export type { MediaDeps } from './media-deps';
export { mediaSaga } from './media-saga';
export { initialMediaState, mediaReducer, mediaSlice, mediaStarted, type MediaState } from './media-slice';
export { selectMediaStartedAt, selectIsMediaStarted, type WithMedia } from './selectors';
