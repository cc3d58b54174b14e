import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The page's right panel, the coupon's column (spec 01 §4 "Right panel: compact or expanded,
 * user-toggled, stored globally"; §2 "Compact right panel"). Compact, it gives up the coupon's
 * width and keeps a button to expand and, for a signed-in player with one-click on, the
 * one-click control. Kept under its own global key (persistence.ts), not in `coupon-settings`.
 */
export interface RightPanelState {
  isCompact: boolean;
}

export const initialRightPanelState: RightPanelState = { isCompact: false };

export const rightPanelSlice = createSlice({
  name: 'coupon',
  initialState: initialRightPanelState,
  reducers: {
    /** Read from storage at start-up (storage-saga.ts). */
    rightPanelRestored(state, { payload }: PayloadAction<{ isCompact: boolean }>) {
      state.isCompact = payload.isCompact;
    },
    /** The player collapsed or expanded the panel. */
    rightPanelToggled(state, { payload }: PayloadAction<{ isCompact: boolean } | undefined>) {
      state.isCompact = payload?.isCompact ?? !state.isCompact;
    },
  },
});

export const { rightPanelRestored, rightPanelToggled } = rightPanelSlice.actions;
