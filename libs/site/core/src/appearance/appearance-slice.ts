import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_FONT_SIZE, type AppTheme, type FontSizeStep, type StoredAppearance } from './appearance';

/**
 * The player's appearance (spec 01 §3 appTheme, appFontSize, visuallyImpairedMode,
 * isAppCompactView) and the
 * system's colour scheme the theme follows until the player chooses one.
 */
export interface AppearanceState extends StoredAppearance {
  systemPrefersDark: boolean;
}

export const initialAppearanceState: AppearanceState = {
  theme: null,
  fontSize: DEFAULT_FONT_SIZE,
  isVisuallyImpaired: false,
  isCompactView: false,
  systemPrefersDark: false,
};

export const appearanceSlice = createSlice({
  name: 'appearance',
  initialState: initialAppearanceState,
  reducers: {
    /** The stored settings were read at start-up, with the system's scheme of the moment. */
    appearanceRestored(_state, { payload }: PayloadAction<AppearanceState>) {
      return payload;
    },
    /** The player chose a theme (the header's switch, the settings page). */
    themeChosen(state, { payload }: PayloadAction<{ theme: AppTheme }>) {
      state.theme = payload.theme;
    },
    fontSizeChosen(state, { payload }: PayloadAction<{ fontSize: FontSizeStep }>) {
      state.fontSize = payload.fontSize;
    },
    visuallyImpairedModeChosen(state, { payload }: PayloadAction<{ isOn: boolean }>) {
      state.isVisuallyImpaired = payload.isOn;
    },
    /** Issue 12: the player turned the compact view (spec 01 §3 isAppCompactView) on or off. */
    compactViewChosen(state, { payload }: PayloadAction<{ isOn: boolean }>) {
      state.isCompactView = payload.isOn;
    },
    /** The operating system switched between light and dark. */
    systemColorSchemeChanged(state, { payload }: PayloadAction<{ prefersDark: boolean }>) {
      state.systemPrefersDark = payload.prefersDark;
    },
  },
});

export const {
  appearanceRestored,
  themeChosen,
  fontSizeChosen,
  visuallyImpairedModeChosen,
  compactViewChosen,
  systemColorSchemeChanged,
} = appearanceSlice.actions;
export const appearanceReducer = appearanceSlice.reducer;
