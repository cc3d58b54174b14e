/**
 * `@bet/media-ui/testing`: the reducers the connected media components read (media and the
 * session, whose video token plays the video), for this library's stories and tests and for
 * the stores of the libraries that show media (the sportsbook's harness).
 */
import type { GameMedia } from '@bet/contract';
import { initialMediaState, mediaReducer, type Media, type MediaState } from '@bet/media';
import { liveMediaState } from '@bet/media/testing';
import { sessionReducer, type SessionState } from '@bet/session';
import { sessionStateFixture } from '@bet/session/testing';

export const mediaUiReducers = { media: mediaReducer, session: sessionReducer };

export interface MediaUiStateOptions {
  /** The live games the provider covers. */
  live?: readonly GameMedia[];
  /** The media on screen. */
  selected?: readonly Media[];
  floatingPosition?: MediaState['floatingPosition'];
  /** A signed-in player with this video token; a visitor without. */
  videoToken?: string;
}

/** The preloaded media and session states of a story or test. */
export function mediaUiState(options: MediaUiStateOptions = {}): { media: MediaState; session: SessionState } {
  const base = liveMediaState(options.live ?? [], initialMediaState);
  const selected = options.selected ?? [];
  return {
    media: {
      ...base,
      selected: {
        ids: selected.map((media) => media.id),
        entities: Object.fromEntries(selected.map((media) => [media.id, media])),
      },
      floatingPosition: options.floatingPosition ?? null,
    },
    session: options.videoToken
      ? sessionStateFixture({ identity: { userId: 100000 }, user: { videoToken: options.videoToken } })
      : sessionStateFixture(),
  };
}
