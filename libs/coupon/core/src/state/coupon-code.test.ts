import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, Market, SharedCoupon } from '@bet/contract';
import { ApiError } from '@bet/request';
import { possibleWinWithExpressBonus } from '../express-bonus.ts';
import { couponCodeLoadRequested, couponShareRequested } from './coupon-code-slice.ts';
import { normaliseCouponCode } from './coupon-code-saga.ts';
import { COUPON_ADD_BET_EVENT } from './event-bus.ts';
import { expressOfTheDayRequested } from './express-events.ts';
import { selectCouponIssues, selectPossibleWin, selectPossibleWinWithBonus } from './figures.ts';
import { loadCouponInputChanged } from './panel-slice.ts';
import { buildCouponPayload } from './payload.ts';
import { promoCodeChosen, promoCodeEntered } from './promo-slice.ts';
import { stakeChanged } from './stake-slice.ts';
import { betPayload, couponConfigFixture, createFakeApi, startCoupon } from './testing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function game(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    sportId: 1,
    champId: 7,
    number: id,
    team1: `Home ${id}`,
    team2: `Away ${id}`,
    team1Id: null,
    team2Id: null,
    startTime: 1_800_000_000,
    status: 1,
    isLive: false,
    time: null,
    period: null,
    scores: null,
    marketCount: 3,
    cyberTypeId: null,
    isTop: false,
    version: 1,
    ...overrides,
  };
}

function market(id: number, gameId: number, coef: number): Market {
  return {
    id,
    gameId,
    typeId: 1,
    group: '1X2',
    outcome: 'W1',
    param: null,
    coef,
    isBlocked: false,
    kind: 1,
    version: 1,
  };
}

const SHARED: SharedCoupon = {
  code: 'K7M2Q9XA',
  typeId: 2,
  systemValue: 2,
  games: [game(1), game(2), game(3)],
  markets: [market(11, 1, 2), market(21, 2, 1.5), market(31, 3, 3)],
  missingCount: 1,
};

function typeCode(store: ReturnType<typeof startCoupon>['store'], value: string) {
  store.dispatch(loadCouponInputChanged({ value }));
  store.dispatch(couponCodeLoadRequested({ lang: 'en' }));
}

describe('a coupon loaded by its code (spec 01 §3 loadCouponInputValue)', () => {
  it('normalises what players type: spaces, dashes and case do not matter', () => {
    expect(normaliseCouponCode(' k7m2-q9xa ')).toBe('K7M2Q9XA');
    expect(normaliseCouponCode('k7m2 q9xa')).toBe('K7M2Q9XA');
  });

  it("replaces the bets with the code's, at today's coefficients, with its type and system value", async () => {
    const api = createFakeApi({ loadSharedCoupon: () => SHARED });
    const { store, coupon, bus } = startCoupon({ api });
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 99 }));
    typeCode(store, 'k7m2 q9xa');
    await vi.runAllTimersAsync();
    expect(api.callsTo('loadSharedCoupon')[0]?.query).toEqual({ code: 'K7M2Q9XA', lang: 'en' });
    expect(coupon().bets.ids).toEqual(['1:11', '2:21', '3:31']);
    expect(coupon().bets.entities['2:21']?.market.coef).toBe(1.5);
    expect(coupon().type).toMatchObject({ typeId: 2, systemValue: 2 });
    expect(coupon().panel.loadCouponInputValue).toBe('');
    expect(coupon().codes.load).toEqual({ status: 'idle', error: null, loadedCode: 'K7M2Q9XA', missingCount: 1 });
  });

  it('says a typo is no code without asking the server, and keeps the coupon and the typed text', async () => {
    const api = createFakeApi({ loadSharedCoupon: () => SHARED });
    const { store, coupon, bus } = startCoupon({ api });
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 99 }));
    typeCode(store, 'K7M2');
    await vi.runAllTimersAsync();
    expect(api.callsTo('loadSharedCoupon')).toHaveLength(0);
    expect(coupon().codes.load).toMatchObject({ status: 'failed', error: 'format' });
    expect(coupon().bets.ids).toEqual(['99:1']);
    expect(coupon().panel.loadCouponInputValue).toBe('K7M2');
    // Typing again clears the error.
    store.dispatch(loadCouponInputChanged({ value: 'K7M2Q' }));
    expect(coupon().codes.load.error).toBeNull();
  });

  it('says an unknown code (404), a coupon whose games are over and no answer apart, losing nothing', async () => {
    const api = createFakeApi({
      loadSharedCoupon: () => {
        throw new ApiError({ kind: 'http', status: 404, message: 'not found' });
      },
    });
    const { store, coupon, bus } = startCoupon({ api });
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 99 }));
    typeCode(store, 'ABCDEFGH');
    await vi.runAllTimersAsync();
    expect(coupon().codes.load.error).toBe('unknown');

    api.answer('loadSharedCoupon', () => ({ ...SHARED, games: [], markets: [], missingCount: 3 }));
    store.dispatch(couponCodeLoadRequested());
    await vi.runAllTimersAsync();
    expect(coupon().codes.load.error).toBe('expired');

    api.answer('loadSharedCoupon', () => {
      throw new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
    });
    store.dispatch(couponCodeLoadRequested());
    await vi.runAllTimersAsync();
    expect(coupon().codes.load.error).toBe('network');
    expect(coupon().bets.ids).toEqual(['99:1']);
    expect(coupon().panel.loadCouponInputValue).toBe('ABCDEFGH');
  });
});

