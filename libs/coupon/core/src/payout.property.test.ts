import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { binomial } from './combinations.ts';
import { CouponType } from './coupon-type.ts';
import { exactAmount, exactEquals, type ExactAmount } from './exact-amount.ts';
import {
  calcPayout,
  calcPayoutExact,
  calcPossibleWin,
  calcPossibleWinExact,
  type CouponLeg,
  type PayoutCoupon,
} from './payout.ts';
import { systemLines } from './system-lines.ts';

/**
 * Coefficients up to 5 and stakes up to 1,000,000 keep every generated result within 2^53
 * (12 legs at 5.0 are 2.4e8 times the stake), so the properties test the figures, not the
 * overflow guard; the exact-only properties use coefficients up to 1000.
 */
const coef = fc.integer({ min: 1000, max: 5000 }).map((thousandths) => thousandths / 1000);
const wideCoef = fc.integer({ min: 1000, max: 1_000_000 }).map((thousandths) => thousandths / 1000);
const settled = fc.constantFrom(0, 1, 2, 3, 4, 5, 6);
const anyStatus = fc.constantFrom(-2, -1, 0, 1, 2, 3, 4, 5, 6);
const amount = fc.integer({ min: 0, max: 1_000_000 });

function legArb(status: fc.Arbitrary<number>, coefArb = coef): fc.Arbitrary<CouponLeg> {
  return fc.record({ coef: coefArb, status });
}

/** Any coupon the engine prices, with legs of the given statuses. */
function couponArb(status: fc.Arbitrary<number>): fc.Arbitrary<PayoutCoupon> {
  const leg = legArb(status);
  const list = (min: number, max: number): fc.Arbitrary<CouponLeg[]> =>
    fc.array(leg, { minLength: min, maxLength: max });
  return fc.oneof(
    fc.record({ typeId: fc.constant(CouponType.Single), amount, legs: list(1, 1) }),
    fc.record({ typeId: fc.constant(CouponType.Express), amount, legs: list(2, 12) }),
    fc.record({ typeId: fc.constant(CouponType.Chain), amount, legs: list(2, 8) }),
    fc.record({ typeId: fc.constant(CouponType.Lucky), amount, legs: list(2, 10) }),
    fc.record({ typeId: fc.constant(CouponType.Patent), amount, legs: list(3, 3) }),
    fc.record({
      typeId: fc.constant(CouponType.ManySingles),
      amount,
      legs: fc.array(fc.record({ coef, status, amount }), { minLength: 1, maxLength: 8 }),
    }),
    // System k/n with b bankers, k in max(2, b+1)..n-1.
    list(3, 12).chain((legs) =>
      fc.integer({ min: 0, max: legs.length - 2 }).chain((bankers) =>
        fc.record({
          typeId: fc.constant(CouponType.System),
          amount,
          systemValue: fc.integer({ min: Math.max(2, bankers + 1), max: legs.length - 1 }),
          legs: fc.constant(legs.map((one, index) => ({ ...one, isBanker: index < bankers }))),
        }),
      ),
    ),
    // Multi-bet: one lobby (the only banker) and a system k/m over the others.
    list(4, 10).chain((legs) =>
      fc.record({
        typeId: fc.constant(CouponType.MultiBet),
        amount,
        systemValue: fc.integer({ min: 2, max: legs.length - 2 }),
        legs: fc.constant(legs.map((one, index) => ({ ...one, isBanker: index === 0 }))),
      }),
    ),
  );
}

const add = (a: ExactAmount, b: ExactAmount): ExactAmount =>
  exactAmount(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);

const lessOrEqual = (a: ExactAmount, b: ExactAmount): boolean =>
  a.numerator * b.denominator <= b.numerator * a.denominator;

/** The figure of a coupon known to have one (settled legs); a null fails the property. */
function known<T>(value: T | null): T {
  if (value === null) throw new Error('expected a figure, got null');
  return value;
}

const isOpen = (leg: CouponLeg): boolean => leg.status === undefined || leg.status < 0;

