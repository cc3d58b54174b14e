import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { advanceWager, cashbackAmount, cashbackLevel, periodOf, pointsForStake } from './bonus-rules';

describe('the wager progress (issue 12 bonuses/wager)', () => {
  it('adds the stake and stops at what is required', () => {
    expect(advanceWager(0, 250_000, 100_000)).toBe(100_000);
    expect(advanceWager(200_000, 250_000, 100_000)).toBe(250_000);
    expect(advanceWager(10, 250_000, 0)).toBe(10);
  });

  test.prop([fc.nat(10_000_000), fc.nat(10_000_000), fc.integer({ min: -1_000, max: 10_000_000 })])(
    'never decreases and never passes the requirement',
    (start, required, stake) => {
      const progress = Math.min(start, required);
      const next = advanceWager(progress, required, stake);
      expect(next).toBeGreaterThanOrEqual(progress);
      expect(next).toBeLessThanOrEqual(required);
      expect(Number.isInteger(next)).toBe(true);
    },
  );
});

describe('points and cashback (spec 01 §3 points, cashbackSetting)', () => {
  it('gives a point per whole 1.00 staked', () => {
    expect(pointsForStake(99)).toBe(0);
    expect(pointsForStake(12_345)).toBe(123);
    expect(pointsForStake(-500)).toBe(0);
  });

  it('finds the VIP level of the month and the next one', () => {
    expect(cashbackLevel('vip', 0).level?.name).toBe('bronze');
    expect(cashbackLevel('vip', 100_000)).toMatchObject({ level: { name: 'silver' }, nextLevel: { name: 'gold' } });
    expect(cashbackLevel('vip', 9_000_000)).toMatchObject({ level: { name: 'platinum' }, nextLevel: null });
    expect(cashbackLevel('premium', 499_999)).toMatchObject({ level: null, nextLevel: { name: 'premium' } });
  });

  it('credits the loss times the percent, rounded down, and nothing without a level', () => {
    expect(cashbackAmount(10_001, { name: 'gold', fromTurnover: 0, percent: 10 })).toBe(1_000);
    expect(cashbackAmount(10_000, null)).toBe(0);
    expect(cashbackAmount(0, { name: 'gold', fromTurnover: 0, percent: 10 })).toBe(0);
  });

  it('counts the month in UTC', () => {
    expect(periodOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(periodOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
});
