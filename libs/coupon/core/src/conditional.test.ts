import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  calcConditionalPayout,
  calcConditionalPayoutExact,
  calcConditionalPossibleWin,
  conditionalBlocks,
  type ConditionalBlock,
} from './conditional.ts';
import { CouponType } from './coupon-type.ts';
import { exactEquals } from './exact-amount.ts';
import { isCouponMathError } from './coupon-math-error.ts';
import { calcPayoutExact, calcPossibleWin } from './payout.ts';

describe('conditional coupon (type 5, coupon-math.md "Types")', () => {
  it('stakes each later block from the winnings, up to its own amount; the rest waits', () => {
    // Block 1: 100 at 2.0 -> 200. Block 2 takes 50 of it at 3.0 -> 150 + the 150 waiting = 300.
    const blocks: ConditionalBlock[] = [
      { amount: 100, legs: [{ coef: 2, status: 1 }] },
      { amount: 50, legs: [{ coef: 3, status: 1 }] },
    ];
    expect(calcConditionalPayout({ blocks })).toBe(300);
    expect(calcConditionalPossibleWin({ blocks })).toBe(300);
  });

  it('stakes all that is left when a block asks for more than the coupon holds', () => {
    // 100 at 1.5 -> 150; block 2 asks 500, gets 150 at 2.0 -> 300.
    const blocks: ConditionalBlock[] = [
      { amount: 100, legs: [{ coef: 1.5 }] },
      { amount: 500, legs: [{ coef: 2 }] },
    ];
    expect(calcConditionalPossibleWin({ blocks })).toBe(300);
  });

  it('an accumulator block multiplies its legs; a lost later block keeps what waited', () => {
    const blocks: ConditionalBlock[] = [
      {
        amount: 1000,
        legs: [
          { coef: 1.5, status: 1 },
          { coef: 2, status: 1 },
        ],
      },
      { amount: 1000, legs: [{ coef: 4, status: 0 }] },
    ];
    // 1000 * 3 = 3000; 1000 of it lost in block 2: 2000.
    expect(calcConditionalPayout({ blocks })).toBe(2000);
  });

  it('a lost first block loses the coupon, known before the later blocks play', () => {
    const blocks: ConditionalBlock[] = [
      { amount: 1000, legs: [{ coef: 1.8, status: 0 }] },
      { amount: 500, legs: [{ coef: 2, status: -1 }] },
    ];
    expect(calcConditionalPayout({ blocks })).toBe(0);
  });

  it('is open while a later block can still change the figure', () => {
    const blocks: ConditionalBlock[] = [
      { amount: 1000, legs: [{ coef: 1.8, status: 1 }] },
      { amount: 500, legs: [{ coef: 2, status: -1 }] },
    ];
    expect(calcConditionalPayout({ blocks })).toBeNull();
  });

  it('a returned block gives its stake back (factor 1)', () => {
    const blocks: ConditionalBlock[] = [
      { amount: 1000, legs: [{ coef: 1.8, status: 1 }] },
      { amount: 500, legs: [{ coef: 2, status: 2 }] },
    ];
    expect(calcConditionalPayout({ blocks })).toBe(1800);
  });

  it('refuses one block, a zero amount and a block without an amount', () => {
    const one = () => calcConditionalPossibleWin({ blocks: [{ amount: 100, legs: [{ coef: 2 }] }] });
    expect(one).toThrow(/at least 2 blocks/);
    const zero = () =>
      calcConditionalPossibleWin({
        blocks: [
          { amount: 100, legs: [{ coef: 2 }] },
          { amount: 0, legs: [{ coef: 2 }] },
        ],
      });
    expect(zero).toThrow(expect.objectContaining({ code: 'invalid_amount' }));
    let caught: unknown;
    try {
      conditionalBlocks([{ blockId: 1 }, { blockId: 2 }], { 1: 100 });
    } catch (error) {
      caught = error;
    }
    expect(isCouponMathError(caught) && caught.code).toBe('invalid_coupon');
  });

  it('groups bets into blocks by ascending blockId, bets in coupon order', () => {
    const legs = [
      { blockId: 2, id: 'a' },
      { blockId: 1, id: 'b' },
      { blockId: 2, id: 'c' },
    ];
    expect(conditionalBlocks(legs, { 1: 100, 2: 50 })).toEqual([
      { blockId: 1, amount: 100, legs: [{ blockId: 1, id: 'b' }] },
      {
        blockId: 2,
        amount: 50,
        legs: [
          { blockId: 2, id: 'a' },
          { blockId: 2, id: 'c' },
        ],
      },
    ]);
  });
});

