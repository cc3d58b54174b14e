import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bet/request';
import { CouponType } from '../index.ts';
import { ANTI_EXPRESS_PRICE_FAILED, ANTI_EXPRESS_QUOTE_DELAY_MS } from './anti-express-saga.ts';
import { betBlockChosen, betRemoved } from './bets-slice.ts';
import { couponTypeChosen } from './coupon-type-slice.ts';
import { COUPON_ADD_BET_EVENT } from './event-bus.ts';
import {
  selectConditionalBlocks,
  selectCouponIssues,
  selectIsAntiExpressServerPrice,
  selectPossibleWin,
  selectTotalCoef,
} from './figures.ts';
import { buildCouponPayload } from './payload.ts';
import { placementFailed } from './placement-slice.ts';
import { stakeByBlockChanged, stakeChanged } from './stake-slice.ts';
import { betPayload, createFakeApi, startCoupon } from './testing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const context = { id: 'c-1', coefViewId: 0, appViewType: 0, userId: 42, refId: 1 };

function couponOf(coefs: number[], api = createFakeApi()) {
  const harness = startCoupon({ api });
  coefs.forEach((coef, index) => harness.bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: index + 1, coef })));
  return harness;
}

describe('conditional coupon (type 5): blocks and amountByBlockId (spec 01 §3)', () => {
  it('choosing it puts each bet in a block of its own; later blocks take the stake until set', () => {
    const { store } = couponOf([2, 1.5, 1.85]);
    store.dispatch(stakeChanged({ amount: 10_000 }));
    store.dispatch(couponTypeChosen({ typeId: CouponType.Conditional }));
    expect(selectConditionalBlocks(store.getState())).toEqual([
      { blockId: 1, amount: 10_000, betIds: ['1:1'] },
      { blockId: 2, amount: 10_000, betIds: ['2:1'] },
      { blockId: 3, amount: 10_000, betIds: ['3:1'] },
    ]);
    expect(selectCouponIssues(store.getState())).toEqual([]);
  });

  it('moves a bet into another block and prices the blocks chained (engine calcConditionalPossibleWin)', () => {
    const { store } = couponOf([2, 2, 1.85]);
    store.dispatch(stakeChanged({ amount: 10_000 }));
    store.dispatch(couponTypeChosen({ typeId: CouponType.Conditional }));
    store.dispatch(betBlockChosen({ betId: '3:1', blockId: 2 }));
    store.dispatch(stakeByBlockChanged({ blockId: 2, amount: 5_000 }));
    // 100.00 × 2 = 200.00; 50.00 of it on 2 × 1.85 = 185.00; 150.00 waits: 335.00 (the sandbox's figure).
    expect(selectPossibleWin(store.getState())).toBe(33_500);
    expect(selectTotalCoef(store.getState())).toBeNull();
    const payload = buildCouponPayload(store.getState(), context);
    expect(payload.amountByBlockId).toEqual({ '1': 10_000, '2': 5_000 });
    expect(payload.bets.map((bet) => bet.blockId)).toEqual([1, 2, 2]);
  });

  it('every bet in one block: too_few_blocks; a later block at 0: no_amount', () => {
    const { store } = couponOf([2, 2]);
    store.dispatch(stakeChanged({ amount: 10_000 }));
    store.dispatch(couponTypeChosen({ typeId: CouponType.Conditional }));
    store.dispatch(stakeByBlockChanged({ blockId: 2, amount: 0 }));
    expect(selectCouponIssues(store.getState())).toEqual(['no_amount']);
    store.dispatch(betBlockChosen({ betId: '2:1', blockId: 1 }));
    expect(selectCouponIssues(store.getState())).toEqual(['too_few_blocks']);
    expect(selectPossibleWin(store.getState())).toBeNull();
  });

  it('a bet added while conditional gets a new last block; a bet that leaves takes its block amount', () => {
    const { store, bus, coupon } = couponOf([2, 2]);
    store.dispatch(couponTypeChosen({ typeId: CouponType.Conditional }));
    store.dispatch(stakeByBlockChanged({ blockId: 2, amount: 700 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 9, coef: 3 }));
    expect(coupon().bets.entities['9:1']?.blockId).toBe(3);
    store.dispatch(betRemoved({ id: '2:1' }));
    expect(coupon().stake.amountByBlockId).toEqual({});
  });
});

