import type { MediaState } from './media-slice';

/** The app mounts the reducer under `media`. */
export interface WithMedia {
  media: MediaState;
}

export const selectMediaStartedAt = (state: WithMedia): number | null => state.media.startedAt;

/** Derived, not stored: a selector answers it from the state (memoised with reselect when it computes). */
export const selectIsMediaStarted = (state: WithMedia): boolean => state.media.startedAt !== null;