const coef = fc.integer({ min: 1000, max: 5000 }).map((thousandths) => thousandths / 1000);
const status = fc.constantFrom(0, 1, 2, 3, 4, 5, 6);
const anyStatus = fc.constantFrom(-2, -1, 0, 1, 2, 3, 4, 5, 6);
const blockAmount = fc.integer({ min: 1, max: 100_000 });
const blockArb = (statusArb: fc.Arbitrary<number>) =>
  fc.record({
    amount: blockAmount,
    legs: fc.array(fc.record({ coef, status: statusArb }), { minLength: 1, maxLength: 3 }),
  });
const blocksArb = (statusArb: fc.Arbitrary<number>) => fc.array(blockArb(statusArb), { minLength: 2, maxLength: 5 });

describe('conditional coupon properties', () => {
  test.prop([fc.array(fc.record({ coef, status }), { minLength: 2, maxLength: 6 }), blockAmount])(
    'one bet per block and one amount is a chain (type 3)',
    (legs, unit) => {
      const conditional = calcConditionalPayoutExact({ blocks: legs.map((leg) => ({ amount: unit, legs: [leg] })) });
      const chain = calcPayoutExact({ typeId: CouponType.Chain, amount: unit, legs });
      expect(conditional && chain && exactEquals(conditional, chain)).toBe(true);
    },
  );

  test.prop([blocksArb(status)])('a payout never exceeds the all-win figure', (blocks) => {
    const payout = calcConditionalPayout({ blocks });
    expect(payout).not.toBeNull();
    expect(payout as number).toBeLessThanOrEqual(calcConditionalPossibleWin({ blocks }));
  });

  test.prop([blocksArb(anyStatus), fc.array(status, { minLength: 15, maxLength: 15 })])(
    'a figure known while legs are open holds whatever they become',
    (blocks, outcomes) => {
      const known = calcConditionalPayout({ blocks });
      fc.pre(known !== null);
      let next = 0;
      const settled = blocks.map((block) => ({
        ...block,
        legs: block.legs.map((leg) => (leg.status < 0 ? { ...leg, status: outcomes[next++] as number } : leg)),
      }));
      expect(calcConditionalPayout({ blocks: settled })).toBe(known);
    },
  );

  test.prop([blocksArb(status)])('the first block decides: lost first block pays nothing', (blocks) => {
    const [first, ...rest] = blocks;
    const lost = { ...(first as ConditionalBlock), legs: [{ coef: 2, status: 0 }] };
    expect(calcConditionalPayout({ blocks: [lost, ...rest] })).toBe(0);
  });

  test.prop([fc.array(coef, { minLength: 2, maxLength: 4 }), blockAmount])(
    'an accumulator block followed by a block at coefficient 1 pays as the express',
    (coefs, amount) => {
      const blocks: ConditionalBlock[] = [
        { amount, legs: coefs.map((one) => ({ coef: one })) },
        { amount, legs: [{ coef: 1 }] },
      ];
      const express = calcPossibleWin({
        typeId: CouponType.Express,
        amount,
        legs: coefs.map((one) => ({ coef: one })),
      });
      expect(calcConditionalPossibleWin({ blocks })).toBe(express);
    },
  );
});