describe('payout properties', () => {
  test.prop([couponArb(anyStatus)])('results are whole, safe, non-negative minor units', (coupon) => {
    const payout = calcPayout(coupon);
    const possible = calcPossibleWin(coupon);
    expect(Number.isSafeInteger(possible) && possible >= 0).toBe(true);
    if (payout !== null) expect(Number.isSafeInteger(payout) && payout >= 0).toBe(true);
  });

  test.prop([couponArb(anyStatus)])('a payout never exceeds the all-win figure', (coupon) => {
    const payout = calcPayoutExact(coupon);
    if (payout !== null) {
      expect(lessOrEqual(payout, calcPossibleWinExact(coupon))).toBe(true);
      expect(calcPayout(coupon)).toBeLessThanOrEqual(calcPossibleWin(coupon));
    }
  });

  test.prop([couponArb(settled)])('a settled coupon always has a payout: its exact figure rounded down', (coupon) => {
    const exact = known(calcPayoutExact(coupon));
    const floor = Number(exact.numerator / exact.denominator);
    const payout = known(calcPayout(coupon));
    if (coupon.typeId === CouponType.ManySingles) {
      // Each single rounded on its own: at most one unit lost per single.
      expect(payout).toBeLessThanOrEqual(floor);
      expect(payout).toBeGreaterThan(floor - coupon.legs.length);
    } else {
      expect(payout).toBe(floor);
    }
  });

  test.prop([couponArb(anyStatus).filter((coupon) => coupon.typeId !== CouponType.Chain), fc.func(fc.integer())])(
    'results do not depend on the order of legs (chains are ordered by design)',
    (coupon, key) => {
      const shuffled = {
        ...coupon,
        legs: coupon.legs
          .map((leg, index) => ({ leg, index, at: key(index) }))
          .sort((a, b) => a.at - b.at || a.index - b.index)
          .map(({ leg }) => leg),
      };
      expect(calcPayoutExact(shuffled)).toEqual(calcPayoutExact(coupon));
      expect(calcPayout(shuffled)).toBe(calcPayout(coupon));
      expect(calcPossibleWinExact(shuffled)).toEqual(calcPossibleWinExact(coupon));
    },
  );

  test.prop([couponArb(anyStatus), fc.nat(), fc.constantFrom(2, 3)])(
    'a void leg (status 2 or 3) behaves as a won coefficient of 1',
    (coupon, pick, voidStatus) => {
      const at = pick % coupon.legs.length;
      const replace = (leg: CouponLeg): PayoutCoupon => ({
        ...coupon,
        legs: coupon.legs.map((one, index) => (index === at ? { ...one, ...leg } : one)),
      });
      const voided = replace({ coef: (coupon.legs[at] as CouponLeg).coef, status: voidStatus });
      const atOne = replace({ coef: 1, status: 1 });
      expect(calcPayoutExact(voided)).toEqual(calcPayoutExact(atOne));
      expect(calcPayout(voided)).toBe(calcPayout(atOne));
    },
  );

  test.prop([couponArb(anyStatus), fc.array(settled, { minLength: 12, maxLength: 12 })])(
    'a figure given while legs are open holds whatever they become',
    (coupon, outcomes) => {
      const payout = calcPayoutExact(coupon);
      if (payout === null) return;
      const resolved = {
        ...coupon,
        legs: coupon.legs.map((leg, index) => (isOpen(leg) ? { ...leg, status: outcomes[index] as number } : leg)),
      };
      expect(exactEquals(known(calcPayoutExact(resolved)), payout)).toBe(true);
    },
  );

  test.prop([couponArb(anyStatus).filter((coupon) => coupon.legs.some(isOpen))])(
    'an open leg gives null exactly when its loss and its win pay differently',
    (coupon) => {
      const withOpen = (status: number): PayoutCoupon => ({
        ...coupon,
        legs: coupon.legs.map((leg) => (isOpen(leg) ? { ...leg, status } : leg)),
      });
      const lost = known(calcPayoutExact(withOpen(0)));
      const won = known(calcPayoutExact(withOpen(1)));
      expect(calcPayoutExact(coupon) === null).toBe(!exactEquals(lost, won));
    },
  );
});

