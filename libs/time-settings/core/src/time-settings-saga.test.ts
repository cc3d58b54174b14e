import { describe, expect, it } from 'vitest';
import { createMemoryCookieStore, createMemoryLogger } from '@bet/platform/testing';
import { selectDeviceZoneOffset, selectPlayerZone } from './selectors';
import { createTimeSettingsDeps, createTimeSettingsHarness } from './testing';
import { TIME_SETTINGS_NOT_SAVED } from './time-settings-saga';
import { clockChosen, timeZoneChosen } from './time-settings-slice';

const DAY = { maxAgeSeconds: 86400, path: '/' };

function setup(initial: Record<string, string> = {}, deviceOffset = 60) {
  const cookies = createMemoryCookieStore(initial);
  const logger = createMemoryLogger();
  const harness = createTimeSettingsHarness(
    createTimeSettingsDeps({ cookies, logger, deviceZoneOffset: () => deviceOffset }),
  );
  return { ...harness, cookies, logger };
}

describe('timeSettingsSaga (spec 01 §3 timeZone, is12h; spec 02 §9 cookies tzo, is12h)', () => {
  it('without cookies: zone 3 and the 24-hour clock (spec 02 §9 default time zone 3), nothing written', () => {
    const { store, cookies } = setup({}, 320);
    expect(selectPlayerZone(store.getState())).toEqual({ offsetMinutes: 180, is12h: false });
    // The device in UTC+5:20 is offered as the nearest half hour.
    expect(selectDeviceZoneOffset(store.getState())).toBe(330);
    expect(cookies.entries.size).toBe(0);
  });

  it('restores the cookies at start and renews them for another day', () => {
    const { store, cookies } = setup({ tzo: '-3.5', is12h: '1' });
    expect(selectPlayerZone(store.getState())).toEqual({ offsetMinutes: -210, is12h: true });
    expect(cookies.entries.get('tzo')).toEqual({ value: '-3.5', options: DAY });
    expect(cookies.entries.get('is12h')).toEqual({ value: '1', options: DAY });
  });

  it('a broken cookie is read as the default and written back fixed', () => {
    const { store, cookies } = setup({ tzo: 'Europe/Moscow' });
    expect(selectPlayerZone(store.getState()).offsetMinutes).toBe(180);
    expect(cookies.entries.get('tzo')?.value).toBe('3');
  });

  it('keeps each choice in its cookie, lifetime 86400 s, path /', () => {
    const { store, cookies } = setup();
    store.dispatch(timeZoneChosen({ offsetMinutes: 330 }));
    store.dispatch(clockChosen({ is12h: true }));
    expect(selectPlayerZone(store.getState())).toEqual({ offsetMinutes: 330, is12h: true });
    expect(Object.fromEntries(cookies.entries)).toEqual({
      tzo: { value: '5.5', options: DAY },
      is12h: { value: '1', options: DAY },
    });
    store.dispatch(clockChosen({ is12h: false }));
    expect(cookies.entries.get('is12h')?.value).toBe('0');
  });

  it('an offset that is not offered is taken to the nearest one', () => {
    const { store, cookies } = setup();
    store.dispatch(timeZoneChosen({ offsetMinutes: 340 }));
    expect(selectPlayerZone(store.getState()).offsetMinutes).toBe(330);
    expect(cookies.entries.get('tzo')?.value).toBe('5.5');
  });

  it('cookies that refuse the write keep the choice for this visit and log it', () => {
    const refusing = {
      ...createMemoryCookieStore(),
      set: () => {
        throw new Error('cookies off');
      },
    };
    const logger = createMemoryLogger();
    const { store } = createTimeSettingsHarness(createTimeSettingsDeps({ cookies: refusing, logger }));
    store.dispatch(timeZoneChosen({ offsetMinutes: -300 }));
    expect(selectPlayerZone(store.getState()).offsetMinutes).toBe(-300);
    expect(logger.entries.map((entry) => entry.message)).toContain(TIME_SETTINGS_NOT_SAVED);
  });
});
