import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_ERROR_CODES } from '@bet/contract';
import { ApiError } from '@bet/request';
import { COUPON_ADD_BET_EVENT } from '../event-bus.ts';
import { oneClickAmountChanged, oneClickToggleRequested } from '../settings-slice.ts';
import { createFakeApi, placedAnswer, startCoupon, type FakeAnswer } from '../testing.ts';
import type { CouponPayload } from '../types.ts';
import { couponPlaced } from './coupon-placed.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bet = { market: { id: 501, coef: 1.85, gameId: 9001 }, game: { names: { team1: 'Arsenal', team2: 'Chelsea' } } };

/** The coupon with one-click on at `amount`, placing through `postCoupon`. */
function start(postCoupon: FakeAnswer, amount: number) {
  const harness = startCoupon({ api: createFakeApi({ postCoupon }) });
  harness.store.dispatch(oneClickToggleRequested({ isActive: true }));
  harness.store.dispatch(oneClickAmountChanged({ amount }));
  const notifications = () => harness.store.getState().notifications.items;
  return { ...harness, notifications };
}

describe('spec 01 §4 One-click: a picked outcome is placed at once', () => {
  it('places a single at the one-click stake, keeps the coupon empty and says the coupon number', async () => {
    const sent: CouponPayload[] = [];
    const { bus, api, betIds, notifications, typesOf } = start(({ body }) => {
      sent.push(body as CouponPayload);
      return placedAnswer({ couponId: '4242' });
    }, 5000);
    bus.emit(COUPON_ADD_BET_EVENT, bet);
    await vi.runAllTimersAsync();
    expect(api.callsTo('postCoupon')).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      typeId: 0,
      amount: 5000,
      coef: 1.85,
      userId: 42,
      bets: [{ id: 501, gameId: 9001, coef: 1.85 }],
    });
    expect(typeof sent[0]?.id).toBe('string');
    expect(betIds()).toEqual([]);
    expect(notifications()[0]).toMatchObject({
      tone: 'success',
      text: 'coupon_one_click_placed',
      values: { id: '4242' },
    });
    expect(typesOf(couponPlaced.type)).toHaveLength(1);
  });

  it('says why a one-click bet failed', async () => {
    const { bus, notifications } = start(() => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'Refused',
        body: { errors: [{ code: BET_ERROR_CODES.insufficientFunds, detail: 'No money' }], statusCode: 400 },
      });
    }, 5000);
    bus.emit(COUPON_ADD_BET_EVENT, bet);
    await vi.runAllTimersAsync();
    expect(notifications()[0]).toMatchObject({ tone: 'error', text: 'coupon_error_insufficient_funds' });
  });

  it('asks for a one-click stake instead of placing nothing', async () => {
    const { bus, api, notifications } = start(() => placedAnswer(), 0);
    bus.emit(COUPON_ADD_BET_EVENT, bet);
    await vi.runAllTimersAsync();
    expect(api.callsTo('postCoupon')).toEqual([]);
    expect(notifications()[0]).toMatchObject({ tone: 'error', text: 'coupon_one_click_no_amount' });
  });
});
