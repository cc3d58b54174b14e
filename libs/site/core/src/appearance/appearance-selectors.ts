import { createSelector } from 'reselect';
import { appearanceAttributes, effectiveTheme } from './appearance';
import { initialAppearanceState, type AppearanceState } from './appearance-slice';

/**
 * The app mounts the slice under `appearance`. A store without it (a feature's own harness) reads
 * the defaults: light, medium type, no visually impaired mode.
 */
export interface WithAppearance {
  appearance?: AppearanceState;
}

export const selectAppearance = (state: WithAppearance): AppearanceState => state.appearance ?? initialAppearanceState;
/** The player's own choice; null while the theme follows the system. */
export const selectChosenTheme = (state: WithAppearance) => selectAppearance(state).theme;
export const selectTheme = (state: WithAppearance) =>
  effectiveTheme(selectAppearance(state).theme, selectAppearance(state).systemPrefersDark);
export const selectIsDarkTheme = (state: WithAppearance) => selectTheme(state) === 'dark';
export const selectFontSize = (state: WithAppearance) => selectAppearance(state).fontSize;
export const selectIsVisuallyImpairedMode = (state: WithAppearance) => selectAppearance(state).isVisuallyImpaired;
/** Spec 01 §3 isAppCompactView. */
export const selectIsCompactView = (state: WithAppearance) => selectAppearance(state).isCompactView;

/** The <html> attributes tokens.css reads. */
export const selectAppearanceAttributes = createSelector(
  [selectTheme, selectFontSize, selectIsVisuallyImpairedMode, selectIsCompactView],
  appearanceAttributes,
);
