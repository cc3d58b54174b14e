import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatParam, outcomeLabel } from './labels';
import { coefMilliOf, MARGIN, MIN_COEF_MILLI, priceMarkets, walkGroup } from './market-pricing';
import { rulesOf } from './sport-rules';

const overround = (coefs: readonly number[]) => coefs.reduce((sum, coef) => sum + 1000 / coef, 0);

describe('pricing with a margin (coupon-math.md: exact thousandths)', () => {
  it('prices the result with the margin on top of fair probabilities', () => {
    const result = priceMarkets(rulesOf(1), 0.5).filter((market) => market.typeId === 1);
    expect(overround(result.map((market) => market.coefMilli))).toBeCloseTo(1 + MARGIN, 2);
    expect(coefMilliOf(0.999)).toBe(MIN_COEF_MILLI);
  });

  it('keeps the overround and the floor when a group walks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1100, max: 9000 }), { minLength: 2, maxLength: 3 }),
        fc.nat(2),
        fc.double({ min: 0.94, max: 1.06, noNaN: true }),
        (coefs, index, factor) => {
          const moved = walkGroup(coefs, index % coefs.length, factor);
          for (const coef of moved) {
            expect(Number.isInteger(coef)).toBe(true);
            expect(coef).toBeGreaterThanOrEqual(MIN_COEF_MILLI);
          }
          if (moved.every((coef) => coef > MIN_COEF_MILLI)) {
            expect(Math.abs(overround(moved) - overround(coefs))).toBeLessThan(0.01);
          }
        },
      ),
    );
  });
});

describe('labels (ru and en)', () => {
  it('reads lines the way the line shows them', () => {
    expect(outcomeLabel(2, 'over', 2500)).toEqual({ ru: 'Больше 2.5', en: 'Over 2.5' });
    expect(outcomeLabel(2, 'under', 2500)).toEqual({ ru: 'Меньше 2.5', en: 'Under 2.5' });
    expect(outcomeLabel(3, '1', -250).en).toBe('1 (-0.25)');
    expect(outcomeLabel(3, '2', 750).en).toBe('2 (+0.75)');
    expect(outcomeLabel(1, 'X', null)).toEqual({ ru: 'X', en: 'X' });
    expect(outcomeLabel(5, 'yes', null)).toEqual({ ru: 'Да', en: 'Yes' });
    expect(formatParam(0, true)).toBe('0');
  });
});
