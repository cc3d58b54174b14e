import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bet/platform/testing';
import { BetStatus, CouponType } from '../index.ts';
import { COUPON_SETTINGS_STORAGE_KEY, COUPON_STORAGE_KEY, DEFAULT_COUPON_SETTINGS } from './constants.ts';
import { betAddRequested, betRemoved, betsCleared } from './bets-slice.ts';
import { couponTypeChosen, systemValueChosen } from './coupon-type-slice.ts';
import { COUPON_ADD_BET_EVENT, COUPON_UPDATE_EVENT, createWindowEventBus } from './event-bus.ts';
import { selectDependentBetIds, selectSystemValue } from './figures.ts';
import { selectCouponBets } from './selectors.ts';
import { betPayload, startCoupon } from './testing.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the bus feeds the coupon (spec 02 §7 Coupon events)', () => {
  it('adds a bet from couponAddBet with its market, game fields and the time it came', () => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 5, marketId: 9, coef: 2.5 }));
    expect(coupon().bets.ids).toEqual(['5:9']);
    const [bet] = selectCouponBets(store.getState());
    expect(bet).toMatchObject({
      id: '5:9',
      market: { id: 9, gameId: 5, coef: 2.5, champId: 7, names: { outcome: 'W1' } },
      game: {
        names: { team1: 'Home', team2: 'Away' },
        number: 12,
        sportNames: { nameEng: 'Football' },
        menuSection: 'line',
        scores: { score1: 0, score2: 0 },
      },
      pageType: 'home',
      statusId: BetStatus.NotStarted,
      pendingCoef: null,
    });
    expect(coupon().bets.addedAtByBetId['5:9']).toBe(Date.parse('2030-01-01T12:00:00Z'));
    expect(coupon().type.typeId).toBe(CouponType.Single);
  });

  it('makes a second bet an express and marks two bets on one game as dependent', () => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, marketId: 1 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, marketId: 1 }));
    expect(coupon().type.typeId).toBe(CouponType.Express);
    const isDepend = () =>
      selectCouponBets(store.getState()).map((bet) => selectDependentBetIds(store.getState()).has(bet.id));
    expect(isDepend()).toEqual([false, false]);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, marketId: 2 }));
    expect(isDepend()).toEqual([false, true, true]);
  });

  it('takes a bet out when the same market is picked again (the odds button is a toggle)', () => {
    const { bus, betIds } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, marketId: 1 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, marketId: 1 }));
    expect(betIds()).toEqual([]);
  });

  it('drops a malformed payload with a warning and keeps listening', () => {
    const { bus, betIds, logger } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, { market: { id: 1, coef: 'lots' } });
    bus.emit(COUPON_ADD_BET_EVENT, null);
    bus.emit(COUPON_ADD_BET_EVENT, 'couponAddBet');
    expect(betIds()).toEqual([]);
    expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(3);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload());
    expect(betIds()).toEqual(['100:1']);
  });

  it('accepts a payload with only the market and numeric strings, defaulting the game', () => {
    const { bus, coupon } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, { market: { id: '77', coef: '1.5', gameId: '3' } });
    expect(coupon().bets.entities['3:77']).toMatchObject({
      market: { coef: 1.5, gameId: 3, sportId: 0, isLive: false },
      game: { names: {}, scores: null, isFinished: false },
    });
  });

  it('adds from a page through betAddRequested exactly as from the bus', () => {
    const { store, betIds } = startCoupon();
    store.dispatch(betAddRequested(betPayload({ gameId: 8 })));
    expect(betIds()).toEqual(['8:1']);
  });

  it('applies couponUpdate to a bet in the coupon: blocking, score, live state', () => {
    const { bus, coupon } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    bus.emit(COUPON_UPDATE_EVENT, {
      market: { id: 1, gameId: 1, isLive: true },
      game: { scores: { score1: 1, score2: 0 }, status: 2, time: 600 },
      isBlocked: true,
    });
    expect(coupon().bets.entities['1:1']).toMatchObject({
      isBlocked: true,
      market: { isLive: true, coef: 1.85, sportId: 1, names: { outcome: 'W1' } },
      game: { scores: { score1: 1, score2: 0 }, status: 2, time: 600, names: { team1: 'Home' } },
    });
  });

  it('ignores couponUpdate for a bet that is not in the coupon', () => {
    const { bus, betIds, actions } = startCoupon();
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 1, coef: 3 } });
    expect(betIds()).toEqual([]);
    expect(actions.some((a) => a.type === 'coupon/betUpdated')).toBe(false);
  });

  it('works over a window-like EventTarget with CustomEvents named couponAddBet and couponUpdate', () => {
    const target = new EventTarget();
    const bus = createWindowEventBus(target);
    const seen: unknown[] = [];
    const off = bus.subscribe('couponAddBet', (payload) => seen.push(payload));
    target.dispatchEvent(new CustomEvent('couponAddBet', { detail: { a: 1 } }));
    bus.emit('couponAddBet', { b: 2 });
    target.dispatchEvent(new CustomEvent('couponUpdate', { detail: { c: 3 } }));
    off();
    target.dispatchEvent(new CustomEvent('couponAddBet', { detail: { d: 4 } }));
    expect(seen).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('stops listening when the saga is cancelled', () => {
    const { bus, task, betIds } = startCoupon();
    task.cancel();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload());
    expect(betIds()).toEqual([]);
  });
});

