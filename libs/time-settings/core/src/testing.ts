/** Fixtures and a real store for the tests of this library and of the libraries that use it. */
import { createMemoryCookieStore, createMemoryLogger, createTestStore } from '@bet/platform/testing';
import type { PlayerZone } from './player-zone';
import type { TimeSettingsDeps } from './time-settings-deps';
import { timeSettingsSaga } from './time-settings-saga';
import { initialTimeSettingsState, timeSettingsReducer, type TimeSettingsState } from './time-settings-slice';

/** The state of a player who chose `zone` (the device in UTC+1 unless told). */
export function timeSettingsStateFixture(zone: Partial<PlayerZone> = {}, deviceOffsetMinutes = 60): TimeSettingsState {
  return { ...initialTimeSettingsState, ...zone, deviceOffsetMinutes };
}

/** Deps for tests: memory cookies, the device in UTC+1, a fixed clock. */
export function createTimeSettingsDeps(overrides: Partial<TimeSettingsDeps> = {}): TimeSettingsDeps {
  return {
    cookies: createMemoryCookieStore(),
    clock: { now: () => Date.UTC(2026, 10, 24, 12) },
    deviceZoneOffset: () => 60,
    logger: createMemoryLogger(),
    ...overrides,
  };
}

/**
 * A real store with the slice under `timeSettings` and the root saga running (the one test store
 * of @bet/platform/testing): `actions` records every action, `task.cancel()` stops the saga.
 */
export function createTimeSettingsHarness(deps = createTimeSettingsDeps()) {
  return createTestStore({
    reducer: { timeSettings: timeSettingsReducer },
    sagas: [() => timeSettingsSaga(deps)],
  });
}
