import { binomial } from './combinations.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';

export interface SystemLinesOptions {
  /** At most this many lines (default 1000): a 15/30 system has 155 million of them. */
  readonly limit?: number;
  /** Start at this line (0-based, lexicographic order): a page of lines is O(n·k) to reach. */
  readonly from?: number;
}

/** Lines shown when no limit is given: enough for a scrolled list, bounded for any system. */
export const DEFAULT_SYSTEM_LINES_LIMIT = 1000;

function countOption(value: number, what: string): void {
  if (!(Number.isSafeInteger(value) || value === Infinity) || value < 0) {
    throw new RangeError(`${what} must be a whole number >= 0, got ${value}`);
  }
}

/** The lexicographic combination of `size` out of `total` with the given rank (combinadic). */
function unrank(total: number, size: number, rank: bigint): number[] {
  const picks: number[] = [];
  let candidate = 0;
  let remaining = rank;
  for (let slot = 0; slot < size; slot += 1) {
    for (;;) {
      const withCandidate = binomial(total - candidate - 1, size - slot - 1);
      if (remaining < withCandidate) break;
      remaining -= withCandidate;
      candidate += 1;
    }
    picks.push(candidate);
    candidate += 1;
  }
  return picks;
}

/** Advances to the next combination in place; false after the last one. */
function advance(picks: number[], total: number): boolean {
  const size = picks.length;
  let slot = size - 1;
  while (slot >= 0 && (picks[slot] as number) === total - size + slot) slot -= 1;
  if (slot < 0) return false;
  picks[slot] = (picks[slot] as number) + 1;
  for (let next = slot + 1; next < size; next += 1) picks[next] = (picks[next - 1] as number) + 1;
  return true;
}

/**
 * The lines of a system k/n, lazily and bounded, for display only (the money comes from
 * calcPayout, which never enumerates). Each line lists its legs in coupon order: every banker
 * (`isBanker`) plus k - b of the others. Lines come in lexicographic order of the non-bankers.
 */
export function* systemLines<T extends { readonly isBanker?: boolean }>(
  legs: readonly T[],
  systemValue: number,
  options: SystemLinesOptions = {},
): Generator<T[], void, undefined> {
  const { limit = DEFAULT_SYSTEM_LINES_LIMIT, from = 0 } = options;
  countOption(limit, 'limit');
  countOption(from, 'from');
  const bankerIndexes: number[] = [];
  const otherIndexes: number[] = [];
  legs.forEach((leg, index) => (leg.isBanker === true ? bankerIndexes : otherIndexes).push(index));
  const free = systemValue - bankerIndexes.length;
  if (!Number.isInteger(systemValue) || free < 0 || free > otherIndexes.length) {
    throw new CouponMathError(
      CouponMathErrorCode.InvalidCoupon,
      `No line of ${systemValue} legs holds all ${bankerIndexes.length} bankers of ${legs.length} legs`,
    );
  }
  if (limit === 0 || from === Infinity) return;
  const start = BigInt(from);
  if (start >= binomial(otherIndexes.length, free)) return;
  const picks = unrank(otherIndexes.length, free, start);
  let produced = 0;
  do {
    const chosen = new Set(picks.map((pick) => otherIndexes[pick] as number));
    yield legs.filter((leg, index) => leg.isBanker === true || chosen.has(index));
    produced += 1;
  } while (produced < limit && advance(picks, otherIndexes.length));
}
