import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AppViewType, resolveCoefView } from '../index.ts';

/** How the player sees odds (spec 01 §3 global settings appViewType, coefViewId). */
export interface OddsViewState {
  /** The odds format shown; always one the app view type allows. */
  coefViewId: number;
  /** 0 European, 1 Asian. */
  appViewType: number;
}

export const initialOddsViewState: OddsViewState = { coefViewId: 0, appViewType: AppViewType.European };

export const oddsViewSlice = createSlice({
  name: 'coupon',
  initialState: initialOddsViewState,
  reducers: {
    /** The player's odds format; one the app view type does not allow falls back to decimal (spec 01 §5). */
    coefViewChanged(state, { payload }: PayloadAction<{ coefViewId: number; appViewType: number }>) {
      state.appViewType = payload.appViewType;
      state.coefViewId = resolveCoefView(payload.appViewType, payload.coefViewId);
    },
    /**
     * The player chose a view and format (the settings page, the header's quick settings): shown
     * at once like `coefViewChanged`, then kept where spec 02 §9 says (odds-view-saga.ts).
     */
    oddsViewChosen(state, { payload }: PayloadAction<{ coefViewId: number; appViewType: number }>) {
      state.appViewType = payload.appViewType;
      state.coefViewId = resolveCoefView(payload.appViewType, payload.coefViewId);
    },
  },
});

export const { coefViewChanged, oddsViewChosen } = oddsViewSlice.actions;
