export {
  FLOATING_DEFAULT_OFFSET,
  FLOATING_KEY_STEP,
  MEDIA_REFRESH_MS,
  MEDIA_RETRY_FIRST_MS,
  mediaRetryDelay,
  SIDE_ZONES_STORAGE_KEY,
} from './constants';
export { LIVE_MEDIA_FAILED_LOG, liveMediaPoll, readLiveMediaOnce } from './live-media-saga';
export type { MediaDeps } from './media-deps';
export {
  MEDIA_ENTITY_ERROR,
  MEDIA_TARGETS,
  MEDIA_TYPES,
  MediaEntity,
  mediaIdOf,
  toMedia,
  type Media,
  type MediaEntityParams,
  type MediaRect,
  type MediaTarget,
  type MediaType,
  type VideoSourceType,
} from './media-entity';
export { mediaSaga } from './media-saga';
export {
  floatingPlayerMoved,
  gameMediaRemoved,
  initialMediaState,
  liveMediaFailed,
  liveMediaLoaded,
  liveMediaRefreshRequested,
  liveMediaRequested,
  mediaCleared,
  mediaReducer,
  mediaSelected,
  mediaSlice,
  mediaUnselected,
  sideZonesRestored,
  type LiveMediaState,
  type MediaState,
} from './media-slice';
export { mediaPageUrl } from './player-url';
export {
  selectBoardMedia,
  selectFloatingMedia,
  selectFloatingPosition,
  selectFullscreenMedia,
  selectFullscreenReturn,
  selectGameMedia,
  selectHasLiveMediaLoaded,
  selectLiveMediaStatus,
  selectMediaById,
  selectSelectedMedia,
  selectShownTarget,
  selectSideZones,
  type WithMedia,
} from './selectors';
export { readSideZones, SIDE_ZONES_UNREADABLE_LOG, sideZonesSaga } from './side-zones-saga';
