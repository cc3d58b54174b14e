import type { UnknownAction } from '@reduxjs/toolkit';
import { put, select, takeEvery } from 'redux-saga/effects';
import { DEFAULT_COOKIE_MAX_AGE_SECONDS } from '@bet/platform';
import { nearestZoneOffset, type PlayerZone } from './player-zone';
import { selectPlayerZone } from './selectors';
import type { TimeSettingsDeps } from './time-settings-deps';
import { clockChosen, timeSettingsRestored, timeZoneChosen } from './time-settings-slice';
import { CLOCK_COOKIE, clockCookieValue, ZONE_COOKIE, zoneCookieValue, zoneOfCookies } from './zone-cookies';

export const TIME_SETTINGS_NOT_SAVED = 'The time setting could not be saved';

function save(deps: TimeSettingsDeps, name: string, value: string) {
  try {
    // Spec 02 §9 "Default lifetime 86400 s, path /".
    deps.cookies.set(name, value, { maxAgeSeconds: DEFAULT_COOKIE_MAX_AGE_SECONDS, path: '/' });
  } catch (error) {
    // Cookies switched off: the choice holds for this visit.
    deps.logger.warn(TIME_SETTINGS_NOT_SAVED, { name, error });
  }
}

function* saveChoice(deps: TimeSettingsDeps, action: UnknownAction) {
  const zone: PlayerZone = yield select(selectPlayerZone);
  if (timeZoneChosen.match(action)) save(deps, ZONE_COOKIE, zoneCookieValue(zone.offsetMinutes));
  if (clockChosen.match(action)) save(deps, CLOCK_COOKIE, clockCookieValue(zone.is12h));
}

/**
 * The time settings' one root saga. Its first step runs as the store starts, before anything
 * renders: the `tzo` and `is12h` cookies are read, so the first frame shows times in the
 * player's zone. A cookie that is there is written again, so the 86400 s lifetime of spec 02 §9
 * counts from the last visit (decision: a day after the first choice would lose it for a
 * player who comes every day). Each choice is then kept in its cookie.
 */
export function* timeSettingsSaga(deps: TimeSettingsDeps) {
  const tzo = deps.cookies.get(ZONE_COOKIE);
  const is12h = deps.cookies.get(CLOCK_COOKIE);
  const zone = zoneOfCookies(tzo, is12h);
  const deviceOffsetMinutes = nearestZoneOffset(deps.deviceZoneOffset(deps.clock.now()));
  yield put(timeSettingsRestored({ ...zone, deviceOffsetMinutes }));
  if (tzo !== undefined) save(deps, ZONE_COOKIE, zoneCookieValue(zone.offsetMinutes));
  if (is12h !== undefined) save(deps, CLOCK_COOKIE, clockCookieValue(zone.is12h));
  yield takeEvery([timeZoneChosen.type, clockChosen.type], saveChoice, deps);
}
