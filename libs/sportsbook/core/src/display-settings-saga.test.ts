import { describe, expect, it } from 'vitest';
import { createMemoryCookieStore, createMemoryStorage } from '@bet/platform/testing';
import { DISPLAY_SETTING_NOT_SAVED } from './display-settings-saga';
import { selectDisplayFlag, selectIsExpressOfTheDayShown, selectMarketsNameType } from './selectors';
import { bettingTypeChanged, displayFlagChosen, marketsNameTypeChosen } from './sportsbook-slice';
import { createSportsbookHarness } from './testing';

describe('display settings saga (issue 12, spec 01 §3, spec 02 §9 cookies)', () => {
  it('reads the kept settings as the store starts', () => {
    const { store } = createSportsbookHarness({
      cookies: createMemoryCookieStore({ markets_name_type: '1' }),
      storage: createMemoryStorage({ isShowGameId: '1' }),
    });
    expect(selectMarketsNameType(store.getState())).toBe('short');
    expect(selectDisplayFlag(store.getState(), 'isShowGameId')).toBe(true);
  });

  it('keeps the market names type in the markets_name_type cookie for 86400 s on path /', () => {
    const cookies = createMemoryCookieStore();
    const { store } = createSportsbookHarness({ cookies, storage: createMemoryStorage() });
    store.dispatch(marketsNameTypeChosen({ marketsNameType: 'short' }));
    expect(selectMarketsNameType(store.getState())).toBe('short');
    expect(cookies.entries.get('markets_name_type')).toEqual({
      value: '1',
      options: { maxAgeSeconds: 86400, path: '/' },
    });
    store.dispatch(marketsNameTypeChosen({ marketsNameType: 'full' }));
    expect(cookies.entries.get('markets_name_type')?.value).toBe('0');
  });

  it('keeps each flag as 0 or 1 under its spec name (spec 01 §5)', () => {
    const storage = createMemoryStorage();
    const { store } = createSportsbookHarness({ storage });
    store.dispatch(displayFlagChosen({ flag: 'isShowGameId', isOn: true }));
    store.dispatch(displayFlagChosen({ flag: 'isAccumulatorOfTheDay', isOn: false }));
    expect(storage.entries.get('isShowGameId')).toBe('1');
    expect(storage.entries.get('isAccumulatorOfTheDay')).toBe('0');
  });

  it('the express of the day follows the flag of the section the player is in', () => {
    const { store } = createSportsbookHarness({ storage: createMemoryStorage() });
    store.dispatch(bettingTypeChanged('line'));
    store.dispatch(displayFlagChosen({ flag: 'isAccumulatorOfTheDay', isOn: false }));
    expect(selectIsExpressOfTheDayShown(store.getState())).toBe(false);
    store.dispatch(bettingTypeChanged('live'));
    expect(selectIsExpressOfTheDayShown(store.getState())).toBe(true);
    store.dispatch(displayFlagChosen({ flag: 'isLiveAccumulatorOfTheDay', isOn: false }));
    expect(selectIsExpressOfTheDayShown(store.getState())).toBe(false);
  });

  it('a storage that refuses the write keeps the choice for this visit and logs it', () => {
    const refusing = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { store, logs } = createSportsbookHarness({ storage: refusing });
    store.dispatch(displayFlagChosen({ flag: 'isShowGameId', isOn: true }));
    expect(selectDisplayFlag(store.getState(), 'isShowGameId')).toBe(true);
    expect(logs.map((entry) => entry.message)).toContain(DISPLAY_SETTING_NOT_SAVED);
  });
});
