import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_ERROR_CODES } from '@bet/contract';
import { ApiError } from '@bet/request';
import { betUpdated } from '../bets-slice.ts';
import { COUPON_ADD_BET_EVENT } from '../event-bus.ts';
import { placementFailed, placementRequested, placementSucceeded } from '../placement-slice.ts';
import { stakeChanged } from '../stake-slice.ts';
import { betPayload, createFakeApi, placedAnswer, startCoupon, type FakeAnswer } from '../testing.ts';
import type { CouponPayload } from '../types.ts';
import { couponPlaced } from './coupon-placed.ts';
import { PLACEMENT_NETWORK_RETRIES, PLACEMENT_RETRY_DELAY_MS } from './send-coupon.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const network = () => new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
const refusal = (code: string, extra: Record<string, unknown> = {}) =>
  new ApiError({
    kind: 'http',
    status: 400,
    message: 'Refused',
    body: { errors: [{ code, detail: `Refused: ${code}` }], statusCode: 400, ...extra },
  });

/** A coupon of one bet (market 1 of game 9001) at 100.00, placed through answers given in turn. */
function placing(answers: FakeAnswer[], attemptIds?: string[]) {
  const bodies: CouponPayload[] = [];
  const api = createFakeApi({
    postCoupon: (options) => {
      bodies.push(options.body as CouponPayload);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next(options);
    },
  });
  const harness = startCoupon({ api, ...(attemptIds ? { attemptIds } : {}) });
  harness.bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 9001, coef: 1.85 }));
  harness.store.dispatch(stakeChanged({ amount: 10000 }));
  harness.store.dispatch(placementRequested());
  return { ...harness, bodies };
}

describe('placement through the contract postCoupon (spec 01 §3 Coupon sent to server)', () => {
  it('sends the payload, keeps the coupon by its number and ends with the fact couponPlaced', async () => {
    const { bodies, coupon, typesOf } = placing([() => placedAnswer()], ['attempt-0001']);
    await vi.runAllTimersAsync();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ id: 'attempt-0001', amount: 10000, userId: 42, refId: 1, typeId: 0 });
    const placed = { id: '123456', amount: 10000, possibleWin: 38850, balance: 1_490_000 };
    expect(coupon().placement.successCoupon).toMatchObject(placed);
    expect(typesOf(couponPlaced.type)).toEqual([couponPlaced({ coupon: expect.objectContaining(placed) })]);
  });

  it('retries an attempt that got no answer with the same id, waiting between tries', async () => {
    const { bodies, coupon } = placing(
      [
        () => {
          throw network();
        },
        () => {
          throw network();
        },
        () => placedAnswer(),
      ],
      ['attempt-0001'],
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PLACEMENT_RETRY_DELAY_MS - 1);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(PLACEMENT_RETRY_DELAY_MS);
    expect(bodies.map((body) => body.id)).toEqual(['attempt-0001', 'attempt-0001', 'attempt-0001']);
    expect(coupon().placement.successCoupon).toMatchObject({ id: '123456' });
  });

  it('gives up after the retries with the "network" code', async () => {
    const failing = Array.from({ length: PLACEMENT_NETWORK_RETRIES + 1 }, () => () => {
      throw network();
    });
    const { bodies, coupon } = placing(failing);
    await vi.runAllTimersAsync();
    expect(bodies).toHaveLength(PLACEMENT_NETWORK_RETRIES + 1);
    expect(coupon().placement).toMatchObject({ status: 'failed', error: { code: 'network' } });
    expect(coupon().bets.ids).toEqual(['9001:1']);
  });

  it('never retries a refusal: its changes reach the coupon before the attempt fails', async () => {
    const { bodies, actions, coupon } = placing([
      () => {
        throw refusal(BET_ERROR_CODES.coefChanged, { changes: [{ marketId: 1, coef: 1.7, isBlocked: false }] });
      },
    ]);
    await vi.runAllTimersAsync();
    expect(bodies).toHaveLength(1);
    const types = actions.map((action) => action.type);
    expect(types.indexOf(betUpdated.type)).toBeLessThan(types.indexOf(placementFailed.type));
    expect(coupon().placement.error).toEqual({ code: 'coef_changed', message: 'Refused: coef_changed' });
    // changeCoefAction 2 (default): the drop waits for the player's prompt.
    expect(coupon().bets.entities['9001:1']).toMatchObject({ pendingCoef: 1.7, market: { coef: 1.85 } });
    expect(types).not.toContain(placementSucceeded.type);
  });

  it('gives each attempt a new id, kept by its retries', async () => {
    const { bodies, store } = placing(
      [
        () => {
          throw refusal(BET_ERROR_CODES.insufficientFunds);
        },
        () => {
          throw network();
        },
        () => placedAnswer(),
      ],
      ['made-here-1', 'made-here-2'],
    );
    await vi.runAllTimersAsync();
    store.dispatch(placementRequested());
    await vi.runAllTimersAsync();
    expect(bodies.map((body) => body.id)).toEqual(['made-here-1', 'made-here-2', 'made-here-2']);
  });
});
