import { coefToBigThousandths, type DecimalCoef } from './coefficient.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';
import { product } from './elementary-symmetric.ts';
import { exactAmount, exactEquals, minorUnitsToNumber, type ExactAmount } from './exact-amount.ts';
import { FACTOR_SCALE, settledFactor, wonFactor } from './leg-factor.ts';

/**
 * The conditional coupon (type 5, coupon-math.md "Types"): ordered blocks, each a single or an
 * accumulator, each with its own amount (spec 01 §3 `amountByBlockId`). The first block is
 * staked with its amount (the money debited); every later block is staked from what the coupon
 * holds so far, up to its own amount (all of it when less is left), and the rest waits; what a
 * block returns joins what waits. The coupon pays what it holds after the last block, so a lost
 * first block loses everything. A chain (type 3) is the case of one bet per block and one amount.
 *
 * The operator prices this type; the sandbox uses exactly this rule, and the client shows it as
 * a preview (README "What the spec leaves to the server").
 */

/** One block: its amount (minor units) and its legs (an accumulator when more than one). */
export interface ConditionalBlock {
  readonly amount: number;
  readonly legs: readonly { readonly coef: DecimalCoef; readonly status?: number }[];
}

/** A conditional coupon: its blocks in the order they are played. */
export interface ConditionalCoupon {
  readonly blocks: readonly ConditionalBlock[];
}

/** The fewest blocks a conditional coupon has (one block would be a plain single or express). */
export const CONDITIONAL_MIN_BLOCKS = 2;

interface PreparedBlock {
  readonly amount: bigint;
  readonly legs: readonly { thousandths: bigint; status: number | undefined }[];
}

function prepare(coupon: ConditionalCoupon): PreparedBlock[] {
  if (coupon.blocks.length < CONDITIONAL_MIN_BLOCKS) {
    throw new CouponMathError(
      CouponMathErrorCode.InvalidCoupon,
      `A conditional coupon needs at least ${CONDITIONAL_MIN_BLOCKS} blocks, got ${coupon.blocks.length}`,
    );
  }
  return coupon.blocks.map((block, index) => {
    if (!Number.isSafeInteger(block.amount) || block.amount <= 0) {
      throw new CouponMathError(
        CouponMathErrorCode.InvalidAmount,
        `Block ${index + 1} needs a whole, positive amount of minor units, got ${String(block.amount)}`,
      );
    }
    if (block.legs.length === 0) {
      throw new CouponMathError(CouponMathErrorCode.InvalidCoupon, `Block ${index + 1} has no bets`);
    }
    return {
      amount: BigInt(block.amount),
      legs: block.legs.map((leg) => ({ thousandths: coefToBigThousandths(leg.coef), status: leg.status })),
    };
  });
}

/**
 * What the coupon holds after its last block, exact: `factors[i]` are block i's leg factors
 * (scaled by FACTOR_SCALE). Every step grows with the pot and with each factor, so the result
 * grows with every leg's factor (what the open-leg rule of `settle` needs).
 */
function conditionalReturn(blocks: readonly PreparedBlock[], factors: readonly (readonly bigint[])[]): ExactAmount {
  // The pot is numerator / denominator minor units; it starts as the first block's amount.
  let numerator = (blocks[0] as PreparedBlock).amount;
  let denominator = 1n;
  blocks.forEach((block, index) => {
    const legFactors = factors[index] as readonly bigint[];
    const scale = FACTOR_SCALE ** BigInt(legFactors.length);
    const cap = block.amount * denominator;
    const stake = numerator < cap ? numerator : cap;
    numerator = (numerator - stake) * scale + stake * product(legFactors);
    denominator *= scale;
  });
  return exactAmount(numerator, denominator);
}

function settle(coupon: ConditionalCoupon): ExactAmount | null {
  const blocks = prepare(coupon);
  let open = false;
  const low: bigint[][] = [];
  const high: bigint[][] = [];
  for (const block of blocks) {
    const lows: bigint[] = [];
    const highs: bigint[] = [];
    for (const leg of block.legs) {
      const factor = settledFactor(leg.thousandths, leg.status);
      if (factor === null) open = true;
      lows.push(factor ?? 0n);
      highs.push(factor ?? wonFactor(leg.thousandths));
    }
    low.push(lows);
    high.push(highs);
  }
  const lowest = conditionalReturn(blocks, low);
  if (!open) return lowest;
  // Known early when the open legs cannot change it (a lost first block: 0).
  return exactEquals(lowest, conditionalReturn(blocks, high)) ? lowest : null;
}

/** What a settled conditional coupon pays, exact; null while an open leg can still change it. */
export function calcConditionalPayoutExact(coupon: ConditionalCoupon): ExactAmount | null {
  return settle(coupon);
}

/** What a settled conditional coupon pays, minor units rounded down once; null while open. */
export function calcConditionalPayout(coupon: ConditionalCoupon): number | null {
  const result = settle(coupon);
  return result === null ? null : minorUnitsToNumber(result.numerator / result.denominator);
}

/** The conditional coupon's return if every leg wins, exact. */
export function calcConditionalPossibleWinExact(coupon: ConditionalCoupon): ExactAmount {
  const blocks = prepare(coupon);
  return conditionalReturn(
    blocks,
    blocks.map((block) => block.legs.map((leg) => wonFactor(leg.thousandths))),
  );
}

/** The conditional coupon's return if every leg wins, minor units rounded down once. */
export function calcConditionalPossibleWin(coupon: ConditionalCoupon): number {
  const win = calcConditionalPossibleWinExact(coupon);
  return minorUnitsToNumber(win.numerator / win.denominator);
}

/**
 * The blocks of a conditional coupon from its bets (spec 01 §3 "Bet in coupon" blockId) and
 * `amountByBlockId`: blocks in ascending blockId order, each with its bets in coupon order.
 * Throws `invalid_coupon` when a block has no amount.
 */
export function conditionalBlocks<Leg extends { readonly blockId: number }>(
  legs: readonly Leg[],
  amountByBlockId: Readonly<Record<string, number>>,
): { blockId: number; amount: number; legs: Leg[] }[] {
  const byBlock = new Map<number, Leg[]>();
  for (const leg of legs) byBlock.set(leg.blockId, [...(byBlock.get(leg.blockId) ?? []), leg]);
  return [...byBlock.keys()]
    .sort((a, b) => a - b)
    .map((blockId) => {
      const amount = amountByBlockId[String(blockId)];
      if (amount === undefined) {
        throw new CouponMathError(CouponMathErrorCode.InvalidCoupon, `Block ${blockId} has no amount`);
      }
      return { blockId, amount, legs: byBlock.get(blockId) ?? [] };
    });
}
