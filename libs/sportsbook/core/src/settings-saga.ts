import { put, select, takeEvery } from 'redux-saga/effects';
import { z } from 'zod/mini';
import { bettingSectionSchema, timeFilterSchema } from '@bet/contract';
import { selectBettingSettings } from './selectors';
import type { SportsbookDeps } from './sportsbook-deps';
import {
  bettingSettingsChanged,
  bettingSettingsRestored,
  bettingTypeChanged,
  timeFilterChanged,
} from './sportsbook-slice';
import { DEFAULT_BETTING_SETTINGS, type BettingSettings } from './sportsbook-state';

/** Local storage key of the betting settings (ours; the spec names the settings, not where they live). */
export const BETTING_SETTINGS_STORAGE_KEY = 'sportsbook-betting-settings';

/** Spec 01 §5 "Settings flags stored 0 or 1". */
const flag = z.pipe(
  z.union([z.literal(0), z.literal(1)]),
  z.transform((value) => value === 1),
);
const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * Field by field, so one unreadable field (an older version's, a hand edit) costs only that field:
 * it falls back to its default and the others stay. A field of an older shape (`timeFilterHours`
 * of the hour buckets) is simply not read.
 */
const storedFields = {
  currentBettingType: bettingSectionSchema,
  timeFilter: timeFilterSchema,
  isGroupSportsByCategories: flag,
  cyberMatchesFilterType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  cyberType: z.int().check(z.nonnegative()),
  isWideScreenScoreboard: flag,
  isUpcomingEvent: flag,
  isOnlyWithVideos: flag,
  filteredMarkets: z.array(z.int().check(z.positive())).check(z.maxLength(50)),
} satisfies Record<keyof BettingSettings, z.ZodMiniType>;

/** What is written: the settings with their flags as 0 or 1. */
export function storedBettingSettings(settings: BettingSettings): Record<keyof BettingSettings, unknown> {
  return {
    ...settings,
    isGroupSportsByCategories: toFlag(settings.isGroupSportsByCategories),
    isWideScreenScoreboard: toFlag(settings.isWideScreenScoreboard),
    isUpcomingEvent: toFlag(settings.isUpcomingEvent),
    isOnlyWithVideos: toFlag(settings.isOnlyWithVideos),
  };
}

/** Reads the settings back; anything unreadable is ignored (its default stays) and logged. */
export function readBettingSettings(deps: Pick<SportsbookDeps, 'storage' | 'logger'>): BettingSettings | null {
  let stored: unknown;
  try {
    const text = deps.storage?.getItem(BETTING_SETTINGS_STORAGE_KEY);
    if (!text) return null;
    stored = JSON.parse(text);
  } catch (error) {
    deps.logger.warn('Stored betting settings ignored', error);
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    deps.logger.warn('Stored betting settings ignored', stored);
    return null;
  }
  const record = stored as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...DEFAULT_BETTING_SETTINGS };
  const ignored: string[] = [];
  for (const [key, schema] of Object.entries(storedFields)) {
    if (!(key in record)) continue;
    const parsed = schema.safeParse(record[key]);
    if (parsed.success) settings[key] = parsed.data;
    else ignored.push(key);
  }
  if (ignored.length > 0) deps.logger.warn('Stored betting settings ignored', ignored);
  return settings as unknown as BettingSettings;
}

/** Betting settings persist across visits when a storage is given (README "Decisions"). */
export function* settingsSaga(deps: SportsbookDeps) {
  const { storage } = deps;
  if (!storage) return;
  const stored = readBettingSettings(deps);
  if (stored) yield put(bettingSettingsRestored(stored));
  yield takeEvery([bettingTypeChanged.type, timeFilterChanged.type, bettingSettingsChanged.type], function* () {
    const settings: BettingSettings = yield select(selectBettingSettings);
    try {
      storage.setItem(BETTING_SETTINGS_STORAGE_KEY, JSON.stringify(storedBettingSettings(settings)));
    } catch (error) {
      // A full or denied storage loses only the memory across visits, not the setting now.
      deps.logger.warn('Betting settings not saved', error);
    }
  });
}
