import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { binomial } from './combinations.ts';
import { CouponMathError } from './coupon-math-error.ts';
import { DEFAULT_SYSTEM_LINES_LIMIT, systemLines } from './system-lines.ts';

const named = (names: string, bankers = ''): { name: string; isBanker: boolean }[] =>
  [...names].map((name) => ({ name, isBanker: bankers.includes(name) }));
const text = (lines: Iterable<{ name: string }[]>): string[] =>
  [...lines].map((line) => line.map((leg) => leg.name).join(''));

describe('systemLines', () => {
  it('lists the lines of 2/4 in lexicographic order', () => {
    expect(text(systemLines(named('ABCD'), 2))).toEqual(['AB', 'AC', 'AD', 'BC', 'BD', 'CD']);
  });

  it('puts every banker in every line, legs in coupon order', () => {
    expect(text(systemLines(named('ABCD', 'B'), 3))).toEqual(['ABC', 'ABD', 'BCD']);
  });

  it('is bounded by limit and pages with from', () => {
    expect(text(systemLines(named('ABCDE'), 2, { limit: 3 }))).toEqual(['AB', 'AC', 'AD']);
    expect(text(systemLines(named('ABCDE'), 2, { from: 3, limit: 4 }))).toEqual(['AE', 'BC', 'BD', 'BE']);
    expect(text(systemLines(named('ABCDE'), 2, { from: 9 }))).toEqual(['DE']);
    expect(text(systemLines(named('ABCDE'), 2, { from: 10 }))).toEqual([]);
    expect(text(systemLines(named('ABCDE'), 2, { limit: 0 }))).toEqual([]);
  });

  it(`stops at ${DEFAULT_SYSTEM_LINES_LIMIT} lines by default, and is lazy: 15/30 starts at once`, () => {
    const legs = named('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123');
    expect([...systemLines(legs, 15)]).toHaveLength(DEFAULT_SYSTEM_LINES_LIMIT);
    const middle = systemLines(legs, 15, { from: 77_558_760 }).next();
    expect(middle.done).toBe(false);
    expect(middle.value).toHaveLength(15);
  });

  it('refuses a size that cannot hold the bankers, or bad options', () => {
    expect(() => [...systemLines(named('ABCD', 'AB'), 1)]).toThrow(CouponMathError);
    expect(() => [...systemLines(named('ABCD'), 5)]).toThrow(CouponMathError);
    expect(() => [...systemLines(named('ABCD'), 2, { limit: -1 })]).toThrow(RangeError);
    expect(() => [...systemLines(named('ABCD'), 2, { from: 0.5 })]).toThrow(RangeError);
  });

  test.prop([fc.integer({ min: 1, max: 10 }), fc.nat(), fc.nat(), fc.nat()])(
    'paging walks the same lines as one pass',
    (n, kSeed, fromSeed, limitSeed) => {
      const legs = named('ABCDEFGHIJ'.slice(0, n));
      const k = kSeed % (n + 1);
      const all = text(systemLines(legs, k, { limit: Infinity }));
      expect(BigInt(all.length)).toBe(binomial(n, k));
      expect(new Set(all).size).toBe(all.length);
      const from = fromSeed % (all.length + 1);
      const limit = limitSeed % 20;
      expect(text(systemLines(legs, k, { from, limit }))).toEqual(all.slice(from, from + limit));
    },
  );
});
