import { createSelector } from '@reduxjs/toolkit';
import type { GameMedia } from '@bet/contract';
import type { Media, MediaTarget, MediaType } from './media-entity';
import { mediaAdapter, type MediaState } from './media-slice';

/** The app mounts the reducer under `media`. */
export interface WithMedia {
  media: MediaState;
}

const adapterSelectors = mediaAdapter.getSelectors((state: WithMedia) => state.media.selected);

/** Every media on screen, in the order they were selected. */
export const selectSelectedMedia = adapterSelectors.selectAll;
export const selectMediaById = (state: WithMedia, id: string): Media | undefined =>
  adapterSelectors.selectById(state, id);

const byTarget = (list: readonly Media[], target: MediaTarget) => list.filter((media) => media.target === target);

/** The floating player's media, if any (one at a time). */
export const selectFloatingMedia = createSelector(
  [selectSelectedMedia],
  (list): Media | undefined => byTarget(list, 'floating')[0],
);
export const selectFullscreenMedia = createSelector(
  [selectSelectedMedia],
  (list): Media | undefined => byTarget(list, 'fullscreen')[0],
);
/** Spec 01 §4 "side zones persisted": the zones pinned beside the pages. */
export const selectSideZones = createSelector([selectSelectedMedia], (list): Media[] =>
  byTarget(list, 'side').filter((media) => media.type === 'zone'),
);
/** What a game page's board shows of its game: one video and one zone at most. */
export const selectBoardMedia = createSelector(
  [selectSelectedMedia, (_state: WithMedia, gameId: number) => gameId],
  (list, gameId): Media[] => byTarget(list, 'board').filter((media) => media.gameId === gameId),
);

/** Where a game's video or zone is shown now, if anywhere. */
export const selectShownTarget = (state: WithMedia, gameId: number, type: MediaType): MediaTarget | undefined =>
  selectSelectedMedia(state).find((media) => media.gameId === gameId && media.type === type)?.target;

/** What the provider covers of a game (getLiveMedia), or undefined when nothing. */
export const selectGameMedia = (state: WithMedia, gameId: number): GameMedia | undefined =>
  state.media.live.byGame[gameId];
export const selectLiveMediaStatus = (state: WithMedia) => state.media.live.status;
export const selectHasLiveMediaLoaded = (state: WithMedia) => state.media.live.loadedAt !== null;
export const selectFloatingPosition = (state: WithMedia) => state.media.floatingPosition;
/** Where full screen goes back to, for the media in full screen. */
export const selectFullscreenReturn = (state: WithMedia): MediaTarget =>
  state.media.fullscreenFrom?.target ?? 'floating';
