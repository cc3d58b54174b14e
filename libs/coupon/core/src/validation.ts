import { coefToThousandths, type DecimalCoef } from './coefficient.ts';
import { CouponIssue, sortIssues } from './coupon-issue.ts';
import { isCouponMathError } from './coupon-math-error.ts';
import { isCouponType, shapeIssues } from './coupon-shape.ts';
import { CouponType } from './coupon-type.ts';
import { vipBetIssues } from './vip-bet.ts';

/** Spec 01 §3 "Accounts": account type 4 is the bonus account, where max never applies. */
export const BONUS_ACCOUNT_TYPE = 4;

/** A bet of the coupon as validation needs it (spec 01 §3 "Bet in coupon"). */
export interface CouponBetInput {
  readonly gameId: number | string;
  readonly coef: DecimalCoef;
  /** Market kind (kind 7 matters to the express bonus only). */
  readonly kind?: number;
  /** The market is a live (not line) market: VIP bets take line bets only. */
  readonly isLive?: boolean;
  readonly isBlocked?: boolean;
  /** The server or the reducer marked this bet as dependent on another one (same game). */
  readonly isDepend?: boolean;
  readonly isBannedExpress?: boolean;
  /** System banker, or a multi-bet's lobby (the first one). */
  readonly isBanker?: boolean;
  /** Many singles (type 9): this bet's stake (amountByBetId), minor units. */
  readonly amount?: number;
  /** Conditional (type 5): the bet's block (spec 01 §3 "Bet in coupon" blockId); 0 when absent. */
  readonly blockId?: number;
}

/** Everything that decides whether a coupon can be placed. Money in minor units. */
export interface CouponValidationInput {
  readonly typeId: number;
  /** The stake (ignored for many singles, whose bets carry their own `amount`). */
  readonly amount?: number;
  readonly bets: readonly CouponBetInput[];
  /** System and multi-bet: k of "system k/n". */
  readonly systemValue?: number;
  /**
   * Conditional (type 5): each block's amount (spec 01 §3 amountByBlockId). The first block's is
   * `amount`; a later block without a positive amount is `no_amount`.
   */
  readonly amountByBlockId?: Readonly<Record<string, number>>;
  readonly promoCode?: string | null;
  /** The coupon's minimum stake; null/undefined: none. */
  readonly minBetAmount?: number | null;
  /** The coupon's maximum stake; null/undefined/Infinity: unlimited (the spec's default). */
  readonly maxBetAmount?: number | null;
  /**
   * The coupon types the site config limits: min and max apply to these types only (spec 01
   * §5). Required, so forgetting it cannot silently switch the limits off.
   */
  readonly limitedTypeIds: readonly number[];
  /** The selected account's type; 4 (BONUS_ACCOUNT_TYPE) lifts the maximum. */
  readonly accountType?: number;
  /** The player switched VIP bet on (isActiveVipBet). */
  readonly isActiveVipBet?: boolean;
  /** The site config allows VIP bets. */
  readonly isVipBetAllowed?: boolean;
}

function isValidCoef(coef: DecimalCoef): boolean {
  try {
    coefToThousandths(coef);
    return true;
  } catch (error) {
    if (isCouponMathError(error)) return false;
    throw error;
  }
}

/** Types whose bets are combined in one line: same game and express bans matter there only. */
function combinesBets(typeId: number): boolean {
  return isCouponType(typeId) && typeId !== CouponType.Single && typeId !== CouponType.ManySingles;
}

function hasSameGame(bets: readonly CouponBetInput[]): boolean {
  const games = new Set<string>();
  for (const bet of bets) {
    if (bet.isDepend === true) return true;
    const game = String(bet.gameId);
    if (games.has(game)) return true;
    games.add(game);
  }
  return false;
}

function isLimit(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Conditional (type 5): its blocks in play order (ascending blockId). */
function blockIdsOf(bets: readonly CouponBetInput[]): number[] {
  return [...new Set(bets.map((bet) => bet.blockId ?? 0))].sort((a, b) => a - b);
}

/** The later blocks' amounts of a conditional; limits apply to the first block's (`amount`) only. */
function laterBlockIssues(input: CouponValidationInput): CouponIssue[] {
  if (input.typeId !== CouponType.Conditional || input.amountByBlockId === undefined) return [];
  const issues: CouponIssue[] = [];
  for (const blockId of blockIdsOf(input.bets).slice(1)) {
    const amount = input.amountByBlockId[String(blockId)];
    if (amount === undefined || amount === 0) issues.push(CouponIssue.NoAmount);
    else if (!Number.isSafeInteger(amount) || amount < 0) issues.push(CouponIssue.InvalidAmount);
  }
  return issues;
}

function stakeIssues(input: CouponValidationInput): CouponIssue[] {
  const stakes = input.typeId === CouponType.ManySingles ? input.bets.map((bet) => bet.amount) : [input.amount];
  const limited = input.limitedTypeIds.includes(input.typeId);
  const min = limited && isLimit(input.minBetAmount) ? input.minBetAmount : null;
  const max =
    limited && isLimit(input.maxBetAmount) && input.accountType !== BONUS_ACCOUNT_TYPE ? input.maxBetAmount : null;
  const issues: CouponIssue[] = [];
  for (const stake of stakes) {
    if (stake === undefined || stake === 0) issues.push(CouponIssue.NoAmount);
    else if (!Number.isSafeInteger(stake) || stake < 0) issues.push(CouponIssue.InvalidAmount);
    else {
      if (min !== null && stake < min) issues.push(CouponIssue.BelowMin);
      if (max !== null && stake > max) issues.push(CouponIssue.AboveMax);
    }
  }
  return [...issues, ...laterBlockIssues(input)];
}

/**
 * Every reason the coupon cannot be placed, deduplicated and highest priority first (see
 * CouponIssue); empty when it can be placed. `primaryIssue` picks the one to show.
 *
 * Blocked bets block every type. Same game (the isDepend flag or two bets on one gameId) and
 * banned-from-express bets block only the types that combine bets (all but single and many
 * singles), since a single on such a market is a valid bet.
 */
export function validateCoupon(input: CouponValidationInput): CouponIssue[] {
  const { bets, typeId } = input;
  const issues: CouponIssue[] = [];
  if (bets.length === 0) issues.push(CouponIssue.NoBets);
  else issues.push(...shapeIssues(typeId, bets, input.systemValue));
  if (!isCouponType(typeId)) issues.push(CouponIssue.UnknownType);
  if (bets.some((bet) => !isValidCoef(bet.coef))) issues.push(CouponIssue.InvalidCoef);
  if (bets.some((bet) => bet.isBlocked === true)) issues.push(CouponIssue.LockedBet);
  if (combinesBets(typeId)) {
    if (hasSameGame(bets)) issues.push(CouponIssue.SameGame);
    if (bets.some((bet) => bet.isBannedExpress === true)) issues.push(CouponIssue.BannedFromExpress);
  }
  if (typeId === CouponType.Conditional && bets.length > 0 && blockIdsOf(bets).length < 2) {
    issues.push(CouponIssue.TooFewBlocks);
  }
  if (typeId === CouponType.Single && typeof input.promoCode === 'string' && input.promoCode.trim()) {
    issues.push(CouponIssue.PromoCodeOnSingle);
  }
  if (input.isActiveVipBet === true) {
    issues.push(
      ...vipBetIssues({
        isAllowedBySite: input.isVipBetAllowed === true,
        maxBetAmount: input.maxBetAmount,
        typeId,
        bets,
      }),
    );
  }
  issues.push(...stakeIssues(input));
  return sortIssues(issues);
}
