import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { NO_WIDGET_SETTINGS, type WidgetSettings } from './widget-settings';

export type WidgetSettingsStatus = 'idle' | 'pending' | 'ready' | 'failed';
/** unknown: not checked yet; absent: none found; detected: warning shown; dismissed: the player closed it. */
export type AdBlockStatus = 'unknown' | 'absent' | 'detected' | 'dismissed';

export interface WidgetsState {
  settingsStatus: WidgetSettingsStatus;
  settings: WidgetSettings;
  /** Spec 01 §5 age notice: open with the site's minimum age. */
  ageNotice: { open: boolean; minAge: number };
  /** Spec 01 §4 new-site modal. */
  newSiteModal: { open: boolean };
  adBlock: AdBlockStatus;
  /** When the registration reminder last opened registration (epoch ms). */
  reminderFiredAt: number | null;
}

export const initialWidgetsState: WidgetsState = {
  settingsStatus: 'idle',
  settings: NO_WIDGET_SETTINGS,
  ageNotice: { open: false, minAge: 0 },
  newSiteModal: { open: false },
  adBlock: 'unknown',
  reminderFiredAt: null,
};

export const widgetsSlice = createSlice({
  name: 'widgets',
  initialState: initialWidgetsState,
  reducers: {
    widgetSettingsRequested(state) {
      state.settingsStatus = 'pending';
    },
    widgetSettingsLoaded(state, { payload }: PayloadAction<{ settings: WidgetSettings }>) {
      state.settingsStatus = 'ready';
      state.settings = payload.settings;
    },
    /** The widgets that need settings stay off; the others (scroll, policy logo, ad blocker) work. */
    widgetSettingsFailed(state) {
      state.settingsStatus = 'failed';
    },
    ageNoticeShown(state, { payload }: PayloadAction<{ minAge: number }>) {
      state.ageNotice = { open: true, minAge: payload.minAge };
    },
    /** The visitor said they are old enough. */
    ageConfirmed(state) {
      state.ageNotice.open = false;
    },
    /** The visitor chose to leave; the saga takes them away from the site. */
    ageNoticeLeft(state) {
      state.ageNotice.open = false;
    },
    newSiteModalShown(state) {
      state.newSiteModal.open = true;
    },
    newSiteModalClosed(state) {
      state.newSiteModal.open = false;
    },
    registrationReminderFired(state, { payload }: PayloadAction<{ at: number }>) {
      state.reminderFiredAt = payload.at;
    },
    adBlockerChecked(state, { payload }: PayloadAction<{ detected: boolean; dismissed: boolean }>) {
      state.adBlock = payload.detected ? (payload.dismissed ? 'dismissed' : 'detected') : 'absent';
    },
    adBlockWarningDismissed(state) {
      if (state.adBlock === 'detected') state.adBlock = 'dismissed';
    },
  },
});

export const {
  widgetSettingsRequested,
  widgetSettingsLoaded,
  widgetSettingsFailed,
  ageNoticeShown,
  ageConfirmed,
  ageNoticeLeft,
  newSiteModalShown,
  newSiteModalClosed,
  registrationReminderFired,
  adBlockerChecked,
  adBlockWarningDismissed,
} = widgetsSlice.actions;

export const widgetsReducer = widgetsSlice.reducer;
