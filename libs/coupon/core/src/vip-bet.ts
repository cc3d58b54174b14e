import { CouponIssue } from './coupon-issue.ts';
import { CouponType } from './coupon-type.ts';

/** What a VIP bet depends on (spec 01 §5). */
export interface VipBetInput {
  /** The site config allows VIP bets. */
  readonly isAllowedBySite: boolean;
  /** The coupon's max bet, minor units; null, undefined or Infinity: unlimited (the default). */
  readonly maxBetAmount?: number | null;
  readonly typeId: number;
  /** `isLive` is the market's: a VIP bet takes line bets only. */
  readonly bets: readonly { readonly isLive?: boolean }[];
}

/**
 * The VIP rules the coupon breaks (spec 01 §5): site allows it, max bet finite, every bet a line
 * bet, not type 9. "At least one bet" is CouponIssue.NoBets, reported by validateCoupon.
 */
export function vipBetIssues(input: VipBetInput): CouponIssue[] {
  const issues: CouponIssue[] = [];
  if (!input.isAllowedBySite) issues.push(CouponIssue.VipNotAllowed);
  const max = input.maxBetAmount;
  if (typeof max !== 'number' || !Number.isFinite(max)) issues.push(CouponIssue.VipNeedsMaxBet);
  if (input.bets.some((bet) => bet.isLive === true)) issues.push(CouponIssue.VipLiveBet);
  if (input.typeId === CouponType.ManySingles) issues.push(CouponIssue.VipManySingles);
  return issues;
}

/** Spec 01 §5: VIP bet only when the site allows it, max bet finite, all bets line, >= 1 bet, not type 9. */
export function isVipBetAvailable(input: VipBetInput): boolean {
  return input.bets.length > 0 && vipBetIssues(input).length === 0;
}
