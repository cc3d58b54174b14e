import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdeaDraft, PlayerIdea } from '@bet/contract';
import { supportPlayerLeft, type FormStatus, type LoadStatus } from './support-slice';

/** The share-an-idea page (issue 12 office `share-idea`): the form and the player's ideas with their state. */
export interface IdeasState {
  ideas: PlayerIdea[];
  status: LoadStatus;
  /** The list came at least once (an empty list is then "no ideas yet", not loading). */
  loaded: boolean;
  sending: FormStatus;
}

export const initialIdeasState: IdeasState = { ideas: [], status: 'idle', loaded: false, sending: 'idle' };

export const ideasSlice = createSlice({
  name: 'supportIdeas',
  initialState: initialIdeasState,
  reducers: {
    /** The idea page is shown (or the player retries): the list loads. */
    ideasPageOpened(state) {
      state.status = 'pending';
    },
    ideasLoaded(state, action: PayloadAction<{ ideas: PlayerIdea[] }>) {
      state.ideas = action.payload.ideas;
      state.status = 'idle';
      state.loaded = true;
    },
    ideasFailed(state) {
      state.status = 'failed';
    },
    ideaShareRequested(state, _action: PayloadAction<IdeaDraft>) {
      state.sending = 'pending';
    },
    ideaShareAnswered(state, action: PayloadAction<{ ok: boolean }>) {
      state.sending = action.payload.ok ? 'done' : 'failed';
    },
  },
  // The ideas were the signed-out player's.
  extraReducers: (builder) => builder.addCase(supportPlayerLeft, () => initialIdeasState),
});

export const { ideasPageOpened, ideasLoaded, ideasFailed, ideaShareRequested, ideaShareAnswered } = ideasSlice.actions;
export const ideasReducer = ideasSlice.reducer;

/** The app mounts the reducer under `supportIdeas`. */
export interface WithIdeas {
  supportIdeas: IdeasState;
}
export const selectIdeasPage = (state: WithIdeas): IdeasState => state.supportIdeas;
