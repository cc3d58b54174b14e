import { createSelector } from 'reselect';
import {
  BONUS_ACCOUNT_TYPE,
  expressBonusCoef,
  isBonusBetAvailable,
  isVipBetAvailable,
  primaryIssue,
  sortIssues,
  validateCoupon,
  type CouponIssue,
} from '../index.ts';
import { betsAdapter, figureInputOf, type CouponState } from './coupon-slice.ts';
import { couponPossibleWin, isCouponBetLive, validationBetsOf } from './engine.ts';
import type { CouponBet } from './types.ts';

export interface WithCoupon {
  coupon: CouponState;
}

/** A coefficient change waits for the player (changeCoefAction said "ask"). */
export const COEF_CHANGE_PENDING = 'coef_change_pending';

/** The engine's issues plus what only the state knows. */
export type CouponStateIssue = CouponIssue | typeof COEF_CHANGE_PENDING;

export const selectCoupon = (state: WithCoupon): CouponState => state.coupon;

const betSelectors = betsAdapter.getSelectors((state: WithCoupon) => state.coupon.bets);
/** The bets in the order they were added (memoised by the adapter). */
export const selectCouponBets = betSelectors.selectAll;
export const selectCouponBetIds = betSelectors.selectIds;
export const selectCouponBetById = betSelectors.selectById;
export const selectCouponBetCount = betSelectors.selectTotal;
export const selectIsBetInCoupon = (state: WithCoupon, betId: string): boolean =>
  state.coupon.bets.entities[betId] !== undefined;

export const selectCouponTab = (state: WithCoupon) => state.coupon.tab;
export const selectCouponType = (state: WithCoupon) => state.coupon.typeId;
export const selectCouponAmount = (state: WithCoupon) => state.coupon.amount;
export const selectSystemValue = (state: WithCoupon) => state.coupon.systemValue;
export const selectSystemVariants = (state: WithCoupon) => state.coupon.systemValues;
export const selectTotalCoef = (state: WithCoupon) => state.coupon.coef;
export const selectTotalCoefByView = (state: WithCoupon) => state.coupon.coefByView;
export const selectCouponSettings = (state: WithCoupon) => state.coupon.settings;
export const selectChangeCoefAction = (state: WithCoupon) => state.coupon.settings.changeCoefAction;
export const selectIsOneClickActive = (state: WithCoupon) => state.coupon.settings.isActiveOneClick;
export const selectOneClickConfirmation = (state: WithCoupon) => state.coupon.oneClickConfirmation;
export const selectDismissedBonusBetIds = (state: WithCoupon) => state.coupon.dismissedBonusBetIds;
export const selectPlacement = (state: WithCoupon) => state.coupon.placement;
export const selectPlacementStatus = (state: WithCoupon) => state.coupon.placement.status;
export const selectSuccessCoupon = (state: WithCoupon) => state.coupon.successCoupon;
export const selectCouponReminder = (state: WithCoupon) => state.coupon.reminder;
export const selectIsReminderAlertVisible = (state: WithCoupon) => state.coupon.reminderAlert === 'visible';
export const selectIsCouponRestored = (state: WithCoupon) => state.coupon.isRestored;

/** The stake step for a currency, when the player or the site set one. */
export const selectAmountStep = (state: WithCoupon, currency: string): number | undefined =>
  state.coupon.settings.amountStepByCurrency[currency];

/** The one-click stake for the chosen account (the bonus account has its own). */
export const selectOneClickAmount = (state: WithCoupon): number =>
  state.coupon.accountType === BONUS_ACCOUNT_TYPE
    ? state.coupon.settings.bonusAccountOneClickAmount
    : state.coupon.settings.oneClickAmount;

const selectFigureInput = createSelector([selectCoupon, selectCouponBets], (coupon, bets) =>
  figureInputOf(coupon, bets),
);

/** What the coupon returns if every bet wins (engine calcPossibleWin), minor units; null: no figure. */
export const selectPossibleWin = createSelector([selectFigureInput], couponPossibleWin);

export const selectBetsWithPendingCoef = createSelector([selectCouponBets], (bets): CouponBet[] =>
  bets.filter((bet) => bet.pendingCoef !== null),
);
export const selectHasPendingCoefChanges = (state: WithCoupon): boolean => selectBetsWithPendingCoef(state).length > 0;

export const selectLiveBetIds = createSelector([selectCouponBets], (bets): string[] =>
  bets.filter(isCouponBetLive).map((bet) => bet.id),
);

/** Every reason the coupon cannot be placed, highest priority first (engine validateCoupon). */
export const selectCouponIssues = createSelector(
  [selectCoupon, selectFigureInput],
  (coupon, input): CouponStateIssue[] => {
    const issues: CouponStateIssue[] = sortIssues(
      validateCoupon({
        typeId: coupon.typeId,
        amount: coupon.amount,
        bets: validationBetsOf(input),
        systemValue: coupon.systemValue,
        promoCode: coupon.manualPromoCode || coupon.promoCode,
        minBetAmount: coupon.minBetAmount,
        maxBetAmount: coupon.maxBetAmount,
        limitedTypeIds: coupon.limitedTypeIds,
        accountType: coupon.accountType ?? undefined,
        isActiveVipBet: coupon.isActiveVipBet,
        isVipBetAllowed: coupon.isVipBetAllowed,
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

/** Spec 01 §5 express bonus, through the engine. */
export const selectIsBonusBetAvailable = createSelector([selectCoupon, selectCouponBets], (coupon, bets) =>
  isBonusBetAvailable({
    isEnabled: coupon.isBonusBetEnabled,
    typeId: coupon.typeId,
    bets: bets.map((bet) => ({ coef: bet.market.coef, kind: bet.market.kind })),
  }),
);

/** The express bonus coefficient when the bonus applies, else null. */
export const selectExpressBonusCoef = createSelector(
  [selectIsBonusBetAvailable, selectCouponBetCount],
  (isAvailable, count): number | null => (isAvailable ? expressBonusCoef(count) : null),
);

/** Spec 01 §5 VIP bet, through the engine (live bets by the game's state, spec 01 §4). */
export const selectIsVipBetAvailable = createSelector([selectCoupon, selectCouponBets], (coupon, bets) =>
  isVipBetAvailable({
    isAllowedBySite: coupon.isVipBetAllowed,
    maxBetAmount: coupon.maxBetAmount,
    typeId: coupon.typeId,
    bets: bets.map((bet) => ({ isLive: isCouponBetLive(bet) })),
  }),
);
