import { describe, expect, it } from 'vitest';
import type { PlacedCouponRecord } from '@bet/contract';
import { expectedPayout, payoutMismatch, possibleWin, recordBlocks } from './expected-payout';
import {
  antiExpressCouponFixture,
  betLegFixture,
  conditionalCouponFixture,
  couponRecordFixture,
  systemCouponFixture,
  wonSingleFixture,
} from './testing';

/** A settled record of a type over legs [coef, status]; money in minor units. */
function settled(typeId: number, amount: number, legs: [number, number][], extra: Partial<PlacedCouponRecord> = {}) {
  return couponRecordFixture({
    typeId,
    amount,
    isSettled: true,
    status: 1,
    legs: legs.map(([coef, status], index) =>
      betLegFixture({ marketId: 600 + index, gameId: 9100 + index, coef, status }),
    ),
    ...extra,
  });
}

describe('expectedPayout: coupon-math.md "Test vectors" through @bet/coupon', () => {
  it('system 2/3 of 2.00, 3.50, 2.40, all win, stake 300 returns 2020 (betsico)', () => {
    expect(
      expectedPayout(
        settled(
          2,
          30000,
          [
            [2, 1],
            [3.5, 1],
            [2.4, 1],
          ],
          { systemValue: 2 },
        ),
      ),
    ).toBe(202000);
  });

  it('patent 11.00, 11.50, 2.50 at 1 per line returns 524; 6.00 void, 4.00, 3.00 at 12 per line returns 468', () => {
    expect(
      expectedPayout(
        settled(8, 700, [
          [11, 1],
          [11.5, 1],
          [2.5, 1],
        ]),
      ),
    ).toBe(52400);
    expect(
      expectedPayout(
        settled(8, 8400, [
          [6, 2],
          [4, 1],
          [3, 1],
        ]),
      ),
    ).toBe(46800);
  });

  it('Lucky 15: 5, 4, 3, 3 at 12 per line returns 5748; 2.0, 3.5, 4.0, 1.5 at 1 per line returns 167.75', () => {
    expect(
      expectedPayout(
        settled(7, 18000, [
          [5, 1],
          [4, 1],
          [3, 1],
          [3, 1],
        ]),
      ),
    ).toBe(574800);
    expect(
      expectedPayout(
        settled(7, 1500, [
          [2, 1],
          [3.5, 1],
          [4, 1],
          [1.5, 1],
        ]),
      ),
    ).toBe(16775);
  });

  it('chain, unit 3: 2.0 won, 1.5 won, lost, 3.0 won, lost returns 7.50', () => {
    expect(
      expectedPayout(
        settled(3, 300, [
          [2, 1],
          [1.5, 1],
          [1.9, 0],
          [3, 1],
          [1.7, 0],
        ]),
      ),
    ).toBe(750);
  });

  it('multi-bet: lobby 1.5, system 2/3 of 1.7, 1.2, 2.2 at 200 per line returns 2526; 792 with only 1.2 and 2.2 won', () => {
    const multi = (statuses: number[]) =>
      settled(
        4,
        60000,
        [
          [1.5, 1],
          [1.7, statuses[0] ?? 1],
          [1.2, statuses[1] ?? 1],
          [2.2, statuses[2] ?? 1],
        ],
        {
          systemValue: 2,
          legs: [1.5, 1.7, 1.2, 2.2].map((coef, index) =>
            betLegFixture({
              marketId: 700 + index,
              gameId: 9200 + index,
              coef,
              isBanker: index === 0,
              status: index === 0 ? 1 : (statuses[index - 1] ?? 1),
            }),
          ),
        },
      );
    expect(expectedPayout(multi([1, 1, 1]))).toBe(252600);
    expect(expectedPayout(multi([0, 1, 1]))).toBe(79200);
  });

  it('the sbobet accumulator pays 1634.68704 (rounded down once) and 1256.77552 with a half-won first leg', () => {
    expect(
      expectedPayout(
        settled(1, 10000, [
          [1.86, 1],
          [1.96, 1],
          [1.9, 1],
          [2.36, 1],
        ]),
      ),
    ).toBe(163468);
    expect(
      expectedPayout(
        settled(1, 10000, [
          [1.86, 4],
          [1.96, 1],
          [1.9, 1],
          [2.36, 1],
        ]),
      ),
    ).toBe(125677);
  });

  it('a single pays by its leg status factor (coupon-math.md "Leg factor")', () => {
    const single = (status: number) => expectedPayout(settled(0, 10000, [[1.85, status]]));
    expect([0, 1, 2, 3, 4, 5, 6].map(single)).toEqual([0, 18500, 10000, 10000, 14250, 5000, 9250]);
  });

  it('is null while a leg is open, unless the result is already decided', () => {
    expect(expectedPayout(couponRecordFixture())).toBeNull();
    expect(
      expectedPayout(
        settled(1, 10000, [
          [1.85, -1],
          [2.1, 1],
        ]),
      ),
    ).toBeNull();
    expect(
      expectedPayout(
        settled(1, 10000, [
          [1.85, -2],
          [2.1, 0],
        ]),
      ),
    ).toBe(0);
  });

  it('is null for the types a record cannot price: conditional, anti-express, many singles', () => {
    for (const typeId of [5, 6, 9])
      expect(
        expectedPayout(
          settled(typeId, 10000, [
            [1.85, 1],
            [2.1, 1],
          ]),
        ),
      ).toBeNull();
  });

  it('is null, not a crash, for a shape no coupon can have (a system without its value)', () => {
    expect(
      expectedPayout(
        settled(
          2,
          10000,
          [
            [1.85, 1],
            [2.1, 1],
            [1.5, 1],
          ],
          { systemValue: 0 },
        ),
      ),
    ).toBeNull();
  });
});