describe('the coupon survives a reload (local storage "coupon")', () => {
  it('writes bets, addedAtByBetId, typeId and systemValue and reads them back', () => {
    const storage = createMemoryStorage();
    const first = startCoupon({ storage });
    for (const gameId of [1, 2, 3]) first.bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId }));
    first.store.dispatch(couponTypeChosen({ typeId: CouponType.System }));
    first.store.dispatch(systemValueChosen({ value: 2 }));
    expect(first.stored(COUPON_STORAGE_KEY)).toMatchObject({
      typeId: CouponType.System,
      systemValue: 2,
      addedAtByBetId: { '1:1': expect.any(Number) },
      bets: [{ id: '1:1' }, { id: '2:1' }, { id: '3:1' }],
    });
    first.task.cancel();

    const second = startCoupon({ storage });
    expect(second.betIds()).toEqual(['1:1', '2:1', '3:1']);
    expect(second.coupon()).toMatchObject({
      type: { typeId: CouponType.System, systemValue: 2 },
      bets: { isRestored: true },
    });
    expect(second.coupon().bets.addedAtByBetId).toEqual(first.coupon().bets.addedAtByBetId);
    expect(second.logger.entries).toEqual([]);
  });

  it('removes the key when the coupon is emptied', () => {
    const { bus, store, storage } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload());
    expect(storage.getItem(COUPON_STORAGE_KEY)).not.toBeNull();
    store.dispatch(betsCleared());
    expect(storage.getItem(COUPON_STORAGE_KEY)).toBeNull();
  });

  it('does not rewrite storage at start-up (garbage stays until the coupon changes)', () => {
    const storage = createMemoryStorage({ [COUPON_STORAGE_KEY]: '{oops', [COUPON_SETTINGS_STORAGE_KEY]: '[]' });
    startCoupon({ storage });
    expect(storage.getItem(COUPON_STORAGE_KEY)).toBe('{oops');
    expect(storage.getItem(COUPON_SETTINGS_STORAGE_KEY)).toBe('[]');
  });

  it.each([
    ['invalid JSON', '{"bets": [', 'not JSON'],
    ['a number', '42', 'not an object'],
    ['an array', '[1,2]', 'not an object'],
    ['null', 'null', 'not an object'],
  ])('starts empty with a warning when the coupon is %s', (_, text, warning) => {
    const storage = createMemoryStorage({ [COUPON_STORAGE_KEY]: text });
    const { betIds, coupon, logger, bus } = startCoupon({ storage });
    expect(betIds()).toEqual([]);
    expect(coupon().bets.isRestored).toBe(true);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: expect.stringContaining(warning) }),
    );
    bus.emit(COUPON_ADD_BET_EVENT, betPayload());
    expect(betIds()).toEqual(['100:1']);
  });

  it('keeps the good bets and fields of a partly broken coupon', () => {
    const good = { market: betPayload({ gameId: 4 }).market, game: { names: { team1: 'A' } } };
    const storage = createMemoryStorage({
      [COUPON_STORAGE_KEY]: JSON.stringify({
        bets: [
          good,
          { market: { id: 2, coef: 0.5, gameId: 5 } },
          'bet',
          null,
          { market: { ...betPayload({ gameId: 6 }).market, coef: 3 }, isBlocked: 'yes', blockId: -1.5, statusId: 99 },
          good,
        ],
        addedAtByBetId: { '4:1': 'yesterday', '6:1': 1234 },
        typeId: 42,
        systemValue: 1,
      }),
    });
    const { coupon, logger, store } = startCoupon({ storage });
    expect(coupon().bets.ids).toEqual(['4:1', '6:1']);
    expect(coupon().bets.entities['6:1']).toMatchObject({
      isBlocked: false,
      statusId: BetStatus.NotStarted,
      market: { coef: 3 },
    });
    expect(coupon().bets.entities['4:1']?.game).toMatchObject({ names: { team1: 'A' }, scores: null, status: null });
    expect(coupon().bets.addedAtByBetId).toEqual({ '4:1': Date.now(), '6:1': 1234 });
    expect(coupon().type.typeId).toBe(CouponType.Express);
    expect(selectSystemValue(store.getState())).toBe(2);
    const warnings = logger.entries.filter((e) => e.level === 'warn').map((e) => e.message);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('bet 1 is invalid'),
        expect.stringContaining('bet 2 is invalid'),
        expect.stringContaining('bet 3 is invalid'),
        expect.stringContaining('twice'),
        expect.stringContaining('unknown coupon type'),
        expect.stringContaining('invalid system value'),
      ]),
    );
  });

  it('keeps working when storage throws on read and on write', () => {
    const storage = createMemoryStorage();
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const { bus, betIds, logger, coupon } = startCoupon({ storage });
    expect(coupon().settings).toEqual(DEFAULT_COUPON_SETTINGS);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload());
    expect(betIds()).toEqual(['100:1']);
    expect(logger.entries.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('could not be read'),
        expect.stringContaining('could not be written'),
      ]),
    );
  });

  it('puts bets that came over the bus before the storage was read after the stored ones', () => {
    const storage = createMemoryStorage({
      [COUPON_STORAGE_KEY]: JSON.stringify({
        bets: [{ market: betPayload({ gameId: 1 }).market }],
        typeId: 0,
        systemValue: 2,
      }),
    });
    const { betIds, bus, store } = startCoupon({ storage });
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2 }));
    expect(betIds()).toEqual(['1:1', '2:1']);
    store.dispatch(betRemoved({ id: '1:1' }));
    expect(betIds()).toEqual(['2:1']);
  });
});

