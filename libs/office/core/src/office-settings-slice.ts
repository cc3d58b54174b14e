import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OfficeMessage } from '@bet/contract';
import { sortedSportIds, withSettingValue, type DisallowSection, type OfficeSettings } from './office-settings';

export type SettingSaveStatus = 'pending' | 'saved' | 'failed';

/** What became of saving one setting (or the disallowed sports): spec 02 §8 Office messages. */
export interface SettingSave {
  status: SettingSaveStatus;
  messages: OfficeMessage[];
}

/** The id under which the disallowed sports' save is kept beside the single settings. */
export const DISALLOWED_SPORTS_SAVE = 'disallowedSports';

export interface OfficeSettingsState {
  status: 'idle' | 'pending' | 'loaded' | 'failed';
  /** As loaded, with the player's choices in place (shown even when their save failed). */
  settings: OfficeSettings | null;
  /** The disallowed sports being edited; saved together with one press. */
  draft: Record<DisallowSection, number[]>;
  saves: Record<string, SettingSave>;
}

export const initialOfficeSettingsState: OfficeSettingsState = {
  status: 'idle',
  settings: null,
  draft: { line: [], live: [] },
  saves: {},
};

const officeSettingsSlice = createSlice({
  name: 'office/settings',
  initialState: initialOfficeSettingsState,
  reducers: {
    /** The settings page was entered: its data loads (spec 02 §7 "Office settings data"). */
    officeSettingsOpened(state) {
      // A reload keeps the settings shown until the fresh ones come.
      if (state.status !== 'loaded') state.status = 'pending';
    },
    officeSettingsLoaded(state, { payload }: PayloadAction<{ settings: OfficeSettings }>) {
      state.status = 'loaded';
      state.settings = payload.settings;
      state.draft = { line: payload.settings.lineDisallowSports, live: payload.settings.liveDisallowSports };
      state.saves = {};
    },
    officeSettingsLoadFailed(state) {
      state.status = 'failed';
    },
    /** The player chose a value: shown at once, then saved (spec 02 §7 "save one setting"). */
    officeSettingChosen(state, { payload }: PayloadAction<{ id: string; value: boolean | number }>) {
      if (!state.settings) return;
      state.settings = withSettingValue(state.settings, payload.id, payload.value);
      state.saves[payload.id] = { status: 'pending', messages: [] };
    },
    officeSettingSaved(state, { payload }: PayloadAction<{ id: string; messages: OfficeMessage[] }>) {
      state.saves[payload.id] = { status: 'saved', messages: payload.messages };
    },
    /** Issue 12 "a failing save keeps what was typed": the choice stays shown, marked not saved. */
    officeSettingSaveFailed(state, { payload }: PayloadAction<{ id: string; messages: OfficeMessage[] }>) {
      state.saves[payload.id] = { status: 'failed', messages: payload.messages };
    },
    /** A sport ticked or unticked in a blacklist being edited (spec 01 §6). */
    disallowedSportToggled(
      state,
      { payload }: PayloadAction<{ section: DisallowSection; sportId: number; disallowed: boolean }>,
    ) {
      const list = state.draft[payload.section].filter((id) => id !== payload.sportId);
      state.draft[payload.section] = sortedSportIds(payload.disallowed ? [...list, payload.sportId] : list);
    },
    /** Save both lists (spec 02 §7 "save disallowed sports (line, live)"). */
    disallowedSportsSaveRequested(state) {
      state.saves[DISALLOWED_SPORTS_SAVE] = { status: 'pending', messages: [] };
    },
    /**
     * The server holds the lists now. An event for the app's bridge: the user config is read
     * again, and the sportsbook hides the sports from it (ARCHITECTURE.md "How features talk").
     */
    disallowedSportsSaved(
      state,
      { payload }: PayloadAction<{ line: number[]; live: number[]; messages: OfficeMessage[] }>,
    ) {
      state.saves[DISALLOWED_SPORTS_SAVE] = { status: 'saved', messages: payload.messages };
      if (state.settings) {
        state.settings.lineDisallowSports = payload.line;
        state.settings.liveDisallowSports = payload.live;
      }
    },
    /** Not saved: the ticks stay as the player left them. */
    disallowedSportsSaveFailed(state, { payload }: PayloadAction<{ messages: OfficeMessage[] }>) {
      state.saves[DISALLOWED_SPORTS_SAVE] = { status: 'failed', messages: payload.messages };
    },
  },
});

export const {
  disallowedSportToggled,
  disallowedSportsSaved,
  disallowedSportsSaveFailed,
  disallowedSportsSaveRequested,
  officeSettingChosen,
  officeSettingSaved,
  officeSettingSaveFailed,
  officeSettingsLoaded,
  officeSettingsLoadFailed,
  officeSettingsOpened,
} = officeSettingsSlice.actions;
export const officeSettingsReducer = officeSettingsSlice.reducer;
