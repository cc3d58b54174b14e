import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bet/platform/testing';
import { ApiError } from '@bet/request';
import { allowedCoefViews, CouponType } from '../index.ts';
import { COUPON_STORAGE_KEY, COUPON_SETTINGS_STORAGE_KEY } from './constants.ts';
import { accountChosen, prepaidAmountReceived } from './account-slice.ts';
import { bankerToggled } from './bets-slice.ts';
import { couponReducer } from './coupon-reducer.ts';
import { initialCouponState, type WithCoupon } from './coupon-state.ts';
import { couponTypeChosen, systemBankerModeToggled } from './coupon-type-slice.ts';
import { placementRequested } from './placement-slice.ts';
import { antiExpressCoefReceived, hyperBonusReceived } from './pricing-slice.ts';
import { settingsChanged } from './settings-slice.ts';
import { stakeByBetChanged, stakeByBlockChanged, stakeChanged } from './stake-slice.ts';
import { selectIsPlacementPending } from './selectors.ts';
import type { CouponPayload, CouponPayloadContext } from './types.ts';
import { COUPON_ADD_BET_EVENT } from './event-bus.ts';
import { buildCouponPayload } from './payload.ts';
import { selectPossibleWin, selectSystemVariants } from './figures.ts';
import { couponPlaced } from './placement/coupon-placed.ts';
import { betPayload, createFakeApi, placedAnswer, sentBetFixture, startCoupon, type FakeAnswer } from './testing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const context: CouponPayloadContext = { userId: 42, refId: 1, appViewType: 0, coefViewId: 0, id: 'c-1' };

/** Spec 01 §3 "Coupon sent to server", in that order. */
const PAYLOAD_FIELDS = [
  'id',
  'accountId',
  'amount',
  'amountByBlockId',
  'bets',
  'changeCoefAction',
  'coef',
  'coefByView',
  'coefViewId',
  'exactCoef',
  'isDropOnScoreChange',
  'prepaidAmount',
  'refId',
  'systemValue',
  'typeId',
  'userId',
  'hyperBonusPercent',
  'minHyperBonusBetLimit',
  'maxHyperBonusLimit',
];

function expressOf(coefs: number[]) {
  const { bus, store, task } = startCoupon();
  coefs.forEach((coef, index) => bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: index + 1, coef })));
  return { store, task, state: (): WithCoupon => store.getState() };
}

