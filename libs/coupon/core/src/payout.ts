import { binomial } from './combinations.ts';
import { coefToBigThousandths, type DecimalCoef } from './coefficient.ts';
import { CouponMathError, CouponMathErrorCode } from './coupon-math-error.ts';
import { isCouponType, lobbyIndex, shapeIssues } from './coupon-shape.ts';
import { CouponType } from './coupon-type.ts';
import { elementarySymmetric, product } from './elementary-symmetric.ts';
import { exactAmount, exactEquals, minorUnitsToNumber, type ExactAmount } from './exact-amount.ts';
import { FACTOR_SCALE, settledFactor, wonFactor } from './leg-factor.ts';

/** One leg (bet) of a coupon as the payout functions need it. */
export interface CouponLeg {
  /** Decimal coefficient, at most 3 decimals (1.85 or "1.85"). */
  readonly coef: DecimalCoef;
  /** BetStatus code; missing, -1 and -2 mean the leg is still open. Ignored by calcPossibleWin. */
  readonly status?: number;
  /** System (type 2): a banker, in every line. Multi-bet (type 4): the first banker is the lobby. */
  readonly isBanker?: boolean;
  /** Many singles (type 9): this single's stake, minor units. */
  readonly amount?: number;
}

/** A coupon as the payout functions need it. Money is in minor units. */
export interface PayoutCoupon {
  readonly typeId: number;
  /**
   * The total stake debited (minor units), split evenly over the lines of a system, lucky,
   * patent or multi-bet. Chain: the unit stake. Many singles: ignored, each leg has its amount.
   */
  readonly amount: number;
  /** System and multi-bet: k of "system k/n" (for a multi-bet, k of the system beside the lobby). */
  readonly systemValue?: number;
  readonly legs: readonly CouponLeg[];
}

interface PreparedLeg {
  readonly thousandths: bigint;
  readonly status: number | undefined;
  readonly isBanker: boolean;
  readonly amount: bigint;
}

interface PreparedCoupon {
  readonly typeId: CouponType;
  readonly amount: bigint;
  readonly systemValue: number;
  readonly legs: readonly PreparedLeg[];
}

/** An unreduced result: the exact amount and what is paid (for many singles, each single rounded). */
interface Evaluation {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly paid: bigint;
}

function minorAmount(value: unknown, what: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new CouponMathError(
      CouponMathErrorCode.InvalidAmount,
      `${what} must be a whole, non-negative number of minor units, got ${String(value)}`,
    );
  }
  return BigInt(value);
}

function prepare(coupon: PayoutCoupon): PreparedCoupon {
  const { typeId, legs } = coupon;
  if (!isCouponType(typeId)) {
    throw new CouponMathError(CouponMathErrorCode.UnsupportedType, `Unknown coupon type ${typeId}`);
  }
  if (typeId === CouponType.Conditional || typeId === CouponType.AntiExpress) {
    throw new CouponMathError(
      CouponMathErrorCode.UnsupportedType,
      `Coupon type ${typeId} is priced by the server (conditional 5, anti-express 6): show its figure` +
        (typeId === CouponType.AntiExpress ? '; antiExpressFairCoef gives a preview' : ''),
    );
  }
  const [issue] = shapeIssues(typeId, legs, coupon.systemValue);
  if (issue) {
    throw new CouponMathError(
      CouponMathErrorCode.InvalidCoupon,
      `Coupon type ${typeId} with ${legs.length} legs and system value ` + `${String(coupon.systemValue)}: ${issue}`,
    );
  }
  const isManySingles = typeId === CouponType.ManySingles;
  return {
    typeId,
    amount: isManySingles ? 0n : minorAmount(coupon.amount, 'The coupon amount'),
    systemValue: coupon.systemValue ?? 0,
    legs: legs.map((leg, index) => ({
      thousandths: coefToBigThousandths(leg.coef),
      status: leg.status,
      isBanker: leg.isBanker === true,
      amount: isManySingles ? minorAmount(leg.amount, `The amount of leg ${index}`) : 0n,
    })),
  };
}

function scalePower(exponent: number): bigint {
  return FACTOR_SCALE ** BigInt(exponent);
}

function simple(numerator: bigint, denominator: bigint): Evaluation {
  return { numerator, denominator, paid: numerator / denominator };
}

/**
 * Stake/lines · ∏(banker factors) · e_{k-b}(other factors): every line holds all b bankers and
 * k-b of the others. `extra` multiplies every line (a multi-bet's lobby), `extraScale` is its
 * share of the denominator.
 */
function systemReturn(
  amount: bigint,
  legs: readonly PreparedLeg[],
  factors: readonly bigint[],
  k: number,
  extra = 1n,
  extraScale = 0,
): Evaluation {
  const bankers: bigint[] = [];
  const others: bigint[] = [];
  legs.forEach((leg, index) => (leg.isBanker ? bankers : others).push(factors[index] as bigint));
  const free = k - bankers.length;
  const lines = binomial(others.length, free);
  const numerator = amount * extra * product(bankers) * elementarySymmetric(others, free);
  return simple(numerator, lines * scalePower(k + extraScale));
}

