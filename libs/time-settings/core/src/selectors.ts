import { createSelector } from 'reselect';
import type { PlayerZone } from './player-zone';
import { initialTimeSettingsState, type TimeSettingsState } from './time-settings-slice';

/**
 * The app mounts the reducer under `timeSettings`. A store without it (a feature's own harness,
 * a story) reads the defaults: UTC+3 (spec 02 §9) and the 24-hour clock, so every test shows
 * the same times on any machine.
 */
export interface WithTimeSettings {
  timeSettings?: TimeSettingsState;
}

export const selectTimeSettings = (state: WithTimeSettings): TimeSettingsState =>
  state.timeSettings ?? initialTimeSettingsState;
export const selectZoneOffsetMinutes = (state: WithTimeSettings): number => selectTimeSettings(state).offsetMinutes;
export const selectIs12h = (state: WithTimeSettings): boolean => selectTimeSettings(state).is12h;
export const selectDeviceZoneOffset = (state: WithTimeSettings): number | null =>
  selectTimeSettings(state).deviceOffsetMinutes;

/** The zone every formatter takes; one object while neither part changes. */
export const selectPlayerZone = createSelector(
  [selectZoneOffsetMinutes, selectIs12h],
  (offsetMinutes, is12h): PlayerZone => ({ offsetMinutes, is12h }),
);