describe('buildCouponPayload (spec 01 §3 Coupon sent to server)', () => {
  it('has exactly the spec fields, taken from the state and the context', () => {
    const { store, state } = expressOf([1.5, 2]);
    store.dispatch(accountChosen({ accountId: 7 }));
    store.dispatch(prepaidAmountReceived({ amount: 300 }));
    store.dispatch(stakeChanged({ amount: 1000 }));
    store.dispatch(hyperBonusReceived({ percent: 5, minBetLimit: 100, maxLimit: 900000 }));
    store.dispatch(settingsChanged({ changeCoefAction: 1 }));
    const payload = buildCouponPayload(state(), context);
    expect(Object.keys(payload)).toEqual(PAYLOAD_FIELDS);
    expect(payload).toEqual<CouponPayload>({
      id: 'c-1',
      accountId: 7,
      amount: 1000,
      amountByBlockId: {},
      bets: [sentBetFixture({ gameId: 1, coef: 1.5 }), sentBetFixture({ gameId: 2, coef: 2 })],
      changeCoefAction: 1,
      coef: 3,
      coefByView: '3.00',
      coefViewId: 0,
      exactCoef: false,
      isDropOnScoreChange: false,
      prepaidAmount: 300,
      refId: 1,
      systemValue: 2,
      typeId: CouponType.Express,
      userId: 42,
      hyperBonusPercent: 5,
      minHyperBonusBetLimit: 100,
      maxHyperBonusLimit: 900000,
    });
  });

  it('uses the view the app view type allows: American in the European view', () => {
    const { state } = expressOf([1.5, 2]);
    expect(buildCouponPayload(state(), { ...context, coefViewId: 2 })).toMatchObject({
      coefViewId: 2,
      coefByView: '+200',
    });
  });

  it.each([
    [0, 3, 'Hong Kong in the European view'],
    [1, 1, 'fractional in the Asian view'],
    [0, 99, 'an unknown view'],
    [5, 1, 'an unknown app view type'],
  ])('falls back to 0 decimal for %s/%s (%s)', (appViewType, coefViewId) => {
    const { state } = expressOf([1.5, 2]);
    expect(buildCouponPayload(state(), { ...context, appViewType, coefViewId })).toMatchObject({
      coefViewId: 0,
      coefByView: '3.00',
    });
  });

  test.prop([fc.integer({ min: -2, max: 3 }), fc.integer({ min: -5, max: 10 })])(
    'sends a coef view id only from the allowed list, else 0',
    (appViewType, coefViewId) => {
      const state = { coupon: couponReducer(initialCouponState, { type: 'noop' }) };
      const payload = buildCouponPayload(state, { ...context, appViewType, coefViewId });
      const allowed = allowedCoefViews(appViewType) as readonly number[];
      expect(payload.coefViewId).toBe(allowed.includes(coefViewId) ? coefViewId : 0);
    },
  );

  it('sends each single its own stake and the sum as the amount (type 9)', () => {
    const { store, state } = expressOf([1.5, 2]);
    store.dispatch(couponTypeChosen({ typeId: CouponType.ManySingles }));
    store.dispatch(stakeByBetChanged({ betId: '1:1', amount: 100 }));
    store.dispatch(stakeByBetChanged({ betId: '2:1', amount: 250 }));
    store.dispatch(prepaidAmountReceived({ amount: 10_000 }));
    const payload = buildCouponPayload(state(), context);
    expect(payload.bets.map((bet) => bet.amount)).toEqual([100, 250]);
    expect(payload).toMatchObject({ amount: 350, prepaidAmount: 350, coef: null, coefByView: '' });
    expect(selectPossibleWin(store.getState())).toBe(150 + 500);
  });

  it('marks bankers only in banker mode', () => {
    const { store, state } = expressOf([1.5, 2, 2.5, 3]);
    store.dispatch(couponTypeChosen({ typeId: CouponType.System }));
    store.dispatch(bankerToggled({ betId: '1:1' }));
    expect(buildCouponPayload(state(), context).bets.map((bet) => bet.isBanker)).toEqual([false, false, false, false]);
    store.dispatch(systemBankerModeToggled());
    expect(buildCouponPayload(state(), context).bets.map((bet) => bet.isBanker)).toEqual([true, false, false, false]);
  });

  it('makes the first banker of a multi-bet its lobby, without banker mode (coupon-math.md vector)', () => {
    const { store, state } = expressOf([1.5, 1.7, 1.2, 2.2]);
    store.dispatch(couponTypeChosen({ typeId: CouponType.MultiBet }));
    store.dispatch(bankerToggled({ betId: '1:1' }));
    store.dispatch(stakeChanged({ amount: 60_000 }));
    expect(buildCouponPayload(state(), context).bets.map((bet) => bet.isBanker)).toEqual([true, false, false, false]);
    expect(selectSystemVariants(state())).toEqual([{ value: 2, offset: 0, combo: 3 }]);
    expect(selectPossibleWin(store.getState())).toBe(252_600);
  });

  it('sends the server price of an anti-express and the amounts of a conditional coupon', () => {
    const { store, state } = expressOf([2, 1.5, 1.25]);
    store.dispatch(couponTypeChosen({ typeId: CouponType.AntiExpress }));
    expect(buildCouponPayload(state(), context).coef).toBe(1.364);
    store.dispatch(antiExpressCoefReceived({ coef: 1.3 }));
    expect(buildCouponPayload(state(), context)).toMatchObject({ coef: 1.3, coefByView: '1.30' });
    store.dispatch(stakeChanged({ amount: 1_000 }));
    store.dispatch(couponTypeChosen({ typeId: CouponType.Conditional }));
    store.dispatch(stakeByBlockChanged({ blockId: 2, amount: 500 }));
    // Each bet in a block of its own; the first block is the stake, later ones the coupon's stake until set.
    expect(buildCouponPayload(state(), context)).toMatchObject({
      typeId: 5,
      amount: 1_000,
      amountByBlockId: { '1': 1_000, '2': 500, '3': 1_000 },
      coef: null,
    });
    expect(buildCouponPayload(state(), context).bets.map((bet) => bet.blockId)).toEqual([1, 2, 3]);
  });
});

