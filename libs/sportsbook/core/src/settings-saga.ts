import { put, select, takeEvery } from 'redux-saga/effects';
import { z } from 'zod';
import { bettingSectionSchema } from '@bet/contract';
import { selectBettingSettings } from './selectors';
import type { SportsbookDeps } from './sportsbook-deps';
import { bettingSettingsRestored, bettingTypeChanged, timeFilterChanged } from './sportsbook-slice';
import type { BettingSettings } from './sportsbook-state';

/** Local storage key of the betting settings (ours; the spec names the settings, not where they live). */
export const BETTING_SETTINGS_STORAGE_KEY = 'sportsbook-betting-settings';

const storedSettingsSchema = z.object({
  currentBettingType: bettingSectionSchema,
  timeFilterHours: z.number().int().positive().nullable(),
});

/** Reads the settings back; anything unreadable is ignored (the defaults stay) and logged. */
function readSettings(deps: SportsbookDeps): BettingSettings | null {
  try {
    const text = deps.storage?.getItem(BETTING_SETTINGS_STORAGE_KEY);
    if (!text) return null;
    const parsed = storedSettingsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    deps.logger.warn('Stored betting settings ignored', parsed.error);
  } catch (error) {
    deps.logger.warn('Stored betting settings ignored', error);
  }
  return null;
}

/** Betting settings persist across visits when a storage is given (README "Decisions"). */
export function* settingsSaga(deps: SportsbookDeps) {
  const { storage } = deps;
  if (!storage) return;
  const stored = readSettings(deps);
  if (stored) yield put(bettingSettingsRestored(stored));
  yield takeEvery([bettingTypeChanged.type, timeFilterChanged.type], function* () {
    const settings: BettingSettings = yield select(selectBettingSettings);
    try {
      storage.setItem(BETTING_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    } catch (error) {
      // A full or denied storage loses only the memory across visits, not the setting now.
      deps.logger.warn('Betting settings not saved', error);
    }
  });
}
