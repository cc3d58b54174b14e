import { createSelector } from 'reselect';
import {
  BONUS_ACCOUNT_TYPE,
  CouponType,
  calcPossibleWinExact,
  possibleWinWithExpressBonus,
  expressBonusCoef,
  isBonusBetAvailable,
  isVipBetAvailable,
  primaryIssue,
  sortIssues,
  validateCoupon,
  type CouponIssue,
  type SystemVariant,
} from '../index.ts';
import type { WithCoupon } from './coupon-state.ts';
import {
  clampSystemValue,
  coefText,
  conditionalBlockAmounts,
  conditionalBlockIds,
  couponCoef,
  couponPossibleWin,
  couponSystemVariants,
  isCouponBetLive,
  legsOf,
  validationBetsOf,
  type CouponFigureInput,
} from './engine.ts';
import { selectCouponBetCount, selectCouponBets } from './selectors.ts';
import type { CouponBet } from './types.ts';

/**
 * What follows from the coupon state, memoised with reselect over the engine: never stored, so
 * it can never disagree with the bets, the type or the stake it comes from.
 */

/** A coefficient change waits for the player (changeCoefAction said "ask"). */
export const COEF_CHANGE_PENDING = 'coef_change_pending';

/** The engine's issues plus what only the state knows. */
export type CouponStateIssue = CouponIssue | typeof COEF_CHANGE_PENDING;

const selectType = (state: WithCoupon) => state.coupon.type;
const selectStake = (state: WithCoupon) => state.coupon.stake;
const selectConfig = (state: WithCoupon) => state.coupon.config;
const selectAntiExpressCoef = (state: WithCoupon) => state.coupon.pricing.antiExpressCoef;
const selectExactCoef = (state: WithCoupon) => state.coupon.settings.exactCoef;
const selectCoefView = (state: WithCoupon) => state.coupon.oddsView.coefViewId;
const selectAccountType = (state: WithCoupon): number | null => state.coupon.account.accountType;

/** The engine's input with the system value as the player chose it. */
const selectChosenInput = createSelector(
  [selectCouponBets, selectType, selectStake, selectAntiExpressCoef, selectConfig, selectExactCoef, selectCoefView],
  (bets, type, stake, antiExpressCoef, config, exactCoef, coefViewId): CouponFigureInput => ({
    typeId: type.typeId,
    bets,
    amount: stake.amount,
    amountByBetId: stake.amountByBetId,
    amountByBlockId: stake.amountByBlockId,
    systemValue: type.systemValue,
    isActiveSystemBanker: type.isActiveSystemBanker,
    antiExpressCoef,
    minBetAmount: config.minBetAmount,
    exactCoef,
    coefViewId,
  }),
);

/** k of a system k/n in force: the player's choice kept within max(2, bankers + 1)..n-1 (spec 01 §5). */
export const selectSystemValue = createSelector([selectChosenInput], (input) =>
  clampSystemValue(input, input.systemValue),
);

/** The engine's input as the coupon stands: what the figures, the issues and the payload read. */
export const selectFigureInput = createSelector(
  [selectChosenInput, selectSystemValue],
  (input, systemValue): CouponFigureInput => (input.systemValue === systemValue ? input : { ...input, systemValue }),
);

/**
 * The total coefficient (single: its own; express: the exact product shown with 2 decimals, 3
 * with exactCoef; anti-express: the server's price, else the fair preview; other types: null).
 */
export const selectTotalCoef = createSelector([selectFigureInput], couponCoef);

/** The total in the player's odds format, as shown and sent ('' when there is none). */
export const selectTotalCoefByView = createSelector([selectTotalCoef, selectCoefView], coefText);

/** A conditional's blocks as the player sees them: play order, the amount each is staked with, its bets. */
export interface ConditionalBlockView {
  blockId: number;
  amount: number;
  betIds: string[];
}

/** Conditional (type 5): its blocks (empty for other types). */
export const selectConditionalBlocks = createSelector([selectFigureInput], (input): ConditionalBlockView[] => {
  if (input.typeId !== CouponType.Conditional) return [];
  const amounts = conditionalBlockAmounts(input);
  return conditionalBlockIds(input.bets).map((blockId) => ({
    blockId,
    amount: amounts[String(blockId)] ?? 0,
    betIds: input.bets.filter((bet) => bet.blockId === blockId).map((bet) => bet.id),
  }));
});

/** Anti-express (type 6): whether the coefficient shown is the server's price (else the fair preview). */
export const selectIsAntiExpressServerPrice = (state: WithCoupon): boolean =>
  state.coupon.type.typeId === CouponType.AntiExpress && state.coupon.pricing.antiExpressCoef !== null;

/** The system variants offered for the bets (engine systemVariants). */
export const selectSystemVariants = createSelector([selectFigureInput], (input): SystemVariant[] =>
  couponSystemVariants(input),
);

/** What the coupon returns if every bet wins (engine calcPossibleWin), minor units; null: no figure. */
export const selectPossibleWin = createSelector([selectFigureInput], couponPossibleWin);

