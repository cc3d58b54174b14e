import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pointsMissing, wagerProgress } from './wager-progress';

describe('wagerProgress (issue 12 bonuses/wager)', () => {
  it('gives the percent rounded down and what is left', () => {
    expect(wagerProgress(100_000, 250_000)).toEqual({ percent: 40, remaining: 150_000, met: false });
    expect(wagerProgress(249_999, 250_000)).toEqual({ percent: 99, remaining: 1, met: false });
    expect(wagerProgress(250_000, 250_000)).toEqual({ percent: 100, remaining: 0, met: true });
    expect(wagerProgress(0, 0)).toEqual({ percent: 100, remaining: 0, met: true });
  });

  test.prop([fc.integer({ min: -10, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 })])(
    'stays within 0..100, says 100 only when met, and progress plus remaining is the requirement',
    (progress, required) => {
      const result = wagerProgress(progress, required);
      expect(result.percent).toBeGreaterThanOrEqual(0);
      expect(result.percent).toBeLessThanOrEqual(100);
      expect(Number.isInteger(result.percent)).toBe(true);
      expect(result.percent === 100).toBe(result.met);
      expect(Math.max(0, Math.min(progress, required)) + result.remaining).toBe(required);
    },
  );

  test.prop([fc.nat(1_000_000), fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 })])(
    'never goes down as the turnover grows',
    (a, b, required) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(wagerProgress(low, required).percent).toBeLessThanOrEqual(wagerProgress(high, required).percent);
    },
  );
});

describe('pointsMissing (issue 12 rewards)', () => {
  it('is what the balance lacks, never negative', () => {
    expect(pointsMissing(40, 100)).toBe(60);
    expect(pointsMissing(150, 100)).toBe(0);
  });
});
