import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { GameMedia } from '@bet/contract';
import { loggedOut, sessionEnded } from '@bet/session';
import { MediaEntity, toMedia, type Media, type MediaEntityParams, type MediaTarget } from './media-entity';

export const mediaAdapter = createEntityAdapter<Media>();

export interface LiveMediaState {
  /** What the provider covers now, by game id (getLiveMedia, spec 02 §9 every 600000 ms). */
  byGame: Record<number, GameMedia>;
  /** `failed` keeps the last list: the icons stay while the next try comes. */
  status: 'idle' | 'pending' | 'failed';
  loadedAt: number | null;
  error: string | null;
}

export interface MediaState {
  /** The media on screen (spec 01 §3 entities), one per id whatever its target. */
  selected: EntityState<Media, string>;
  live: LiveMediaState;
  /** Where the floating player sits (px from the viewport's top-left); null: its default corner. */
  floatingPosition: { x: number; y: number } | null;
  /** The target a media in full screen goes back to when the player leaves full screen. */
  fullscreenFrom: { id: string; target: MediaTarget } | null;
}

export const initialMediaState: MediaState = {
  selected: mediaAdapter.getInitialState(),
  live: { byGame: {}, status: 'idle', loadedAt: null, error: null },
  floatingPosition: null,
  fullscreenFrom: null,
};

/**
 * Targets that show one media at a time (ours; the spec does not say): one floating player, one
 * full screen, and on the game's board one video and one zone. Side zones stack.
 */
function displaces(target: MediaTarget, incoming: Media, other: Media): boolean {
  if (other.id === incoming.id || other.target !== target) return false;
  if (target === 'floating' || target === 'fullscreen') return true;
  if (target === 'board') return other.type === incoming.type;
  return false;
}

/** Spec 01 §4 Media "selecting merges or adds": the new selection's fields win, empty ones keep the old. */
function merge(existing: Media, incoming: Media): Media {
  return {
    ...existing,
    ...incoming,
    title: incoming.title || existing.title,
    gameLink: incoming.gameLink || existing.gameLink,
    boundingClientRect: incoming.boundingClientRect ?? existing.boundingClientRect,
  };
}

/** The ids of the media on screen that match. */
function idsWhere(state: MediaState, keep: (media: Media) => boolean): string[] {
  return Object.values(state.selected.entities)
    .filter((media): media is Media => media !== undefined && keep(media))
    .map((media) => media.id);
}

/** Someone wants the live media list now (a game page whose game is not in it): no state, the poll hears it. */
export const liveMediaRefreshRequested = createAction('media/liveMediaRefreshRequested');

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const mediaSlice = createSlice({
  name: 'media',
  initialState: initialMediaState,
  reducers: {
    /**
     * The player chose a video or a zone for a target (spec 01 §4 "selecting merges or adds").
     * The payload is built by the MediaEntity constructor, which throws (spec 02 §8) without
     * a videoId or a zoneId.
     */
    mediaSelected: {
      reducer(state, { payload }: PayloadAction<Media>) {
        const existing = state.selected.entities[payload.id];
        const others = Object.values(state.selected.entities).filter(
          (other): other is Media => other !== undefined && displaces(payload.target, payload, other),
        );
        mediaAdapter.removeMany(
          state.selected,
          others.map((other) => other.id),
        );
        if (others.some((other) => other.id === state.fullscreenFrom?.id)) state.fullscreenFrom = null;
        if (payload.target === 'fullscreen') {
          if (existing && existing.target !== 'fullscreen')
            state.fullscreenFrom = { id: payload.id, target: existing.target };
        } else if (state.fullscreenFrom?.id === payload.id) {
          state.fullscreenFrom = null;
        }
        mediaAdapter.setOne(state.selected, existing ? merge(existing, payload) : payload);
      },
      prepare: (params: MediaEntityParams) => ({ payload: toMedia(new MediaEntity(params)) }),
    },
    /** The player closed a media (spec 01 §4 "unselecting removes"). */
    mediaUnselected(state, { payload }: PayloadAction<{ id: string }>) {
      mediaAdapter.removeOne(state.selected, payload.id);
      if (state.fullscreenFrom?.id === payload.id) state.fullscreenFrom = null;
    },
    /**
     * The screen that showed the clearable media was left (spec 01 §4 "clearing removes
     * autoClearable entries"): the game page's board goes, the floating player and side zones stay.
     */
    mediaCleared(state) {
      mediaAdapter.removeMany(
        state.selected,
        idsWhere(state, (media) => media.autoClearable),
      );
    },
    /** A game's media are gone, every target (spec 01 §4 "all of a game removable"): it is no longer covered. */
    gameMediaRemoved(state, { payload }: PayloadAction<{ gameId: number }>) {
      mediaAdapter.removeMany(
        state.selected,
        idsWhere(state, (media) => media.gameId === payload.gameId),
      );
    },
    /** The side zones kept from the last visit came back (spec 01 §4 "restored when empty"). */
    sideZonesRestored(state, { payload }: PayloadAction<{ zones: Media[] }>) {
      mediaAdapter.addMany(state.selected, payload.zones);
    },
    liveMediaRequested(state) {
      state.live.status = 'pending';
    },
    liveMediaLoaded(state, { payload }: PayloadAction<{ items: GameMedia[]; at: number }>) {
      state.live = {
        byGame: Object.fromEntries(payload.items.map((item) => [item.gameId, item])),
        status: 'idle',
        loadedAt: payload.at,
        error: null,
      };
    },
    liveMediaFailed(state, { payload }: PayloadAction<{ error: string }>) {
      state.live.status = 'failed';
      state.live.error = payload.error;
    },
    /** The player moved the floating player (pointer drag or arrow keys). */
    floatingPlayerMoved(state, { payload }: PayloadAction<{ x: number; y: number }>) {
      state.floatingPosition = { x: Math.round(payload.x), y: Math.round(payload.y) };
    },
  },
  extraReducers: (builder) => {
    // Spec 01 §6 "User video token loaded only when signed in": signed out, the videos close.
    builder.addMatcher(
      (action) => loggedOut.match(action) || sessionEnded.match(action),
      (state) => {
        mediaAdapter.removeMany(
          state.selected,
          idsWhere(state, (media) => media.type === 'video'),
        );
        state.fullscreenFrom = null;
      },
    );
  },
});

export const {
  floatingPlayerMoved,
  gameMediaRemoved,
  liveMediaFailed,
  liveMediaLoaded,
  liveMediaRequested,
  mediaCleared,
  mediaSelected,
  mediaUnselected,
  sideZonesRestored,
} = mediaSlice.actions;
export const mediaReducer = mediaSlice.reducer;