describe('coupon settings in local storage ("coupon-settings")', () => {
  it('reads each field on its own: bad ones fall back to defaults, good ones and 0/1 flags stay', () => {
    const storage = createMemoryStorage({
      [COUPON_SETTINGS_STORAGE_KEY]: JSON.stringify({
        changeCoefAction: 7,
        oneClickAmount: 5000,
        bonusAccountOneClickAmount: -3,
        isShowBalance: 0,
        isFixedCoupon: '1',
        exactCoef: 'maybe',
        amountStepByCurrency: { RUB: 1000, USD: 'ten', EUR: 0 },
        unknownField: true,
      }),
    });
    const { coupon, logger } = startCoupon({ storage });
    expect(coupon().settings).toEqual({
      ...DEFAULT_COUPON_SETTINGS,
      oneClickAmount: 5000,
      isShowBalance: false,
      isFixedCoupon: true,
      amountStepByCurrency: { RUB: 1000 },
    });
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringMatching(/changeCoefAction, exactCoef, bonusAccountOneClickAmount/),
      }),
    );
  });

  it.each(['not json', '"a string"', '[true]', '17'])('uses the defaults for %s', (text) => {
    const storage = createMemoryStorage({ [COUPON_SETTINGS_STORAGE_KEY]: text });
    const { coupon, logger } = startCoupon({ storage });
    expect(coupon().settings).toEqual(DEFAULT_COUPON_SETTINGS);
    expect(logger.entries.some((e) => e.level === 'warn')).toBe(true);
  });

  it('restores the auto-max and VIP switches from the remembered choice', () => {
    const storage = createMemoryStorage({
      [COUPON_SETTINGS_STORAGE_KEY]: JSON.stringify({ isAutoMax: true, isVipBet: 1 }),
    });
    const { coupon } = startCoupon({ storage });
    expect(coupon().stake).toMatchObject({ isActiveAutoMax: true, isActiveVipBet: true });
  });
});
