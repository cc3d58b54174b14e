// The engine's public API: pure functions and constants, no Redux, no DOM, no runtime
// dependency. The Redux state and sagas live behind `@bet/coupon/state` (src/state), which this
// entry must never import, so plain Node and other teams can use the engine alone.
export { BetStatus } from './bet-status.ts';
export { CouponType } from './coupon-type.ts';

export { CouponMathError, CouponMathErrorCode, isCouponMathError } from './coupon-math-error.ts';
export { coefToThousandths, thousandthsToCoef, type DecimalCoef } from './coefficient.ts';
export { exactEquals, floorExact, formatExact, type ExactAmount } from './exact-amount.ts';

export {
  calcPayout,
  calcPayoutExact,
  calcPossibleWin,
  calcPossibleWinExact,
  type CouponLeg,
  type PayoutCoupon,
} from './payout.ts';
export { elementarySymmetric } from './elementary-symmetric.ts';
export { combinationCount } from './combinations.ts';
export { legCountRange, systemValueRange, type LegCountRange } from './coupon-shape.ts';
export { systemVariants, type SystemVariant, type SystemVariantsOptions } from './system-variants.ts';
export { DEFAULT_SYSTEM_LINES_LIMIT, systemLines, type SystemLinesOptions } from './system-lines.ts';

export {
  BONUS_BET_EXCLUDED_KIND,
  BONUS_BET_MIN_COUNT,
  expressBonusCoef,
  isBonusBetAvailable,
  possibleWinWithExpressBonus,
  type BonusBetInput,
} from './express-bonus.ts';
export { isVipBetAvailable, type VipBetInput } from './vip-bet.ts';
export { antiExpressFairCoef } from './anti-express.ts';
export {
  CONDITIONAL_MIN_BLOCKS,
  calcConditionalPayout,
  calcConditionalPayoutExact,
  calcConditionalPossibleWin,
  calcConditionalPossibleWinExact,
  conditionalBlocks,
  type ConditionalBlock,
  type ConditionalCoupon,
} from './conditional.ts';
export { totalCoef, type TotalCoefOptions } from './total-coef.ts';

export { AppViewType, CoefView, allowedCoefViews, isCoefViewAllowed, resolveCoefView } from './coef-view.ts';
export { formatCoef } from './format-coef.ts';

export {
  FINISHED_GAME_STATUS,
  LIVE_GAME_STATUSES,
  isBetFinished,
  isBetLive,
  isBetLocked,
  type BetGameFacts,
  type BetLockFlags,
} from './bet-state.ts';
export { COUPON_ISSUE_PRIORITY, CouponIssue, primaryIssue, sortIssues } from './coupon-issue.ts';
export { BONUS_ACCOUNT_TYPE, validateCoupon, type CouponBetInput, type CouponValidationInput } from './validation.ts';