/**
 * Chain (type 3): the unit stake U goes on the first leg; each return first pays the next leg's
 * U and the rest accumulates; a leg with less than U left is staked with what remains. The pot
 * is kept exact (denominator 2000^i after i legs) and rounded once at the end.
 */
function chainReturn(unit: bigint, factors: readonly bigint[]): Evaluation {
  let numerator = unit;
  let denominator = 1n;
  for (const factor of factors) {
    const unitHere = unit * denominator;
    const stake = numerator < unitHere ? numerator : unitHere;
    numerator = (numerator - stake) * FACTOR_SCALE + stake * factor;
    denominator *= FACTOR_SCALE;
  }
  return simple(numerator, denominator);
}

/** Lucky and patent: every combination of sizes 1..n at u = stake/(2^n-1) each: u·(∏(1+f) - 1). */
function fullCoverReturn(amount: bigint, factors: readonly bigint[]): Evaluation {
  const n = factors.length;
  const scale = scalePower(n);
  const covered = product(factors.map((factor) => FACTOR_SCALE + factor)) - scale;
  return simple(amount * covered, ((1n << BigInt(n)) - 1n) * scale);
}

/** Many singles: each single is its own bet, so each is rounded down on its own. */
function manySinglesReturn(legs: readonly PreparedLeg[], factors: readonly bigint[]): Evaluation {
  let numerator = 0n;
  let paid = 0n;
  legs.forEach((leg, index) => {
    const single = leg.amount * (factors[index] as bigint);
    numerator += single;
    paid += single / FACTOR_SCALE;
  });
  return { numerator, denominator: FACTOR_SCALE, paid };
}

function evaluate(coupon: PreparedCoupon, factors: readonly bigint[]): Evaluation {
  const { amount, legs, systemValue } = coupon;
  switch (coupon.typeId) {
    case CouponType.Single:
      return simple(amount * (factors[0] as bigint), FACTOR_SCALE);
    case CouponType.Express:
      return simple(amount * product(factors), scalePower(factors.length));
    case CouponType.System:
      return systemReturn(amount, legs, factors, systemValue);
    case CouponType.MultiBet: {
      const lobby = lobbyIndex(legs);
      const keep = (_: unknown, index: number): boolean => index !== lobby;
      return systemReturn(amount, legs.filter(keep), factors.filter(keep), systemValue, factors[lobby] as bigint, 1);
    }
    case CouponType.Chain:
      return chainReturn(amount, factors);
    case CouponType.Lucky:
    case CouponType.Patent:
      return fullCoverReturn(amount, factors);
    case CouponType.ManySingles:
      return manySinglesReturn(legs, factors);
    default:
      // prepare() refuses 5, 6 and unknown types before this point.
      throw new CouponMathError(CouponMathErrorCode.UnsupportedType, `Coupon type ${String(coupon.typeId)}`);
  }
}

function toExact(evaluation: Evaluation): ExactAmount {
  return exactAmount(evaluation.numerator, evaluation.denominator);
}

/**
 * A settled coupon's result, or null while it still depends on an open leg. Every type's return
 * grows with each leg's factor, so the result is known once the open legs all lost (factor 0)
 * and all won (factor D) give the same exact figure: an express with a lost leg is 0 even while
 * its other legs are open.
 */
function settle(coupon: PayoutCoupon): Evaluation | null {
  const prepared = prepare(coupon);
  const low: bigint[] = [];
  const high: bigint[] = [];
  let open = false;
  for (const leg of prepared.legs) {
    const factor = settledFactor(leg.thousandths, leg.status);
    if (factor === null) open = true;
    low.push(factor ?? 0n);
    high.push(factor ?? wonFactor(leg.thousandths));
  }
  const lowest = evaluate(prepared, low);
  if (!open) return lowest;
  return exactEquals(lowest, evaluate(prepared, high)) ? lowest : null;
}

function allWon(coupon: PayoutCoupon): Evaluation {
  const prepared = prepare(coupon);
  return evaluate(
    prepared,
    prepared.legs.map((leg) => wonFactor(leg.thousandths)),
  );
}

/**
 * What a coupon pays once its legs are settled, in minor units, rounded down once at the end
 * (many singles: each single rounded down). Null while an open leg (status -1/-2 or none) can
 * still change it. Throws CouponMathError: `unsupported_type` for conditional (5) and
 * anti-express (6), `invalid_coupon` for a shape the type does not allow, `invalid_coef`,
 * `invalid_status`, `invalid_amount`, `amount_overflow`.
 */
export function calcPayout(coupon: PayoutCoupon): number | null {
  const result = settle(coupon);
  return result === null ? null : minorUnitsToNumber(result.paid);
}

/** calcPayout's exact, unrounded figure (for many singles, the exact sum of the singles). */
export function calcPayoutExact(coupon: PayoutCoupon): ExactAmount | null {
  const result = settle(coupon);
  return result === null ? null : toExact(result);
}

/** The return if every leg wins (statuses ignored), minor units rounded down: the "possible win". */
export function calcPossibleWin(coupon: PayoutCoupon): number {
  return minorUnitsToNumber(allWon(coupon).paid);
}

/** calcPossibleWin's exact, unrounded figure. */
export function calcPossibleWinExact(coupon: PayoutCoupon): ExactAmount {
  return toExact(allWon(coupon));
}
