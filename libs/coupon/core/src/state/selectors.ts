import { BONUS_ACCOUNT_TYPE } from '../index.ts';
import { betsAdapter } from './bets-slice.ts';
import type { CouponState, WithCoupon } from './coupon-state.ts';

/** What the state holds, as it is. The figures derived from it are in figures.ts. */

export const selectCoupon = (state: WithCoupon): CouponState => state.coupon;

const betSelectors = betsAdapter.getSelectors((state: WithCoupon) => state.coupon.bets);
/** The bets in the order they were added (memoised by the adapter). */
export const selectCouponBets = betSelectors.selectAll;
export const selectCouponBetIds = betSelectors.selectIds;
export const selectCouponBetById = betSelectors.selectById;
export const selectCouponBetCount = betSelectors.selectTotal;
export const selectIsBetInCoupon = (state: WithCoupon, betId: string): boolean =>
  state.coupon.bets.entities[betId] !== undefined;
export const selectAddedAtByBetId = (state: WithCoupon) => state.coupon.bets.addedAtByBetId;
export const selectDismissedBonusBetIds = (state: WithCoupon) => state.coupon.bets.dismissedBonusBetIds;
export const selectIsCouponRestored = (state: WithCoupon) => state.coupon.bets.isRestored;

export const selectCouponType = (state: WithCoupon) => state.coupon.type.typeId;
export const selectIsSystemBankerActive = (state: WithCoupon) => state.coupon.type.isActiveSystemBanker;

export const selectCouponAmount = (state: WithCoupon) => state.coupon.stake.amount;
export const selectAmountByBetId = (state: WithCoupon) => state.coupon.stake.amountByBetId;
export const selectIsAutoMaxActive = (state: WithCoupon) => state.coupon.stake.isActiveAutoMax;
export const selectIsVipBetActive = (state: WithCoupon) => state.coupon.stake.isActiveVipBet;

export const selectCouponAccount = (state: WithCoupon) => state.coupon.account;
export const selectPromo = (state: WithCoupon) => state.coupon.promo;
export const selectCouponConfig = (state: WithCoupon) => state.coupon.config;
export const selectCoefViewId = (state: WithCoupon) => state.coupon.oddsView.coefViewId;
export const selectAppViewType = (state: WithCoupon) => state.coupon.oddsView.appViewType;
export const selectOddsView = (state: WithCoupon) => state.coupon.oddsView;
export const selectOddsViewSave = (state: WithCoupon) => state.coupon.oddsViewSave;
export const selectPricing = (state: WithCoupon) => state.coupon.pricing;

export const selectCouponSettings = (state: WithCoupon) => state.coupon.settings;
export const selectChangeCoefAction = (state: WithCoupon) => state.coupon.settings.changeCoefAction;
export const selectIsOneClickActive = (state: WithCoupon) => state.coupon.settings.isActiveOneClick;

export const selectCouponTab = (state: WithCoupon) => state.coupon.panel.tab;
export const selectOneClickConfirmation = (state: WithCoupon) => state.coupon.panel.oneClickConfirmation;

export const selectPlacement = (state: WithCoupon) => state.coupon.placement;
export const selectPlacementStatus = (state: WithCoupon) => state.coupon.placement.status;
/** Spec 01 §3 isActivePlaceBet: a placement is on its way. */
export const selectIsPlacementPending = (state: WithCoupon) => state.coupon.placement.status === 'pending';
export const selectSuccessCoupon = (state: WithCoupon) => state.coupon.placement.successCoupon;

export const selectCouponReminder = (state: WithCoupon) => state.coupon.reminder.record;
export const selectIsReminderAlertVisible = (state: WithCoupon) => state.coupon.reminder.alert === 'visible';
export const selectIsCouponPageVisible = (state: WithCoupon) => state.coupon.reminder.isCouponPageVisible;
export const selectIsQuickCouponVisible = (state: WithCoupon) => state.coupon.reminder.isQuickCouponVisible;

/** The stake step for a currency, when the player or the site set one. */
export const selectAmountStep = (state: WithCoupon, currency: string): number | undefined =>
  state.coupon.settings.amountStepByCurrency[currency];

/** The one-click stake for the chosen account (the bonus account has its own). */
export const selectOneClickAmount = (state: WithCoupon): number =>
  state.coupon.account.accountType === BONUS_ACCOUNT_TYPE
    ? state.coupon.settings.bonusAccountOneClickAmount
    : state.coupon.settings.oneClickAmount;

/** The right panel is compact (spec 01 §4 "Right panel"). */
export const selectIsRightPanelCompact = (state: WithCoupon): boolean => state.coupon.rightPanel.isCompact;
