import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { CouponType } from '../index.ts';
import { DEFAULT_COUPON_SETTINGS } from './constants.ts';
import { parseCouponSettings, parseStoredCoupon } from './persistence.ts';
import { createMemoryLogger } from '@bet/platform/testing';
import { betPayload } from './testing.ts';

const couponTypes = Object.values(CouponType) as number[];

describe('whatever storage holds', () => {
  test.prop([fc.jsonValue()])('gives settings of the right shape and never throws', (raw) => {
    const settings = parseCouponSettings(raw, createMemoryLogger());
    expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_COUPON_SETTINGS).sort());
    expect([0, 1, 2]).toContain(settings.changeCoefAction);
    expect(Number.isSafeInteger(settings.oneClickAmount) && settings.oneClickAmount >= 0).toBe(true);
    for (const [key, value] of Object.entries(settings)) {
      expect(typeof value).toBe(typeof DEFAULT_COUPON_SETTINGS[key as keyof typeof DEFAULT_COUPON_SETTINGS]);
    }
    if (settings.isDropOnScoreChange) expect(settings).toMatchObject({ exactCoef: true, isActiveOneClick: false });
  });

  test.prop([
    fc.record(
      {
        bets: fc.array(
          fc.oneof(
            fc.jsonValue(),
            fc.integer({ min: 1, max: 50 }).map((gameId) => ({ market: betPayload({ gameId }).market })),
          ),
        ),
        addedAtByBetId: fc.jsonValue(),
        typeId: fc.jsonValue(),
        systemValue: fc.jsonValue(),
      },
      { requiredKeys: [] },
    ),
  ])('gives a coupon of the right shape from partial objects and never throws', (raw) => {
    const stored = parseStoredCoupon(raw, 1000, createMemoryLogger());
    expect(stored).not.toBeNull();
    if (!stored) return;
    const ids = stored.bets.map((bet) => bet.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(stored.addedAtByBetId).sort()).toEqual([...ids].sort());
    expect(couponTypes).toContain(stored.typeId);
    expect(Number.isInteger(stored.systemValue) && stored.systemValue >= 2).toBe(true);
    for (const bet of stored.bets) {
      expect(bet.id).toBe(`${bet.market.gameId}:${bet.market.id}`);
      expect(bet.market.coef).toBeGreaterThanOrEqual(1);
    }
  });
});
