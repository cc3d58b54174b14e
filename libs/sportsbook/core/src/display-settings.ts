import { MARKET_TYPES } from '@bet/contract';
import type { CookieStore, Logger, StoragePort } from '@bet/platform';

/**
 * Issue 12: the global settings of spec 01 §3 that change how the line is drawn, kept in this
 * browser. The market names type lives in the `markets_name_type` cookie (spec 02 §9 Cookies);
 * the 0/1 flags in local storage under their spec names, as the appearance keeps appTheme
 * (spec 01 §5 "Settings flags stored 0 or 1").
 */
export const MARKETS_NAME_TYPE_COOKIE = 'markets_name_type';

/**
 * Spec 01 §3 marketsNameType; the spec names the setting, not its values (README "Decisions"):
 * 0 full, the line's own market titles ("Total", "Handicap"); 1 short, a short code per known
 * market type ("T", "H"), for a denser game page. Only these two are accepted (spec 01 §5).
 */
export const MARKETS_NAME_TYPES = { full: 0, short: 1 } as const;
export type MarketsNameType = keyof typeof MARKETS_NAME_TYPES;
export const DEFAULT_MARKETS_NAME_TYPE: MarketsNameType = 'full';

/** The 0/1 flags of spec 01 §3 the sportsbook applies (README lists the ones it does not, and why). */
export interface DisplayFlags {
  /** Lists show each game's number (the number printed in the line); default off. */
  readonly isShowGameId: boolean;
  /** List rows of games in play show each period's score under the total; default off. */
  readonly isDetailedScore: boolean;
  /** The express of the day is shown while the line is the chosen section; default on (spec 01 §3: 1). */
  readonly isAccumulatorOfTheDay: boolean;
  /** The express of the day is shown while live is the chosen section; default on (spec 01 §3: 1). */
  readonly isLiveAccumulatorOfTheDay: boolean;
}
export type DisplayFlag = keyof DisplayFlags;
export const DISPLAY_FLAGS: readonly DisplayFlag[] = [
  'isShowGameId',
  'isDetailedScore',
  'isAccumulatorOfTheDay',
  'isLiveAccumulatorOfTheDay',
];

export interface DisplaySettings extends DisplayFlags {
  readonly marketsNameType: MarketsNameType;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  marketsNameType: DEFAULT_MARKETS_NAME_TYPE,
  isShowGameId: false,
  isDetailedScore: false,
  isAccumulatorOfTheDay: true,
  isLiveAccumulatorOfTheDay: true,
};

export function isMarketsNameType(value: unknown): value is MarketsNameType {
  return value === 'full' || value === 'short';
}

/** The cookie's value: '0' full, '1' short; anything else (an old or foreign value) is no choice. */
export function marketsNameTypeOfSetting(value: string | null | undefined): MarketsNameType | null {
  if (value === '0') return 'full';
  if (value === '1') return 'short';
  return null;
}

export function settingOfMarketsNameType(type: MarketsNameType): '0' | '1' {
  return MARKETS_NAME_TYPES[type] === 1 ? '1' : '0';
}

/** Spec 01 §5: a flag is stored as 0 or 1; only '0' and '1' are read, anything else keeps the default. */
export function flagOfSetting(value: string | null | undefined): boolean | null {
  if (value === '1') return true;
  if (value === '0') return false;
  return null;
}

export function settingOfFlag(isOn: boolean): '0' | '1' {
  return isOn ? '1' : '0';
}

const SHORT_NAMED_TYPES: readonly number[] = Object.values(MARKET_TYPES);

/**
 * The text key of a market type's short name (`sportsbook_market_short_<typeId>`); null for a
 * type the line has and we have no short name for, which keeps the line's own title.
 */
export function shortMarketNameKey(typeId: number): string | null {
  return SHORT_NAMED_TYPES.includes(typeId) ? `sportsbook_market_short_${typeId}` : null;
}

function readSafely(read: () => string | null | undefined, what: string, logger: Pick<Logger, 'warn'>) {
  try {
    return read();
  } catch (error) {
    // Storage switched off by the browser: the default, and the page still shows.
    logger.warn(`The ${what} setting could not be read`, error);
    return null;
  }
}

/** The settings this browser keeps; a missing or unknown value is the default, never an error. */
export function readDisplaySettings(deps: {
  storage?: StoragePort | undefined;
  cookies?: CookieStore | undefined;
  logger: Pick<Logger, 'warn'>;
}): DisplaySettings {
  const { storage, cookies, logger } = deps;
  const nameType = readSafely(() => cookies?.get(MARKETS_NAME_TYPE_COOKIE), MARKETS_NAME_TYPE_COOKIE, logger);
  const settings: { -readonly [K in keyof DisplaySettings]: DisplaySettings[K] } = {
    ...DEFAULT_DISPLAY_SETTINGS,
    marketsNameType: marketsNameTypeOfSetting(nameType) ?? DEFAULT_MARKETS_NAME_TYPE,
  };
  for (const flag of DISPLAY_FLAGS) {
    const stored = flagOfSetting(readSafely(() => storage?.getItem(flag), flag, logger));
    if (stored !== null) settings[flag] = stored;
  }
  return settings;
}
