import { CouponIssue } from './coupon-issue.ts';
import { CouponType } from './coupon-type.ts';

/** How many bets a coupon type takes (max Infinity when the spec sets no limit). */
export interface LegCountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * coupon-math.md "Types": express n >= 2; system 2 <= k <= n-1 so n >= 3; patent exactly 3;
 * multi-bet a lobby plus a system (n >= 4); single one bet. Lucky and many singles take any
 * count from 2 (from 1 for many singles); the spec names no upper limits, the server has them.
 */
const LEG_COUNT: Record<CouponType, LegCountRange> = {
  [CouponType.Single]: { min: 1, max: 1 },
  [CouponType.Express]: { min: 2, max: Infinity },
  [CouponType.System]: { min: 3, max: Infinity },
  [CouponType.Chain]: { min: 2, max: Infinity },
  [CouponType.MultiBet]: { min: 4, max: Infinity },
  [CouponType.Conditional]: { min: 2, max: Infinity },
  [CouponType.AntiExpress]: { min: 2, max: Infinity },
  [CouponType.Lucky]: { min: 2, max: Infinity },
  [CouponType.Patent]: { min: 3, max: 3 },
  [CouponType.ManySingles]: { min: 1, max: Infinity },
};

export function isCouponType(typeId: unknown): typeId is CouponType {
  return typeof typeId === 'number' && Object.hasOwn(LEG_COUNT, typeId);
}

/** The bet counts a coupon type allows; throws a RangeError for an unknown type. */
export function legCountRange(typeId: number): LegCountRange {
  if (!isCouponType(typeId)) throw new RangeError(`Unknown coupon type ${typeId}`);
  return LEG_COUNT[typeId];
}

/**
 * The system values k allowed for n legs of which b are bankers: from max(2, b+1) (never below
 * 2, spec 01 §5; every line needs at least one non-banker) to n-1 (k = n is an express).
 * Empty (min > max) when no system is possible.
 */
export function systemValueRange(legCount: number, bankerCount = 0): LegCountRange {
  return { min: Math.max(2, bankerCount + 1), max: legCount - 1 };
}

/** Where a multi-bet's lobby is: the first leg marked as banker (-1 when none). */
export function lobbyIndex(legs: readonly { isBanker?: boolean }[]): number {
  return legs.findIndex((leg) => leg.isBanker === true);
}

function countBankers(legs: readonly { isBanker?: boolean }[]): number {
  let count = 0;
  for (const leg of legs) if (leg.isBanker === true) count += 1;
  return count;
}

function systemIssue(legs: readonly { isBanker?: boolean }[], systemValue: number | undefined): CouponIssue | null {
  const range = systemValueRange(legs.length, countBankers(legs));
  const valid =
    typeof systemValue === 'number' &&
    Number.isInteger(systemValue) &&
    systemValue >= range.min &&
    systemValue <= range.max;
  return valid ? null : CouponIssue.SystemValueOutOfRange;
}

/**
 * What is wrong with the coupon's shape for its type (bet count, lobby, system value), shared
 * by validateCoupon (which reports it) and the payout functions (which refuse it), so the two
 * can never disagree.
 */
export function shapeIssues(
  typeId: number,
  legs: readonly { isBanker?: boolean }[],
  systemValue: number | undefined,
): CouponIssue[] {
  if (!isCouponType(typeId)) return [CouponIssue.UnknownType];
  const { min, max } = LEG_COUNT[typeId];
  if (legs.length < min) {
    // A system value cannot be judged without enough legs: one message is enough.
    return [CouponIssue.TooFewBetsForType];
  }
  if (legs.length > max) return [CouponIssue.TooManyBetsForType];
  if (typeId === CouponType.System) {
    const issue = systemIssue(legs, systemValue);
    return issue ? [issue] : [];
  }
  if (typeId === CouponType.MultiBet) {
    const lobby = lobbyIndex(legs);
    if (lobby < 0) return [CouponIssue.MissingLobby];
    const issue = systemIssue(
      legs.filter((_, index) => index !== lobby),
      systemValue,
    );
    return issue ? [issue] : [];
  }
  return [];
}
