/**
 * e_k(values): the sum of the products of every k of the values, by the O(n·k) recurrence
 * E[j] += E[j-1]·v (j from k down to 1, so each value enters a product at most once).
 * A system k/n returns (stake per line)·e_k(factors); enumerating the C(n,k) lines instead is
 * 2.7 million products for 12/24 and out of reach for 15/30.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (!Number.isInteger(k) || k < 0) throw new RangeError(`k must be a whole number >= 0, got ${k}`);
  if (k > values.length) return 0n;
  const sums: bigint[] = new Array<bigint>(k + 1).fill(0n);
  sums[0] = 1n;
  let count = 0;
  for (const value of values) {
    count += 1;
    // Only sums of up to `count` values can be non-zero yet: skipping the rest halves the work.
    for (let j = Math.min(k, count); j >= 1; j -= 1) {
      sums[j] = (sums[j] as bigint) + (sums[j - 1] as bigint) * value;
    }
  }
  return sums[k] as bigint;
}

/** ∏ values (1 for none). */
export function product(values: readonly bigint[]): bigint {
  let result = 1n;
  for (const value of values) result *= value;
  return result;
}
