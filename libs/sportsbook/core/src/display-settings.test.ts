import { describe, expect, it } from 'vitest';
import { createMemoryCookieStore, createMemoryLogger, createMemoryStorage } from '@bet/platform/testing';
import {
  DEFAULT_DISPLAY_SETTINGS,
  flagOfSetting,
  isMarketsNameType,
  marketsNameTypeOfSetting,
  readDisplaySettings,
  settingOfFlag,
  settingOfMarketsNameType,
  shortMarketNameKey,
} from './display-settings';

describe('market names type (spec 01 §3 marketsNameType, spec 02 §9 markets_name_type)', () => {
  it('accepts only 0 (full) and 1 (short), anything else is no choice (spec 01 §5)', () => {
    expect(marketsNameTypeOfSetting('0')).toBe('full');
    expect(marketsNameTypeOfSetting('1')).toBe('short');
    for (const value of ['2', 'short', '', ' 1', null, undefined]) expect(marketsNameTypeOfSetting(value)).toBeNull();
    expect(settingOfMarketsNameType('full')).toBe('0');
    expect(settingOfMarketsNameType('short')).toBe('1');
    expect(isMarketsNameType('short')).toBe(true);
    expect(isMarketsNameType('abbreviated')).toBe(false);
  });

  it('has a short name for every market type the line knows, none for others', () => {
    expect([1, 2, 3, 4, 5].map(shortMarketNameKey)).toEqual([
      'sportsbook_market_short_1',
      'sportsbook_market_short_2',
      'sportsbook_market_short_3',
      'sportsbook_market_short_4',
      'sportsbook_market_short_5',
    ]);
    expect(shortMarketNameKey(99)).toBeNull();
  });
});

describe('0/1 flags (spec 01 §5 "Settings flags stored 0 or 1")', () => {
  it('reads only 0 and 1 and writes 0 or 1', () => {
    expect(flagOfSetting('1')).toBe(true);
    expect(flagOfSetting('0')).toBe(false);
    for (const value of ['true', 'yes', '', null, undefined]) expect(flagOfSetting(value)).toBeNull();
    expect(settingOfFlag(true)).toBe('1');
    expect(settingOfFlag(false)).toBe('0');
  });
});

describe('readDisplaySettings', () => {
  it('nothing kept: the spec defaults (accumulators of the day on, game ids off, full names)', () => {
    expect(readDisplaySettings({ logger: createMemoryLogger() })).toEqual({
      marketsNameType: 'full',
      isShowGameId: false,
      isDetailedScore: false,
      isAccumulatorOfTheDay: true,
      isLiveAccumulatorOfTheDay: true,
    });
  });

  it('reads the cookie and the flags under their spec names; unknown values keep the default', () => {
    const settings = readDisplaySettings({
      cookies: createMemoryCookieStore({ markets_name_type: '1' }),
      storage: createMemoryStorage({
        isShowGameId: '1',
        isDetailedScore: '1',
        isAccumulatorOfTheDay: '0',
        isLiveAccumulatorOfTheDay: 'no',
      }),
      logger: createMemoryLogger(),
    });
    expect(settings).toEqual({
      marketsNameType: 'short',
      isShowGameId: true,
      isDetailedScore: true,
      isAccumulatorOfTheDay: false,
      isLiveAccumulatorOfTheDay: true,
    });
    const foreign = readDisplaySettings({
      cookies: createMemoryCookieStore({ markets_name_type: 'short' }),
      logger: createMemoryLogger(),
    });
    expect(foreign.marketsNameType).toBe('full');
  });

  it('a storage the browser switched off gives the defaults and warnings, not an error', () => {
    const logger = createMemoryLogger();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readDisplaySettings({ storage: broken, logger })).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(logger.entries).toHaveLength(4);
  });
});
