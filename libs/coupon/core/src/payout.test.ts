import { describe, expect, it } from 'vitest';
import { BetStatus } from './bet-status.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';
import { CouponType } from './coupon-type.ts';
import { formatExact } from './exact-amount.ts';
import {
  calcPayout,
  calcPayoutExact,
  calcPossibleWin,
  calcPossibleWinExact,
  type CouponLeg,
  type PayoutCoupon,
} from './payout.ts';

const { Win, Lose, Return, ForcedReturn, HalfWinHalfReturn, HalfLoseHalfReturn, HalfLoseHalfWin } = BetStatus;

/** Legs that all have the same status. */
function legs(coefs: readonly number[], status: number = Win): CouponLeg[] {
  return coefs.map((coef) => ({ coef, status }));
}

/** An express coupon of these legs. */
function express(amount: number, coupon: readonly CouponLeg[]): PayoutCoupon {
  return { typeId: CouponType.Express, amount, legs: coupon };
}

/** Money in the vectors is in major units: 1.00 = 100 minor units. */
const major = (amount: number): number => Math.round(amount * 100);

function mathError(run: () => unknown): CouponMathError {
  try {
    run();
  } catch (error) {
    if (error instanceof CouponMathError) return error;
    throw error;
  }
  throw new Error('expected a CouponMathError');
}

/**
 * A full cover without singles (Trixie, Yankee, Heinz): systems 2..n-1 plus the express, each
 * at u per line; each part is a coupon of its own, paid on its own.
 */
function fullCoverWithoutSingles(unit: number, coupon: readonly CouponLeg[]): number {
  const n = coupon.length;
  let total = calcPayout({ typeId: CouponType.Express, amount: unit, legs: coupon }) ?? NaN;
  for (let k = 2; k < n; k += 1) {
    const lines = [...Array(k).keys()].reduce((c, i) => (c * (n - i)) / (i + 1), 1);
    total += calcPayout({ typeId: CouponType.System, amount: unit * lines, systemValue: k, legs: coupon }) ?? NaN;
  }
  return total;
}

