export { runtimeZoneOffset, type DeviceZoneOffset } from './device-zone';
export { DAY_MS, playerDayIso, playerDayStart, playerDayStartAfter, playerDayStartOfIso } from './player-day';
export {
  DEFAULT_PLAYER_ZONE,
  DEFAULT_ZONE_OFFSET_MINUTES,
  isZoneOffset,
  nearestZoneOffset,
  ZONE_OFFSETS_MINUTES,
  zoneOffsetLabel,
  type PlayerZone,
} from './player-zone';
export {
  selectDeviceZoneOffset,
  selectIs12h,
  selectPlayerZone,
  selectTimeSettings,
  selectZoneOffsetMinutes,
  type WithTimeSettings,
} from './selectors';
export {
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatDayMonthTime,
  formatTime,
  formatTimeWithSeconds,
  isoMoment,
} from './time-format';
export type { TimeSettingsDeps } from './time-settings-deps';
export { TIME_SETTINGS_NOT_SAVED, timeSettingsSaga } from './time-settings-saga';
export {
  clockChosen,
  initialTimeSettingsState,
  timeSettingsReducer,
  timeSettingsRestored,
  timeSettingsSlice,
  timeZoneChosen,
  type TimeSettingsState,
} from './time-settings-slice';
export {
  CLOCK_COOKIE,
  clockCookieValue,
  is12hOfClockCookie,
  offsetOfZoneCookie,
  ZONE_COOKIE,
  zoneCookieValue,
  zoneOfCookies,
} from './zone-cookies';