describe('possibleWin', () => {
  it('is the all-win return of the legs, statuses aside', () => {
    expect(possibleWin(couponRecordFixture())).toBe(18500);
    expect(possibleWin(systemCouponFixture({ isSettled: false, payout: null }))).toBe(202000);
  });

  it('prices an anti-express with the server coefficient, exactly', () => {
    expect(possibleWin(couponRecordFixture({ typeId: 6, amount: 1000, coef: 1.005 }))).toBe(1005);
    expect(possibleWin(couponRecordFixture({ typeId: 6, coef: null }))).toBeNull();
  });

  it('prices a conditional by its blocks chained; null without its block amounts, and for many singles', () => {
    // 100.00 × 2 = 200.00; 50.00 of it on 2 × 1.85 = 185.00; 150.00 waits: 335.00.
    expect(possibleWin(conditionalCouponFixture({ isSettled: false, payout: null }))).toBe(33500);
    expect(possibleWin(couponRecordFixture({ typeId: 5 }))).toBeNull();
    expect(possibleWin(couponRecordFixture({ typeId: 9 }))).toBeNull();
  });

  it('an anti-express: stake × the server coefficient', () => {
    expect(possibleWin(antiExpressCouponFixture())).toBe(13130);
  });
});

describe('conditional records (type 5)', () => {
  it('expectedPayout agrees with the server: a lost later block keeps what waited', () => {
    expect(expectedPayout(conditionalCouponFixture())).toBe(15000);
    expect(payoutMismatch(conditionalCouponFixture())).toBeNull();
    expect(payoutMismatch(conditionalCouponFixture({ payout: 14000 }))).toEqual({
      couponId: '1000003',
      actual: 14000,
      expected: 15000,
    });
  });

  it('recordBlocks lists the blocks in play order with their amounts', () => {
    expect(recordBlocks(conditionalCouponFixture())).toEqual([
      { blockId: 1, amount: 10000 },
      { blockId: 2, amount: 5000 },
    ]);
    expect(recordBlocks(antiExpressCouponFixture())).toEqual([]);
  });
});

describe('payoutMismatch', () => {
  it('is null when the server agrees, while open, or when the engine cannot tell', () => {
    expect(payoutMismatch(wonSingleFixture())).toBeNull();
    expect(payoutMismatch(systemCouponFixture())).toBeNull();
    expect(payoutMismatch(couponRecordFixture())).toBeNull();
    expect(payoutMismatch(wonSingleFixture({ typeId: 9, payout: 1 }))).toBeNull();
  });

  it('names both figures when they differ', () => {
    expect(payoutMismatch(wonSingleFixture({ payout: 18400 }))).toEqual({
      couponId: '1000001',
      actual: 18400,
      expected: 18500,
    });
  });
});