describe('sharing the coupon', () => {
  it('sends the bets (ids only), the type and the system value, and keeps the code until the bets change', async () => {
    const api = createFakeApi({ shareCoupon: () => ({ code: 'ZX9W8V7U' }) });
    const { store, coupon, bus } = startCoupon({ api });
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, marketId: 11 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, marketId: 21 }));
    store.dispatch(couponShareRequested());
    expect(coupon().codes.share.status).toBe('pending');
    await vi.runAllTimersAsync();
    expect(api.callsTo('shareCoupon')[0]?.body).toEqual({
      typeId: 1,
      systemValue: 2,
      bets: [
        { gameId: 1, marketId: 11 },
        { gameId: 2, marketId: 21 },
      ],
    });
    expect(coupon().codes.share).toEqual({ status: 'idle', code: 'ZX9W8V7U' });
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 3, marketId: 31 }));
    expect(coupon().codes.share.code).toBeNull();
  });

  it('reports a failure, and never shares an empty coupon', async () => {
    const api = createFakeApi();
    const { store, coupon, bus } = startCoupon({ api });
    store.dispatch(couponShareRequested());
    await vi.runAllTimersAsync();
    expect(api.callsTo('shareCoupon')).toHaveLength(0);
    expect(coupon().codes.share.status).toBe('failed');
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    store.dispatch(couponShareRequested());
    await vi.runAllTimersAsync();
    expect(coupon().codes.share.status).toBe('failed');
  });
});