describe('conditional coupon: what is sent always matches the blocks (property)', () => {
  // A store with its saga per run: 30 runs keep the test well inside its time on a busy machine.
  const choice = fc.record({
    bet: fc.integer({ min: 0, max: 3 }),
    block: fc.integer({ min: 1, max: 5 }),
    amount: fc.integer({ min: 0, max: 100_000 }),
  });

  test.prop([fc.array(choice, { maxLength: 12 }), fc.integer({ min: 1, max: 100_000 })], { numRuns: 30 })(
    "amountByBlockId names exactly the bets' blocks, the first block is the stake, the win chains them",
    (choices, stake) => {
      const { store, task } = couponOf([2, 1.5, 1.85, 3]);
      store.dispatch(stakeChanged({ amount: stake }));
      store.dispatch(couponTypeChosen({ typeId: CouponType.Conditional }));
      for (const { bet, block, amount } of choices) {
        store.dispatch(betBlockChosen({ betId: `${bet + 1}:1`, blockId: block }));
        store.dispatch(stakeByBlockChanged({ blockId: block, amount }));
      }
      const payload = buildCouponPayload(store.getState(), context);
      const blockIds = [...new Set(payload.bets.map((bet) => bet.blockId))].sort((a, b) => a - b);
      expect(
        Object.keys(payload.amountByBlockId)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(blockIds);
      expect(payload.amountByBlockId[String(blockIds[0])]).toBe(stake);
      expect(payload.amount).toBe(stake);
      const win = selectPossibleWin(store.getState());
      const issues = selectCouponIssues(store.getState());
      // A figure exactly when the coupon can be priced: at least two blocks, every later block staked.
      expect(win === null).toBe(issues.includes('too_few_blocks') || issues.includes('no_amount'));
      task.cancel();
    },
  );
});

describe('anti-express (type 6): the server price (spec 01 §3 antiExpressCoef)', () => {
  const priced = (coef: number) =>
    createFakeApi({
      getAntiExpressPrice: ({ body }) => ({
        coef,
        legs: (body as { bets: { id: number }[] }).bets.map((bet) => ({ marketId: bet.id, coef: 2 })),
      }),
    });

  it('asks for the price once the bets rest, shows and sends it instead of the fair preview', async () => {
    const api = priced(1.313);
    const { store } = couponOf([2, 2], api);
    store.dispatch(stakeChanged({ amount: 10_000 }));
    store.dispatch(couponTypeChosen({ typeId: CouponType.AntiExpress }));
    expect(selectTotalCoef(store.getState())).toBe(1.333);
    expect(selectIsAntiExpressServerPrice(store.getState())).toBe(false);
    await vi.advanceTimersByTimeAsync(ANTI_EXPRESS_QUOTE_DELAY_MS);
    expect(api.callsTo('getAntiExpressPrice')).toEqual([
      {
        name: 'getAntiExpressPrice',
        query: undefined,
        body: {
          bets: [
            { id: 1, gameId: 1 },
            { id: 1, gameId: 2 },
          ],
        },
      },
    ]);
    expect(selectIsAntiExpressServerPrice(store.getState())).toBe(true);
    expect(selectPossibleWin(store.getState())).toBe(13_130);
    expect(buildCouponPayload(store.getState(), context)).toMatchObject({ typeId: 6, coef: 1.313 });
  });

  it('asks again when a bet changes or a placement is refused; leaving the type forgets the price', async () => {
    const api = priced(1.313);
    const { store, bus, coupon } = couponOf([2, 2], api);
    store.dispatch(couponTypeChosen({ typeId: CouponType.AntiExpress }));
    await vi.advanceTimersByTimeAsync(ANTI_EXPRESS_QUOTE_DELAY_MS);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 3, coef: 1.5 }));
    await vi.advanceTimersByTimeAsync(ANTI_EXPRESS_QUOTE_DELAY_MS);
    expect(api.callsTo('getAntiExpressPrice')).toHaveLength(2);
    store.dispatch(placementFailed({ code: 'coef_changed', message: 'moved' }));
    await vi.advanceTimersByTimeAsync(ANTI_EXPRESS_QUOTE_DELAY_MS);
    expect(api.callsTo('getAntiExpressPrice')).toHaveLength(3);
    store.dispatch(couponTypeChosen({ typeId: CouponType.Express }));
    expect(coupon().pricing.antiExpressCoef).toBeNull();
  });

  it('without an answer keeps the fair preview and says why in the log', async () => {
    const api = createFakeApi({
      getAntiExpressPrice: () => {
        throw new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
      },
    });
    const { store, logger } = couponOf([2, 1.5, 1.25], api);
    store.dispatch(couponTypeChosen({ typeId: CouponType.AntiExpress }));
    await vi.advanceTimersByTimeAsync(ANTI_EXPRESS_QUOTE_DELAY_MS);
    expect(selectTotalCoef(store.getState())).toBe(1.364);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: ANTI_EXPRESS_PRICE_FAILED }),
    );
  });
});
