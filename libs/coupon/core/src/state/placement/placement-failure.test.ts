import { describe, expect, it } from 'vitest';
import { BET_ERROR_CODES } from '@bet/contract';
import { ApiError } from '@bet/request';
import { betUpdated } from '../bets-slice.ts';
import { stakeLimitsReceived } from '../config-slice.ts';
import { placedAnswer, sentBetFixture } from '../testing.ts';
import type { CouponPayload } from '../types.ts';
import { mapPlacementFailure, mapPlacementRefusal, placedCouponOf, PlacementFailure } from './placement-failure.ts';

const payload: CouponPayload = {
  id: 'attempt-0001',
  accountId: null,
  amount: 10000,
  amountByBlockId: {},
  bets: [sentBetFixture({ id: 501, gameId: 9001 }), sentBetFixture({ id: '502', gameId: 9002, coef: 2.1 })],
  changeCoefAction: 2,
  coef: 3.89,
  coefByView: '3.89',
  coefViewId: 0,
  exactCoef: false,
  isDropOnScoreChange: false,
  prepaidAmount: 0,
  refId: 1,
  systemValue: 2,
  typeId: 1,
  userId: 100000,
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
};

const answer = placedAnswer({ couponId: '123456', amount: 10000, possibleWin: 38850, balance: 1_490_000 });

function refusal(code: string, extra: Record<string, unknown> = {}) {
  return { errors: [{ code, detail: `Refused: ${code}` }], statusCode: 400, ...extra };
}

const http400 = (body: unknown) => new ApiError({ kind: 'http', status: 400, message: 'Refused', body });
const network = () => new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' });
const limits = { minBetAmount: 0, maxBetAmount: 5_000_000 };

describe('mapPlacementRefusal (contract placementRefusalSchema → coupon state)', () => {
  it('coef_changed: the code and detail become the PlacementError, each change a betUpdated of its bet', () => {
    const mapped = mapPlacementRefusal(
      refusal(BET_ERROR_CODES.coefChanged, {
        changes: [
          { marketId: 501, coef: 1.7, isBlocked: false },
          { marketId: 502, coef: 2.25, isBlocked: false },
          { marketId: 999, coef: 3, isBlocked: false },
        ],
      }),
      payload,
      limits,
    );
    expect(mapped?.error).toBeInstanceOf(PlacementFailure);
    expect(mapped?.error).toMatchObject({ code: 'coef_changed', message: 'Refused: coef_changed' });
    // A market id as text in the coupon keeps its bet id (`${gameId}:${market.id}`); unknown markets are skipped.
    expect(mapped?.actions).toEqual([
      betUpdated({ id: '9001:501', changes: { coef: 1.7, isBlocked: false } }),
      betUpdated({ id: '9002:502', changes: { coef: 2.25, isBlocked: false } }),
    ]);
  });

  it('market_blocked marks the bet blocked', () => {
    const mapped = mapPlacementRefusal(
      refusal(BET_ERROR_CODES.marketBlocked, { changes: [{ marketId: 501, coef: 1.85, isBlocked: true }] }),
      payload,
      limits,
    );
    expect(mapped?.actions).toEqual([betUpdated({ id: '9001:501', changes: { coef: 1.85, isBlocked: true } })]);
  });

  it('amount_below_min and amount_above_max teach the coupon the bound, keeping the other one', () => {
    expect(
      mapPlacementRefusal(refusal(BET_ERROR_CODES.amountBelowMin, { limit: 1000 }), payload, limits)?.actions,
    ).toEqual([stakeLimitsReceived({ minBetAmount: 1000, maxBetAmount: 5_000_000 })]);
    expect(
      mapPlacementRefusal(refusal(BET_ERROR_CODES.amountAboveMax, { limit: 300000 }), payload, null)?.actions,
    ).toEqual([stakeLimitsReceived({ minBetAmount: 0, maxBetAmount: 300000 })]);
  });

  it('limit_exceeded keeps the stake still allowed by the responsible-gaming limit (issue 13)', () => {
    const mapped = mapPlacementRefusal(refusal(BET_ERROR_CODES.limitExceeded, { limit: 25_000 }), payload, limits);
    expect(mapped).toMatchObject({ error: { code: 'limit_exceeded', limit: 25_000 }, actions: [] });
  });

  it('a refusal without changes or limit is only its message', () => {
    const mapped = mapPlacementRefusal(refusal(BET_ERROR_CODES.insufficientFunds), payload, limits);
    expect(mapped).toMatchObject({ error: { code: 'insufficient_funds' }, actions: [] });
  });

  it.each([[null], [{ errors: [] }], [{ errors: [{ code: 'no_such_code', detail: 'x' }], statusCode: 400 }], ['text']])(
    'is null for a body that is not a refusal: %j',
    (body) => {
      expect(mapPlacementRefusal(body, payload, limits)).toBeNull();
    },
  );
});

describe('mapPlacementFailure', () => {
  it('maps a missing answer to "network" and anything else to "unknown"', () => {
    expect(mapPlacementFailure(network(), payload, limits).error.code).toBe('network');
    expect(
      mapPlacementFailure(new ApiError({ kind: 'http', status: 500, message: 'Boom' }), payload, limits).error,
    ).toMatchObject({
      code: 'unknown',
      message: 'Boom',
    });
    expect(mapPlacementFailure(http400({ errors: [{ code: 'WRONG' }] }), payload, limits).error.code).toBe('unknown');
  });
});

describe('placedCouponOf', () => {
  it('keeps the answer for the success screen under the coupon number', () => {
    expect(placedCouponOf(answer)).toMatchObject({
      id: '123456',
      amount: 10000,
      possibleWin: 38850,
      balance: 1_490_000,
    });
  });
});