describe('sums are consistent (no drift between the closed forms and the lines they stand for)', () => {
  const systemArb = fc
    .array(legArb(settled, wideCoef), { minLength: 3, maxLength: 10 })
    .chain((legs) =>
      fc
        .integer({ min: 0, max: legs.length - 2 })
        .chain((bankers) =>
          fc.tuple(
            fc.constant(legs.map((one, index) => ({ ...one, isBanker: index < bankers }))),
            fc.integer({ min: Math.max(2, bankers + 1), max: legs.length - 1 }),
            fc.integer({ min: 0, max: 100_000 }),
          ),
        ),
    );

  test.prop([systemArb])('a system pays the sum of its lines (recurrence = enumeration)', ([legs, k, unit]) => {
    let sum = exactAmount(0n, 1n);
    let lines = 0n;
    for (const line of systemLines(legs, k, { limit: Infinity })) {
      const each = known(calcPayoutExact({ typeId: CouponType.Express, amount: unit, legs: line }));
      sum = add(sum, each);
      lines += 1n;
    }
    const bankers = legs.filter((leg) => leg.isBanker).length;
    expect(lines).toBe(binomial(legs.length - bankers, k - bankers));
    const amount = unit * Number(lines);
    const system = known(calcPayoutExact({ typeId: CouponType.System, amount, systemValue: k, legs }));
    expect(system).toEqual(sum);
  });

  const luckyArb = fc.array(legArb(settled, wideCoef), { minLength: 3, maxLength: 10 });

  test.prop([luckyArb, fc.integer({ min: 0, max: 100_000 })])(
    'a lucky pays its singles, systems 2..n-1 and express at the same unit',
    (legs, unit) => {
      const n = legs.length;
      const parts: ExactAmount[] = [
        known(
          calcPayoutExact({
            typeId: CouponType.ManySingles,
            amount: 0,
            legs: legs.map((leg) => ({ ...leg, amount: unit })),
          }),
        ),
        known(calcPayoutExact({ typeId: CouponType.Express, amount: unit, legs })),
      ];
      for (let k = 2; k < n; k += 1) {
        const lines = Number(binomial(n, k));
        parts.push(known(calcPayoutExact({ typeId: CouponType.System, amount: unit * lines, systemValue: k, legs })));
      }
      const total = parts.reduce(add);
      const lucky = known(calcPayoutExact({ typeId: CouponType.Lucky, amount: unit * (2 ** n - 1), legs }));
      expect(lucky).toEqual(total);
    },
  );

  test.prop([fc.array(fc.record({ coef, status: settled, amount }), { minLength: 1, maxLength: 8 })])(
    'many singles pay the sum of the singles, each rounded down',
    (legs) => {
      const singles = legs.map((leg) =>
        known(calcPayout({ typeId: CouponType.Single, amount: leg.amount, legs: [leg] })),
      );
      const sum = singles.reduce((a, b) => a + b, 0);
      expect(calcPayout({ typeId: CouponType.ManySingles, amount: 0, legs })).toBe(sum);
    },
  );

  test.prop([fc.array(legArb(settled), { minLength: 2, maxLength: 12 }), amount])(
    'an express pays exactly what its legs multiply to',
    (legs, stake) => {
      const exact = known(calcPayoutExact({ typeId: CouponType.Express, amount: stake, legs }));
      const chained = legs.reduce(
        (acc, leg) => {
          const single = known(calcPayoutExact({ typeId: CouponType.Single, amount: 1, legs: [leg] }));
          return exactAmount(acc.numerator * single.numerator, acc.denominator * single.denominator);
        },
        exactAmount(BigInt(stake), 1n),
      );
      expect(exact).toEqual(chained);
    },
  );
});
