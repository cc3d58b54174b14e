import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Maintenance } from '@bet/contract';
import {
  isMaintenanceActive,
  isNoticeVisible,
  maintenanceTextLanguage,
  nextMaintenanceMoment,
} from './maintenance-rules';

const OFF: Maintenance = {
  isActive: false,
  webState: false,
  startAt: null,
  finishAt: null,
  notifyStartAt: null,
  notifyEndAt: null,
};
const NOW = 1_800_000_000_000;

describe('isMaintenanceActive (spec 01 §4 Maintenance)', () => {
  it('is off with nothing set', () => {
    expect(isMaintenanceActive({ cookie: undefined, maintenance: OFF, blockCheckFailed: false, now: NOW })).toBe(false);
    expect(isMaintenanceActive({ cookie: undefined, maintenance: null, blockCheckFailed: false, now: NOW })).toBe(
      false,
    );
  });

  it('is on when the maintenance cookie equals 1, and only 1', () => {
    expect(isMaintenanceActive({ cookie: '1', maintenance: null, blockCheckFailed: false, now: NOW })).toBe(true);
    expect(isMaintenanceActive({ cookie: '0', maintenance: OFF, blockCheckFailed: false, now: NOW })).toBe(false);
  });

  it('is on when the config flag (isActive) or web_state is set', () => {
    expect(
      isMaintenanceActive({
        cookie: undefined,
        maintenance: { ...OFF, isActive: true },
        blockCheckFailed: false,
        now: NOW,
      }),
    ).toBe(true);
    expect(
      isMaintenanceActive({
        cookie: undefined,
        maintenance: { ...OFF, webState: true },
        blockCheckFailed: false,
        now: NOW,
      }),
    ).toBe(true);
  });

  it('is on after a failed block check (spec 02 §8)', () => {
    expect(isMaintenanceActive({ cookie: undefined, maintenance: OFF, blockCheckFailed: true, now: NOW })).toBe(true);
  });

  test.prop([fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: -2e6, max: 2e6 })])(
    'with only a window, is on exactly when start <= now < finish',
    (start, length, offset) => {
      const maintenance = { ...OFF, startAt: NOW + start, finishAt: NOW + start + length };
      const now = NOW + start + offset;
      expect(isMaintenanceActive({ cookie: undefined, maintenance, blockCheckFailed: false, now })).toBe(
        offset >= 0 && offset < length,
      );
    },
  );

  test.prop([fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom(undefined, '0', '1')])(
    'any one cause is enough',
    (isActive, webState, blockCheckFailed, cookie) => {
      const active = isMaintenanceActive({
        cookie,
        maintenance: { ...OFF, isActive, webState },
        blockCheckFailed,
        now: NOW,
      });
      expect(active).toBe(isActive || webState || blockCheckFailed || cookie === '1');
    },
  );
});

describe('isNoticeVisible (spec 01 §4 "notify start passed and notify end not")', () => {
  test.prop([fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 })])(
    'shows between notify start and end only',
    (startOffset, endOffset) => {
      const maintenance = { ...OFF, notifyStartAt: NOW + startOffset, notifyEndAt: NOW + endOffset };
      expect(isNoticeVisible(maintenance, NOW)).toBe(startOffset <= 0 && endOffset > 0);
    },
  );

  it('is hidden without a notice window', () => {
    expect(isNoticeVisible(OFF, NOW)).toBe(false);
    expect(isNoticeVisible(null, NOW)).toBe(false);
    expect(isNoticeVisible({ ...OFF, notifyStartAt: NOW - 1 }, NOW)).toBe(false);
  });
});

describe('maintenanceTextLanguage (spec 02 §8 Texts)', () => {
  it.each(['az', 'kz', 'ua', 'ru', 'RU'])('%s reads the Russian text', (language) => {
    expect(maintenanceTextLanguage(language)).toBe('ru');
  });

  test.prop([fc.stringMatching(/^[a-z]{2}$/).filter((l) => !['az', 'kz', 'ua', 'ru'].includes(l))])(
    'every other language reads the English text',
    (language) => {
      expect(maintenanceTextLanguage(language)).toBe('en');
    },
  );

  it('no language reads English', () => {
    expect(maintenanceTextLanguage(null)).toBe('en');
  });
});

describe('nextMaintenanceMoment', () => {
  it('is the nearest moment ahead, or null', () => {
    expect(
      nextMaintenanceMoment(
        { ...OFF, startAt: NOW + 5, finishAt: NOW + 9, notifyStartAt: NOW - 1, notifyEndAt: NOW + 3 },
        NOW,
      ),
    ).toBe(NOW + 3);
    expect(nextMaintenanceMoment({ ...OFF, notifyStartAt: NOW - 1 }, NOW)).toBeNull();
    expect(nextMaintenanceMoment(null, NOW)).toBeNull();
  });
});