describe('public test vectors of coupon-math.md (returns include the stake)', () => {
  it('system 2/3: 2.00, 3.50, 2.40 all win, stake 300 -> 2020 (betsico)', () => {
    const coupon = { typeId: CouponType.System, amount: major(300), systemValue: 2, legs: legs([2, 3.5, 2.4]) };
    expect(calcPayout(coupon)).toBe(major(2020));
    expect(calcPossibleWin(coupon)).toBe(major(2020));
  });

  it('Trixie 3 × 6.00 at 10 per line (40) -> 3240', () => {
    expect(fullCoverWithoutSingles(major(10), legs([6, 6, 6]))).toBe(major(3240));
  });

  it('Trixie with 6.00 lost, 7.00, 5.00 at 10 per line -> 350', () => {
    const coupon = [{ coef: 6, status: Lose }, ...legs([7, 5])];
    expect(fullCoverWithoutSingles(major(10), coupon)).toBe(major(350));
  });

  it('Yankee 5.00, 4.00, 3.00, 3.00 at 12 per line (132) -> 5568', () => {
    expect(fullCoverWithoutSingles(major(12), legs([5, 4, 3, 3]))).toBe(major(5568));
  });

  it('Heinz 6 × 6.00 at 1 per line (57) -> 117612', () => {
    expect(fullCoverWithoutSingles(major(1), legs([6, 6, 6, 6, 6, 6]))).toBe(major(117612));
  });

  it('full cover without singles is the closed form u·(∏(1+f) - 1 - Σf): lucky minus its singles', () => {
    const coupon = legs([5, 4, 3, 3]);
    const lucky = calcPayout({ typeId: CouponType.Lucky, amount: major(12) * 15, legs: coupon });
    const singles = calcPayout({
      typeId: CouponType.ManySingles,
      amount: 0,
      legs: coupon.map((leg) => ({ ...leg, amount: major(12) })),
    });
    expect((lucky ?? NaN) - (singles ?? NaN)).toBe(major(5568));
  });

  it('patent 11.00, 11.50, 2.50 at 1 per line (7) -> 524', () => {
    expect(calcPayout({ typeId: CouponType.Patent, amount: major(7), legs: legs([11, 11.5, 2.5]) })).toBe(major(524));
  });

  it('patent 6.00 void, 4.00, 3.00 at 12 per line (84) -> 468', () => {
    const coupon = [{ coef: 6, status: Return }, ...legs([4, 3])];
    expect(calcPayout({ typeId: CouponType.Patent, amount: major(84), legs: coupon })).toBe(major(468));
  });

  it('Lucky 15 5.00, 4.00, 3.00, 3.00 at 12 per line (180) -> 5748', () => {
    expect(calcPayout({ typeId: CouponType.Lucky, amount: major(180), legs: legs([5, 4, 3, 3]) })).toBe(major(5748));
  });

  it('Lucky 15 2.0, 3.5, 4.0, 1.5 at 1 per line (15) -> 167.75 (betandskill)', () => {
    const coupon = { typeId: CouponType.Lucky, amount: major(15), legs: legs([2, 3.5, 4, 1.5]) };
    expect(calcPayout(coupon)).toBe(16775);
    expect(calcPossibleWinExact(coupon)).toEqual({ numerator: 16775n, denominator: 1n });
  });

  it('chain: unit 3; 2.0 won, 1.5 won, lost, 3.0 won, lost -> 7.50 (eliospoker)', () => {
    const coupon = {
      typeId: CouponType.Chain,
      amount: major(3),
      legs: [
        { coef: 2, status: Win },
        { coef: 1.5, status: Win },
        { coef: 2.2, status: Lose },
        { coef: 3, status: Win },
        { coef: 1.9, status: Lose },
      ],
    };
    expect(calcPayout(coupon)).toBe(750);
  });

  describe('multi-bet: lobby 1.5; system 2/3 of 1.7, 1.2, 2.2; 200 per line (600) (betauth)', () => {
    const coupon = (statuses: readonly number[]): PayoutCoupon => ({
      typeId: CouponType.MultiBet,
      amount: major(600),
      systemValue: 2,
      legs: [1.5, 1.7, 1.2, 2.2].map((coef, index) => ({
        coef,
        status: statuses[index] as number,
        isBanker: index === 0,
      })),
    });

    it('2526 when all win', () => {
      expect(calcPayout(coupon([Win, Win, Win, Win]))).toBe(major(2526));
      expect(calcPossibleWin(coupon([Lose, Lose, Lose, Lose]))).toBe(major(2526));
    });

    it('792 when only 1.2 and 2.2 win', () => {
      expect(calcPayout(coupon([Win, Lose, Win, Win]))).toBe(major(792));
    });

    it('0 when the lobby loses, whatever the system', () => {
      expect(calcPayout(coupon([Lose, Win, Win, Win]))).toBe(0);
      expect(calcPayout(coupon([Lose, -1, -1, -1]))).toBe(0);
    });

    it('the lobby is the first banker wherever it sits', () => {
      const moved: PayoutCoupon = {
        ...coupon([Win, Win, Win, Win]),
        legs: [
          { coef: 1.7, status: Win },
          { coef: 1.2, status: Win },
          { coef: 1.5, status: Win, isBanker: true },
          { coef: 2.2, status: Win },
        ],
      };
      expect(calcPayout(moved)).toBe(major(2526));
    });
  });

  describe('accumulator with quarter lines 1.86, 1.96, 1.90, 2.36, stake 100 (sbobet AA-00182)', () => {
    const coefs = [1.86, 1.96, 1.9, 2.36];

    it('all win: exact profit 1534.68704, paid 1534.68 (rounded down)', () => {
      const coupon = { typeId: CouponType.Express, amount: major(100), legs: legs(coefs) };
      const exact = calcPayoutExact(coupon);
      expect(exact).not.toBeNull();
      // Return = stake + profit = 1634.68704 major = 163468.704 minor units, exactly.
      expect(exact).toEqual({ numerator: 20433588n, denominator: 125n }); // 163468704 / 1000
      expect(formatExact(exact ?? { numerator: 0n, denominator: 1n }, 3)).toBe('163468.704');
      expect(calcPayout(coupon)).toBe(163468);
      expect((calcPayout(coupon) ?? 0) - major(100)).toBe(153468);
    });

    it('first leg half won (status 4): exact profit 1156.77552, paid 1156.77', () => {
      const coupon = {
        typeId: CouponType.Express,
        amount: major(100),
        legs: [{ coef: 1.86, status: HalfWinHalfReturn }, ...legs(coefs.slice(1))],
      };
      expect(formatExact(calcPayoutExact(coupon) ?? { numerator: 0n, denominator: 1n }, 5)).toBe('125677.55200');
      expect(calcPayout(coupon)).toBe(125677);
    });
  });
});

