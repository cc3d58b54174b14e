import type { UnknownAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { DEFAULT_COOKIE_MAX_AGE_SECONDS } from '@bet/platform';
import {
  MARKETS_NAME_TYPE_COOKIE,
  readDisplaySettings,
  settingOfFlag,
  settingOfMarketsNameType,
} from './display-settings';
import type { SportsbookDeps } from './sportsbook-deps';
import { displayFlagChosen, displaySettingsRestored, marketsNameTypeChosen } from './sportsbook-slice';

export const DISPLAY_SETTING_NOT_SAVED = 'Sportsbook: a display setting could not be saved';

function keepChoice(deps: SportsbookDeps, action: UnknownAction) {
  try {
    if (marketsNameTypeChosen.match(action)) {
      // Spec 02 §9 Cookies: markets_name_type, 86400 s, path /.
      deps.cookies?.set(MARKETS_NAME_TYPE_COOKIE, settingOfMarketsNameType(action.payload.marketsNameType), {
        maxAgeSeconds: DEFAULT_COOKIE_MAX_AGE_SECONDS,
        path: '/',
      });
    }
    if (displayFlagChosen.match(action)) deps.storage?.setItem(action.payload.flag, settingOfFlag(action.payload.isOn));
  } catch (error) {
    // Storage full or switched off: the choice holds for this visit, the page is not broken.
    deps.logger.warn(DISPLAY_SETTING_NOT_SAVED, error);
  }
}

/**
 * Issue 12: the display settings read once as the store starts (so the first frame shows them),
 * then each choice kept in this browser: the market names type in its cookie, a flag as 0/1 in
 * local storage (spec 01 §5).
 */
export function* displaySettingsSaga(deps: SportsbookDeps) {
  yield put(displaySettingsRestored(readDisplaySettings(deps)));
  yield takeEvery([marketsNameTypeChosen.type, displayFlagChosen.type], keepChoice, deps);
}