/** Bets sharing their game with another bet of the coupon (spec 01 §3 isDepend). */
export const selectDependentBetIds = createSelector([selectCouponBets], (bets): ReadonlySet<string> => {
  const perGame = new Map<number, number>();
  for (const bet of bets) perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
  return new Set(bets.filter((bet) => (perGame.get(bet.market.gameId) ?? 0) > 1).map((bet) => bet.id));
});

export const selectBetsWithPendingCoef = createSelector([selectCouponBets], (bets): CouponBet[] =>
  bets.filter((bet) => bet.pendingCoef !== null),
);
export const selectHasPendingCoefChanges = (state: WithCoupon): boolean => selectBetsWithPendingCoef(state).length > 0;

export const selectLiveBetIds = createSelector([selectCouponBets], (bets): string[] =>
  bets.filter(isCouponBetLive).map((bet) => bet.id),
);

/** Every reason the coupon cannot be placed, highest priority first (engine validateCoupon). */
export const selectCouponIssues = createSelector(
  [selectFigureInput, selectConfig, selectStake, (state: WithCoupon) => state.coupon.promo, selectAccountType],
  (input, config, stake, promo, accountType): CouponStateIssue[] => {
    const issues: CouponStateIssue[] = sortIssues(
      validateCoupon({
        typeId: input.typeId,
        amount: input.amount,
        bets: validationBetsOf(input),
        systemValue: input.systemValue,
        amountByBlockId: conditionalBlockAmounts(input),
        promoCode: promo.manualPromoCode || promo.promoCode,
        minBetAmount: config.minBetAmount,
        maxBetAmount: config.maxBetAmount,
        limitedTypeIds: config.limitedTypeIds,
        accountType: accountType ?? undefined,
        isActiveVipBet: stake.isActiveVipBet,
        isVipBetAllowed: config.isVipBetAllowed,
      }),
    );
    if (input.bets.some((bet) => bet.pendingCoef !== null)) issues.push(COEF_CHANGE_PENDING);
    return issues;
  },
);

/** The one message to show: the engine's priority, the pending coefficient change last. */
export const selectPrimaryCouponIssue = createSelector([selectCouponIssues], (issues): CouponStateIssue | null => {
  const engineIssues = issues.filter((issue): issue is CouponIssue => issue !== COEF_CHANGE_PENDING);
  return primaryIssue(engineIssues) ?? (issues.length > 0 ? COEF_CHANGE_PENDING : null);
});

export const selectCanPlaceCoupon = (state: WithCoupon): boolean =>
  selectCouponIssues(state).length === 0 && state.coupon.placement.status !== 'pending';

/**
 * Spec 01 §5 "Min or max amount applies only to coupon types listed in config; max does not
 * apply to the bonus account": the limits in force for the coupon as it stands (null: none).
 */
export const selectStakeLimits = createSelector(
  [selectConfig, selectFigureInput, selectAccountType],
  (config, input, accountType): { min: number | null; max: number | null } => {
    if (!config.limitedTypeIds.includes(input.typeId)) return { min: null, max: null };
    return {
      min: config.minBetAmount > 0 ? config.minBetAmount : null,
      max: accountType === BONUS_ACCOUNT_TYPE ? null : config.maxBetAmount,
    };
  },
);

/** Spec 01 §5 express bonus, through the engine: offered only for the bets as they stand. */
export const selectIsBonusBetAvailable = createSelector([selectConfig, selectFigureInput], (config, input) =>
  isBonusBetAvailable({
    isEnabled: config.isBonusBetEnabled,
    typeId: input.typeId,
    bets: input.bets.map((bet) => ({ coef: bet.market.coef, kind: bet.market.kind })),
  }),
);

/** Spec 01 §5: the express bonus coefficient (1 + count/100, 1.1 outside 1-9) when it applies, else null. */
export const selectExpressBonusCoef = createSelector(
  [selectIsBonusBetAvailable, selectCouponBetCount],
  (isAvailable, count): number | null => (isAvailable ? expressBonusCoef(count) : null),
);

/**
 * The possible win as the express bonus adds it (spec 01 §5), minor units; null when the bonus
 * does not apply or there is no figure. The exact win times the bonus, rounded down once.
 */
export const selectPossibleWinWithBonus = createSelector(
  [selectFigureInput, selectIsBonusBetAvailable],
  (input, isAvailable): number | null => {
    if (!isAvailable || input.bets.length === 0) return null;
    try {
      const exact = calcPossibleWinExact({
        typeId: input.typeId,
        amount: input.amount,
        systemValue: input.systemValue,
        legs: legsOf(input),
      });
      return possibleWinWithExpressBonus(exact, input.bets.length);
    } catch {
      // A figure the engine cannot make (a malformed coefficient): validateCoupon reports it.
      return null;
    }
  },
);

/** Spec 01 §5 VIP bet, through the engine (live bets by the game's state, spec 01 §4). */
export const selectIsVipBetAvailable = createSelector([selectConfig, selectFigureInput], (config, input) =>
  isVipBetAvailable({
    isAllowedBySite: config.isVipBetAllowed,
    maxBetAmount: config.maxBetAmount,
    typeId: input.typeId,
    bets: input.bets.map((bet) => ({ isLive: isCouponBetLive(bet) })),
  }),
);