describe('the express of the day in one press (spec 01 §3 expressId)', () => {
  it('adds the legs beside bets of the player, losing none (no express id then)', async () => {
    const { store, coupon, bus } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 99 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, marketId: 11 }));
    const legs = [1, 2].map((gameId) => betPayload({ gameId, marketId: gameId * 10 + 1 }));
    store.dispatch(expressOfTheDayRequested({ expressId: 20419, bets: legs }));
    await vi.runAllTimersAsync();
    expect(coupon().bets.ids).toEqual(['99:1', '1:11', '2:21']);
    expect(coupon().bets.expressId).toBeNull();
  });

  it('makes the coupon the express, as an express, with its id; changing a bet drops the id', async () => {
    const { store, coupon, bus } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, marketId: 11 }));
    const legs = [1, 2, 3].map((gameId) => betPayload({ gameId, marketId: gameId * 10 + 1 }));
    store.dispatch(expressOfTheDayRequested({ expressId: 20419, bets: [...legs, { market: 'broken' }] }));
    await vi.runAllTimersAsync();
    expect(coupon().bets.ids).toEqual(['1:11', '2:21', '3:31']);
    expect(coupon().bets.expressId).toBe(20419);
    expect(coupon().type.typeId).toBe(1);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 4 }));
    expect(coupon().bets.expressId).toBeNull();
  });

  it('ignores an express with fewer than two usable bets', async () => {
    const { store, coupon, logger } = startCoupon();
    store.dispatch(expressOfTheDayRequested({ expressId: 1, bets: [betPayload({ gameId: 1 })] }));
    await vi.runAllTimersAsync();
    expect(coupon().bets.ids).toEqual([]);
    expect(logger.entries.some((entry) => entry.level === 'warn')).toBe(true);
  });
});

describe('promo codes in the payload (spec 01 §3 promoCode, manualPromoCode; §5)', () => {
  const context = { userId: 42, refId: 1, appViewType: 0, coefViewId: 0, id: 'attempt-1' };

  it('sends the typed code before the chosen one, and none when both are empty', async () => {
    const api = createFakeApi({
      getCouponConfig: () => couponConfigFixture({ promoCodes: [{ code: 'ORBIT-EXPRESS' }] }),
    });
    const { store, bus } = startCoupon({ api });
    await vi.runAllTimersAsync();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2 }));
    expect(buildCouponPayload(store.getState(), context)).not.toHaveProperty('promoCode');
    store.dispatch(promoCodeChosen({ code: 'ORBIT-EXPRESS' }));
    expect(buildCouponPayload(store.getState(), context).promoCode).toBe('ORBIT-EXPRESS');
    store.dispatch(promoCodeEntered({ code: ' SPRING-25 ' }));
    expect(buildCouponPayload(store.getState(), context).promoCode).toBe('SPRING-25');
  });

  it('blocks a single carrying a code with the rule of spec 01 §5', () => {
    const { store, bus, coupon } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    store.dispatch(promoCodeEntered({ code: 'SPRING-25' }));
    expect(coupon().type.typeId).toBe(0);
    expect(selectCouponIssues(store.getState())).toContain('promo_code_on_single');
  });
});

describe('the possible win with the express bonus (spec 01 §5, coupon-math.md rounding)', () => {
  it('multiplies the exact win by 1 + n/100 and rounds down once', async () => {
    const api = createFakeApi({ getCouponConfig: () => couponConfigFixture({ isBonusBetEnabled: true }) });
    const { store, bus } = startCoupon({ api });
    await vi.runAllTimersAsync();
    for (const [gameId, coef] of [
      [1, 1.85],
      [2, 1.96],
      [3, 2.05],
    ] as const)
      bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId, coef }));
    store.dispatch(stakeChanged({ amount: 333 }));
    // 333 × 1.85 × 1.96 × 2.05 = 2475.2889 exactly; with the 3-bet bonus 1.03: 2549.5475... -> 2549.
    expect(selectPossibleWin(store.getState())).toBe(2475);
    expect(selectPossibleWinWithBonus(store.getState())).toBe(2549);
  });

  it('is none without the bonus (two bets)', async () => {
    const api = createFakeApi({ getCouponConfig: () => couponConfigFixture({ isBonusBetEnabled: true }) });
    const { store, bus } = startCoupon({ api });
    await vi.runAllTimersAsync();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2 }));
    expect(selectPossibleWinWithBonus(store.getState())).toBeNull();
  });

  it('rounds once: never below the bonus applied to the floored win', () => {
    // 1001/3 minor units: floored first it would be 333 × 1.1 = 366.3 -> 366; exactly 367.0333 -> 367.
    expect(possibleWinWithExpressBonus({ numerator: 1001n, denominator: 3n }, 10)).toBe(367);
  });
});
