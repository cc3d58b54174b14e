import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bet/request';
import { COUPON_CONFIG_FAILED } from './config-saga.ts';
import { couponConfigRequested } from './config-slice.ts';
import { COUPON_ADD_BET_EVENT } from './event-bus.ts';
import { selectIsVipBetAvailable, selectStakeLimits } from './figures.ts';
import { betPayload, couponConfigFixture, createFakeApi, startCoupon } from './testing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const playerConfig = couponConfigFixture({
  minBetAmount: 1_000,
  maxBetAmount: 50_000_000,
  limitedTypeIds: [0, 1, 2],
  maxPayout: 2_000_000_000,
  isBonusBetEnabled: true,
  isVipBetAllowed: true,
  initialAmount: 10_000,
  coefViewId: 2,
  appViewType: 0,
  promoCodes: [{ code: 'ORBIT-EXPRESS', name: 'Express boost' }],
  prepaidAmount: 50_000,
});

describe('the coupon config (contract getCouponConfig; spec 01 §3 coupon state, §5)', () => {
  it('loads at start and hands each part to the coupon', async () => {
    const api = createFakeApi({ getCouponConfig: () => playerConfig });
    const { coupon, store, bus } = startCoupon({ api });
    await vi.runAllTimersAsync();
    expect(api.callsTo('getCouponConfig')).toHaveLength(1);
    expect(coupon().config).toEqual({
      minBetAmount: 1_000,
      maxBetAmount: 50_000_000,
      maxPayout: 2_000_000_000,
      limitedTypeIds: [0, 1, 2],
      isVipBetAllowed: true,
      isBonusBetEnabled: true,
    });
    expect(coupon().oddsView).toEqual({ coefViewId: 2, appViewType: 0 });
    expect(coupon().stake).toMatchObject({ initialAmount: 10_000, amount: 10_000 });
    expect(coupon().promo.promoCodes).toEqual([{ code: 'ORBIT-EXPRESS', name: 'Express boost' }]);
    expect(coupon().account.availablePrepaidAmount).toBe(50_000);

    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    expect(selectStakeLimits(store.getState())).toEqual({ min: 1_000, max: 50_000_000 });
    expect(selectIsVipBetAvailable(store.getState())).toBe(true);
  });

  it('loads again on couponConfigRequested (after sign-in or logout): a visitor gets no player inputs', async () => {
    const api = createFakeApi({ getCouponConfig: () => playerConfig });
    const { coupon, store } = startCoupon({ api });
    await vi.runAllTimersAsync();
    api.answer('getCouponConfig', () => couponConfigFixture({ minBetAmount: 1_000, limitedTypeIds: [0, 1, 2] }));
    store.dispatch(couponConfigRequested());
    await vi.runAllTimersAsync();
    expect(api.callsTo('getCouponConfig')).toHaveLength(2);
    expect(coupon().promo.promoCodes).toEqual([]);
    expect(coupon().account.availablePrepaidAmount).toBe(0);
    expect(coupon().config.isVipBetAllowed).toBe(false);
  });

  it('keeps what the coupon had when the config cannot be loaded, with a warning', async () => {
    const api = createFakeApi({
      getCouponConfig: () => {
        throw new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
      },
    });
    const { coupon, logger } = startCoupon({ api });
    await vi.runAllTimersAsync();
    expect(coupon().config.limitedTypeIds).toEqual([]);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: COUPON_CONFIG_FAILED }));
  });
});