describe('leg factors (coupon-math.md table)', () => {
  const single = (status: number, coef = 2.5): number | null =>
    calcPayout({ typeId: CouponType.Single, amount: 1000, legs: [{ coef, status }] });

  it.each([
    [Win, 2500],
    [Lose, 0],
    [Return, 1000],
    [ForcedReturn, 1000],
    [HalfWinHalfReturn, 1750],
    [HalfLoseHalfReturn, 500],
    [HalfLoseHalfWin, 1250],
  ])('status %i on 2.5 with stake 1000 pays %i', (status, paid) => {
    expect(single(status)).toBe(paid);
  });

  it('an unknown status is refused', () => {
    expect(mathError(() => single(7)).code).toBe(CouponMathErrorCode.InvalidStatus);
  });
});

describe('rounding: exact thousandths, rounded down once at the end', () => {
  it('1.005 and 2.675: exact where floats fall short', () => {
    // 1000 * 1.005 is 1004.9999999999999 in doubles; the engine multiplies integers.
    expect(calcPossibleWin({ typeId: CouponType.Single, amount: 1000, legs: [{ coef: 1.005 }] })).toBe(1005);
    expect(calcPossibleWin({ typeId: CouponType.Single, amount: 1000, legs: [{ coef: 2.675 }] })).toBe(2675);
    expect(calcPossibleWin({ typeId: CouponType.Single, amount: 100, legs: [{ coef: 1.15 }] })).toBe(115);
    expect(calcPossibleWin({ typeId: CouponType.Single, amount: 100, legs: [{ coef: 1.005 }] })).toBe(100);
  });

  it('rounds down, never to nearest: 0.999 of a unit is dropped', () => {
    // 999 × 1.001 = 999.999
    expect(calcPossibleWin({ typeId: CouponType.Single, amount: 999, legs: [{ coef: 1.001 }] })).toBe(999);
    expect(calcPossibleWinExact({ typeId: CouponType.Single, amount: 999, legs: [{ coef: 1.001 }] })).toEqual({
      numerator: 999999n,
      denominator: 1000n,
    });
  });

  it('rounds once: a stake not divisible by the lines is not rounded per line', () => {
    // 2/3 of 1.1, 1.2, 1.3 at 100: 100 · (1.32 + 1.43 + 1.56) / 3 = 143.666...
    const coupon = { typeId: CouponType.System, amount: 100, systemValue: 2, legs: legs([1.1, 1.2, 1.3]) };
    expect(calcPayout(coupon)).toBe(143);
    expect(calcPayoutExact(coupon)).toEqual({ numerator: 431n, denominator: 3n });
  });

  it('an express of 1.1 three times pays 1331 for 1000 (floats: 1331.0000000000005)', () => {
    expect(calcPossibleWin(express(1000, legs([1.1, 1.1, 1.1])))).toBe(1331);
  });

  it('many singles round each single on its own', () => {
    const coupon = {
      typeId: CouponType.ManySingles,
      amount: 0,
      legs: [
        { coef: 1.5, status: Win, amount: 101 },
        { coef: 1.5, status: Win, amount: 101 },
      ],
    };
    // 151.5 + 151.5: each single pays 151; the exact sum is 303.
    expect(calcPayout(coupon)).toBe(302);
    expect(calcPayoutExact(coupon)).toEqual({ numerator: 303n, denominator: 1n });
  });

  it('coefficients as text are read the same way', () => {
    expect(calcPossibleWin(express(10000, [{ coef: '1.86' }, { coef: '1.96' }]))).toBe(36456);
  });
});

