import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OfficeMessage } from '@bet/contract';

/**
 * Saving the player's odds view on the server (spec 02 §7 "save one setting"): `idle` for a
 * visitor (kept in the browser only), then pending, saved or failed with the messages to show
 * (spec 02 §8 Office). A failure never undoes the choice: it stays on screen.
 */
export interface OddsViewSaveState {
  status: 'idle' | 'pending' | 'saved' | 'failed';
  messages: OfficeMessage[];
}

export const initialOddsViewSaveState: OddsViewSaveState = { status: 'idle', messages: [] };

export const oddsViewSaveSlice = createSlice({
  name: 'coupon',
  initialState: initialOddsViewSaveState,
  reducers: {
    oddsViewSaveStarted() {
      return { status: 'pending', messages: [] };
    },
    oddsViewSaved(_state, { payload }: PayloadAction<{ messages: OfficeMessage[] }>) {
      return { status: 'saved', messages: payload.messages };
    },
    oddsViewSaveFailed(_state, { payload }: PayloadAction<{ messages: OfficeMessage[] }>) {
      return { status: 'failed', messages: payload.messages };
    },
    /** Signed out (or never signed in): the choice lives in the browser only, nothing to report. */
    oddsViewKeptLocally() {
      return initialOddsViewSaveState;
    },
  },
});

export const { oddsViewSaveStarted, oddsViewSaved, oddsViewSaveFailed, oddsViewKeptLocally } =
  oddsViewSaveSlice.actions;
