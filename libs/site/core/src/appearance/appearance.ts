import type { Logger, StoragePort } from '@bet/platform';

/**
 * The player's appearance settings, spec 01 §3 "Betting and global settings": appTheme (0 light,
 * 1 dark), appFontSize, visuallyImpairedMode and isAppCompactView (issue 12: the denser layout,
 * 0/1 as spec 01 §5 stores flags). Kept in local storage under the spec's names.
 */
export const APP_THEME_KEY = 'appTheme';
export const APP_FONT_SIZE_KEY = 'appFontSize';
export const VISUALLY_IMPAIRED_MODE_KEY = 'visuallyImpairedMode';
export const APP_COMPACT_VIEW_KEY = 'isAppCompactView';

export type AppTheme = 'light' | 'dark';

/** The spec names appFontSize without its values: four steps, medium the default (README). */
export const FONT_SIZE_STEPS = ['small', 'medium', 'large', 'x-large'] as const;
export type FontSizeStep = (typeof FONT_SIZE_STEPS)[number];
export const DEFAULT_FONT_SIZE: FontSizeStep = 'medium';

/** What the player chose; a null theme follows the system's colour scheme. */
export interface StoredAppearance {
  theme: AppTheme | null;
  fontSize: FontSizeStep;
  isVisuallyImpaired: boolean;
  /** Spec 01 §3 isAppCompactView: tighter spacing and controls on every page. */
  isCompactView: boolean;
}

/** Spec 01 §3 appTheme: 0 light, 1 dark; anything else is no choice. */
export function appThemeOfSetting(value: string | null): AppTheme | null {
  if (value === '0') return 'light';
  if (value === '1') return 'dark';
  return null;
}

export function settingOfAppTheme(theme: AppTheme): string {
  return theme === 'dark' ? '1' : '0';
}

export function isFontSizeStep(value: unknown): value is FontSizeStep {
  return typeof value === 'string' && (FONT_SIZE_STEPS as readonly string[]).includes(value);
}

/** A 0/1 flag as the spec stores its global flags; anything else is off. */
export function isFlagOn(value: string | null): boolean {
  return value === '1';
}

/** Spec 01 §5 "Settings flags stored 0 or 1". */
export function flagSetting(isOn: boolean): '0' | '1' {
  return isOn ? '1' : '0';
}

function readItem(storage: StoragePort, key: string, logger: Logger): string | null {
  try {
    return storage.getItem(key);
  } catch (error) {
    // Storage switched off by the browser: the defaults, and the page still shows.
    logger.warn(`The ${key} setting could not be read`, error);
    return null;
  }
}

/** The stored settings; a missing or unknown value is the default, never an error. */
export function readStoredAppearance(storage: StoragePort, logger: Logger): StoredAppearance {
  const fontSize = readItem(storage, APP_FONT_SIZE_KEY, logger);
  return {
    theme: appThemeOfSetting(readItem(storage, APP_THEME_KEY, logger)),
    fontSize: isFontSizeStep(fontSize) ? fontSize : DEFAULT_FONT_SIZE,
    isVisuallyImpaired: isFlagOn(readItem(storage, VISUALLY_IMPAIRED_MODE_KEY, logger)),
    isCompactView: isFlagOn(readItem(storage, APP_COMPACT_VIEW_KEY, logger)),
  };
}

/** The theme shown: the player's choice, else the system's preference. */
export function effectiveTheme(chosen: AppTheme | null, systemPrefersDark: boolean): AppTheme {
  return chosen ?? (systemPrefersDark ? 'dark' : 'light');
}

/** The attributes of <html> that tokens.css reads; null removes one. */
export interface AppearanceAttributes {
  'data-theme': AppTheme;
  'data-font-size': FontSizeStep;
  'data-visually-impaired': '' | null;
  /** The compact view (isAppCompactView): tokens.css tightens the spacing and control tokens. */
  'data-compact-view': '' | null;
}

export function appearanceAttributes(
  theme: AppTheme,
  fontSize: FontSizeStep,
  isVisuallyImpaired: boolean,
  isCompactView = false,
): AppearanceAttributes {
  return {
    'data-theme': theme,
    'data-font-size': fontSize,
    'data-visually-impaired': isVisuallyImpaired ? '' : null,
    'data-compact-view': isCompactView ? '' : null,
  };
}