describe('every priced type', () => {
  it('single', () => {
    expect(calcPayout({ typeId: CouponType.Single, amount: 500, legs: legs([1.85]) })).toBe(925);
  });

  it('express: one lost leg loses all; a void leg counts as 1', () => {
    expect(calcPayout(express(100, [...legs([2, 3]), { coef: 4, status: Lose }]))).toBe(0);
    expect(calcPayout(express(100, [...legs([2, 3]), { coef: 4, status: Return }]))).toBe(600);
  });

  it('system with a banker: C(n-b, k-b) lines, each holding the banker', () => {
    // 3/4 with banker 2.0: lines {B, x, y} over 1.5, 2.5, 3.0: 3 lines at 100 each.
    const coupon = {
      typeId: CouponType.System,
      amount: 300,
      systemValue: 3,
      legs: [{ coef: 2, status: Win, isBanker: true }, ...legs([1.5, 2.5, 3])],
    };
    // 100 · 2 · (1.5·2.5 + 1.5·3 + 2.5·3) = 200 · 15.75 = 3150
    expect(calcPayout(coupon)).toBe(3150);
    const lostBanker = [{ coef: 2, status: Lose, isBanker: true }, ...legs([1.5, 2.5, 3])];
    expect(calcPayout({ ...coupon, legs: lostBanker })).toBe(0);
  });

  it('chain: a lost first leg ends it; nothing more can be won', () => {
    const coupon = {
      typeId: CouponType.Chain,
      amount: 300,
      legs: [{ coef: 2, status: Lose }, { coef: 3 }, { coef: 4 }],
    };
    expect(calcPayout(coupon)).toBe(0);
    expect(calcPossibleWin(coupon)).toBe(300 * 2 - 300 + 300 * 3 - 300 + 300 * 4);
  });

  it('chain: order matters', () => {
    const a = {
      typeId: CouponType.Chain,
      amount: 300,
      legs: [
        { coef: 2, status: Win },
        { coef: 3, status: Lose },
      ],
    };
    const b = { ...a, legs: [...a.legs].reverse() };
    expect(calcPayout(a)).toBe(300);
    expect(calcPayout(b)).toBe(0);
  });

  it('lucky of 2 legs: 2 singles and a double', () => {
    // u = 100: 100·2 + 100·3 + 100·6
    expect(calcPossibleWin({ typeId: CouponType.Lucky, amount: 300, legs: [{ coef: 2 }, { coef: 3 }] })).toBe(1100);
  });

  it('many singles: Σ Sᵢ·fᵢ, the coupon amount ignored', () => {
    const coupon = {
      typeId: CouponType.ManySingles,
      amount: 999_999,
      legs: [
        { coef: 2, status: Win, amount: 100 },
        { coef: 3, status: Lose, amount: 200 },
        { coef: 4, status: Return, amount: 300 },
      ],
    };
    expect(calcPayout(coupon)).toBe(500);
    expect(calcPossibleWin(coupon)).toBe(200 + 600 + 1200);
  });

  it('a zero stake pays 0', () => {
    expect(calcPossibleWin(express(0, legs([2, 3])))).toBe(0);
  });
});

describe('open legs (status -1, -2 or none): null until the result is known', () => {
  it('an open leg leaves an express open while it can still win', () => {
    expect(
      calcPayout(
        express(100, [
          { coef: 2, status: Win },
          { coef: 3, status: -1 },
        ]),
      ),
    ).toBeNull();
    expect(calcPayout(express(100, [{ coef: 2, status: Win }, { coef: 3 }]))).toBeNull();
    expect(calcPayoutExact({ typeId: CouponType.Single, amount: 100, legs: [{ coef: 3, status: -2 }] })).toBeNull();
  });

  it('a lost leg settles an express at 0 even with legs still open', () => {
    expect(
      calcPayout(
        express(100, [
          { coef: 2, status: Lose },
          { coef: 3, status: -1 },
        ]),
      ),
    ).toBe(0);
  });

  it('a system is known once every line is: 2/3 with two lost legs pays 0', () => {
    const system = (statuses: readonly number[]): number | null =>
      calcPayout({
        typeId: CouponType.System,
        amount: 300,
        systemValue: 2,
        legs: [2, 3, 4].map((coef, index) => ({ coef, status: statuses[index] as number })),
      });
    expect(system([Lose, Lose, -1])).toBe(0);
    expect(system([Lose, Win, -1])).toBeNull();
  });

  it('many singles stay open while any single is', () => {
    expect(
      calcPayout({
        typeId: CouponType.ManySingles,
        amount: 0,
        legs: [
          { coef: 2, status: Win, amount: 100 },
          { coef: 3, status: -1, amount: 100 },
        ],
      }),
    ).toBeNull();
  });

  it('the possible win ignores statuses', () => {
    expect(
      calcPossibleWin(
        express(100, [
          { coef: 2, status: Lose },
          { coef: 3, status: 99 },
        ]),
      ),
    ).toBe(600);
  });
});