describe('selectPossibleWin (engine calcPossibleWin)', () => {
  it('is the exact express return rounded down, and memoised', () => {
    const { store } = expressOf([1.86, 1.96, 1.9, 2.36]);
    store.dispatch(stakeChanged({ amount: 10_000 }));
    // coupon-math.md: 100 at 1.86·1.96·1.90·2.36 returns 1634.68704 -> 163468 minor units.
    expect(selectPossibleWin(store.getState())).toBe(163_468);
    expect(selectPossibleWin(store.getState())).toBe(selectPossibleWin(store.getState()));
  });

  it('is null when the coupon cannot be priced yet', () => {
    const { store } = expressOf([1.5, 2]);
    store.dispatch(couponTypeChosen({ typeId: CouponType.Patent }));
    expect(selectPossibleWin(store.getState())).toBeNull();
  });
});

describe('placement (placementRequested -> placementSucceeded | placementFailed)', () => {
  function placed(postCoupon: FakeAnswer, settings = {}) {
    const storage = createMemoryStorage({ [COUPON_SETTINGS_STORAGE_KEY]: JSON.stringify(settings) });
    const harness = startCoupon({ storage, api: createFakeApi({ postCoupon }), attemptIds: ['c-1'] });
    harness.bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, coef: 1.5 }));
    harness.bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, coef: 2 }));
    harness.store.dispatch(stakeChanged({ amount: 1000 }));
    return harness;
  }

  it('sends the payload once, then shows the success and empties the coupon', async () => {
    const sent: unknown[] = [];
    const { store, coupon, storage, typesOf } = placed(async ({ body }) => {
      sent.push(body);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return placedAnswer({ couponId: '1001' });
    });
    store.dispatch(placementRequested());
    store.dispatch(placementRequested());
    expect(coupon().placement.status).toBe('pending');
    expect(selectIsPlacementPending(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 'c-1', amount: 1000, coef: 3, userId: 42, refId: 1 });
    expect(coupon().placement).toMatchObject({ status: 'idle', error: null, successCoupon: { id: '1001' } });
    expect(selectIsPlacementPending(store.getState())).toBe(false);
    expect(coupon().bets.ids).toEqual([]);
    expect(storage.getItem(COUPON_STORAGE_KEY)).toBeNull();
    expect(typesOf(couponPlaced.type)).toEqual([
      couponPlaced({ coupon: coupon().placement.successCoupon ?? { id: '' } }),
    ]);
  });

  it('keeps the bets of a fixed coupon', async () => {
    const { store, coupon } = placed(() => placedAnswer({ couponId: '1002' }), { isFixedCoupon: true });
    store.dispatch(placementRequested());
    await vi.runAllTimersAsync();
    expect(coupon().placement.successCoupon).toMatchObject({ id: '1002' });
    expect(coupon().bets.ids).toEqual(['1:1', '2:1']);
  });

  it('fails with the server message and keeps everything the player entered', async () => {
    const { store, coupon } = placed(() => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        message: 'Refused',
        body: { errors: [{ code: 'coef_changed', detail: 'Odds changed' }], statusCode: 400 },
      });
    });
    store.dispatch(placementRequested());
    await vi.runAllTimersAsync();
    expect(coupon().placement).toMatchObject({
      status: 'failed',
      error: { message: 'Odds changed', code: 'coef_changed' },
    });
    expect(coupon().stake.amount).toBe(1000);
    expect(selectIsPlacementPending(store.getState())).toBe(false);
    expect(coupon().bets.ids).toEqual(['1:1', '2:1']);
  });

  it('does not send a coupon with issues', async () => {
    const calls: unknown[] = [];
    const { store, coupon } = placed(({ body }) => {
      calls.push(body);
      return placedAnswer();
    });
    store.dispatch(stakeChanged({ amount: 0 }));
    store.dispatch(placementRequested());
    await vi.runAllTimersAsync();
    expect(calls).toEqual([]);
    expect(coupon().placement).toMatchObject({
      status: 'failed',
      error: { message: 'The coupon cannot be placed', code: 'no_amount' },
    });
  });
});
