import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PLAYER_ZONE, nearestZoneOffset, type PlayerZone } from './player-zone';

/** Spec 01 §3 global settings `timeZone` and `is12h`, and the device's own offset to offer. */
export interface TimeSettingsState extends PlayerZone {
  /** The device's offset at start-up, rounded to an offered one; null before it was read. */
  readonly deviceOffsetMinutes: number | null;
}

export const initialTimeSettingsState: TimeSettingsState = { ...DEFAULT_PLAYER_ZONE, deviceOffsetMinutes: null };

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const timeSettingsSlice = createSlice({
  name: 'timeSettings',
  initialState: initialTimeSettingsState,
  reducers: {
    /** The cookies were read at start-up (defaults for what they lack) with the device's offset. */
    timeSettingsRestored(_state, { payload }: PayloadAction<TimeSettingsState>) {
      return payload;
    },
    /** The player chose a zone (the settings' select or "use my device's zone"). */
    timeZoneChosen(state, { payload }: PayloadAction<{ offsetMinutes: number }>) {
      state.offsetMinutes = nearestZoneOffset(payload.offsetMinutes);
    },
    /** The player chose the 12- or 24-hour clock. */
    clockChosen(state, { payload }: PayloadAction<{ is12h: boolean }>) {
      state.is12h = payload.is12h;
    },
  },
});

export const { timeSettingsRestored, timeZoneChosen, clockChosen } = timeSettingsSlice.actions;
export const timeSettingsReducer = timeSettingsSlice.reducer;