describe('refusals (CouponMathError with a code)', () => {
  it.each([CouponType.Conditional, CouponType.AntiExpress])('type %i is server-priced', (typeId) => {
    expect(mathError(() => calcPayout({ typeId, amount: 100, legs: legs([2, 3]) })).code).toBe(
      CouponMathErrorCode.UnsupportedType,
    );
    expect(mathError(() => calcPossibleWin({ typeId, amount: 100, legs: legs([2, 3]) })).code).toBe(
      CouponMathErrorCode.UnsupportedType,
    );
  });

  it('an unknown type is unsupported too', () => {
    expect(mathError(() => calcPossibleWin({ typeId: 42, amount: 100, legs: legs([2, 3]) })).code).toBe(
      CouponMathErrorCode.UnsupportedType,
    );
  });

  it.each<[string, PayoutCoupon]>([
    ['a single of two legs', { typeId: CouponType.Single, amount: 100, legs: legs([2, 3]) }],
    ['an express of one leg', express(100, legs([2]))],
    ['a system without a value', { typeId: CouponType.System, amount: 100, legs: legs([2, 3, 4]) }],
    ['a system 1/3', { typeId: CouponType.System, amount: 100, systemValue: 1, legs: legs([2, 3, 4]) }],
    ['a system 3/3', { typeId: CouponType.System, amount: 100, systemValue: 3, legs: legs([2, 3, 4]) }],
    ['a system 2.5/4', { typeId: CouponType.System, amount: 100, systemValue: 2.5, legs: legs([2, 3, 4, 5]) }],
    [
      'a system 2/4 with 2 bankers (k must exceed b)',
      {
        typeId: CouponType.System,
        amount: 100,
        systemValue: 2,
        legs: legs([2, 3, 4, 5]).map((leg, i) => ({ ...leg, isBanker: i < 2 })),
      },
    ],
    ['a patent of 4 legs', { typeId: CouponType.Patent, amount: 100, legs: legs([2, 3, 4, 5]) }],
    [
      'a multi-bet without a lobby',
      { typeId: CouponType.MultiBet, amount: 100, systemValue: 2, legs: legs([2, 3, 4, 5]) },
    ],
    ['a chain of one leg', { typeId: CouponType.Chain, amount: 100, legs: legs([2]) }],
  ])('%s: invalid_coupon', (_, coupon) => {
    expect(mathError(() => calcPossibleWin(coupon)).code).toBe(CouponMathErrorCode.InvalidCoupon);
  });

  it.each([-1, 1.5, Number.NaN, Infinity, 2 ** 53])('amount %s: invalid_amount', (amount) => {
    expect(mathError(() => calcPossibleWin({ typeId: CouponType.Single, amount, legs: legs([2]) })).code).toBe(
      CouponMathErrorCode.InvalidAmount,
    );
  });

  it('many singles need every leg amount', () => {
    const coupon = {
      typeId: CouponType.ManySingles,
      amount: 100,
      legs: [{ coef: 2, amount: 100 }, { coef: 3 }],
    };
    expect(mathError(() => calcPossibleWin(coupon)).code).toBe(CouponMathErrorCode.InvalidAmount);
  });

  it('a bad coefficient: invalid_coef', () => {
    for (const coef of [1.8505, 0.5]) {
      const coupon = { typeId: CouponType.Single, amount: 100, legs: [{ coef }] };
      expect(mathError(() => calcPossibleWin(coupon)).code).toBe(CouponMathErrorCode.InvalidCoef);
    }
  });

  it('a result past 2^53 minor units: amount_overflow, while the exact variant still answers', () => {
    const coupon = { typeId: CouponType.Express, amount: 1_000_000, legs: legs(Array<number>(10).fill(1000)) };
    expect(mathError(() => calcPossibleWin(coupon)).code).toBe(CouponMathErrorCode.AmountOverflow);
    expect(calcPossibleWinExact(coupon)).toEqual({ numerator: 10n ** 36n, denominator: 1n });
  });
});
