// The coupon's Redux state and sagas (`@bet/coupon/state`): framework-free, DOM-free; storage,
// clock, logger and the event bus are injected (CouponDeps).
export {
  BONUS_BET_SOURCE,
  ChangeCoefAction,
  type CouponBet,
  type CouponGame,
  type CouponGameNames,
  type CouponGameScores,
  type CouponMarket,
  type CouponMarketNames,
  type CouponPayload,
  type CouponPayloadBet,
  type CouponPayloadContext,
  type CouponPromoCode,
  type CouponReminder,
  type CouponScore,
  type CouponSettings,
  type CouponSportNames,
  type CouponTab,
  type PlacedCoupon,
  type PlacementError,
  type PlacementStatus,
  type SinglesResultCoupon,
  type StoredCoupon,
} from './types.ts';
export {
  COUPON_REMINDER_STORAGE_KEY,
  COUPON_SETTINGS_STORAGE_KEY,
  COUPON_STORAGE_KEY,
  DEFAULT_AMOUNT_STEP,
  DEFAULT_COUPON_SETTINGS,
  MIN_SYSTEM_VALUE,
  RIGHT_PANEL_STORAGE_KEY,
  REMINDER_DELAY_LINE_MS,
  REMINDER_DELAY_LIVE_MS,
} from './constants.ts';
export { decideCoefChange, toThousandths, type CoefChangeDecision } from './coef-change.ts';
export {
  betFromPayload,
  betIdOf,
  parseCouponBetPayload,
  parseCouponBetUpdate,
  type BetChanges,
  type ParsedBetPayload,
  type ParsedBetUpdate,
} from './bet.ts';
export {
  COUPON_ADD_BET_EVENT,
  COUPON_UPDATE_EVENT,
  createEventBus,
  createWindowEventBus,
  type CouponBetPayload,
  type CouponBusEventName,
  type CouponBusListener,
  type CouponEventBus,
} from './event-bus.ts';
export type { CouponDeps } from './deps.ts';

// The state: one sub-slice per concept under the `coupon` key, and its events.
export { initialCouponState, type CouponState, type WithCoupon } from './coupon-state.ts';
export { couponReducer } from './coupon-reducer.ts';
export { couponRestored } from './coupon-events.ts';
export {
  bankerToggled,
  betAdded,
  betAddRequested,
  betBlockChosen,
  betRemoved,
  betsAdapter,
  betsCleared,
  betUpdated,
  coefChangesAccepted,
  couponLoaded,
  type BetsState,
} from './bets-slice.ts';
export {
  couponTypeChosen,
  systemBankerModeToggled,
  systemValueChosen,
  type CouponTypeState,
} from './coupon-type-slice.ts';
export {
  autoMaxToggled,
  initialAmountReceived,
  stakeByBetChanged,
  stakeByBlockChanged,
  stakeChanged,
  vipBetToggled,
  type StakeState,
} from './stake-slice.ts';
export { accountChosen, prepaidAmountReceived, type CouponAccountState } from './account-slice.ts';
export { promoCodeChosen, promoCodeEntered, promoCodesReceived, type PromoState } from './promo-slice.ts';
export {
  couponConfigReceived,
  couponConfigRequested,
  stakeLimitsReceived,
  type CouponConfigState,
  type StakeLimits,
} from './config-slice.ts';
export { coefViewChanged, oddsViewChosen, type OddsViewState } from './odds-view-slice.ts';
// Issue 12: the odds view chosen, kept in the browser and saved for a player; one formatter for every coefficient shown.
export {
  oddsViewKeptLocally,
  oddsViewSaved,
  oddsViewSaveFailed,
  oddsViewSaveStarted,
  type OddsViewSaveState,
} from './odds-view-save-slice.ts';
export {
  APP_VIEW_TYPE_COOKIE,
  COEF_VIEW_ID_KEY,
  ODDS_VIEW_NOT_SAVED,
  ODDS_VIEW_NOT_STORED,
  readStoredOddsView,
} from './odds-view-saga.ts';
export { coefFormatOf, selectCoefFormat, type CoefFormat } from './coef-format.ts';
export { antiExpressCoefReceived, hyperBonusReceived, type PricingState } from './pricing-slice.ts';
export {
  amountStepChanged,
  changeCoefActionChosen,
  dropOnScoreChangeToggled,
  exactCoefToggled,
  oneClickAmountChanged,
  oneClickToggleRequested,
  settingsChanged,
} from './settings-slice.ts';
export {
  placementFailed,
  placementRequested,
  placementSucceeded,
  successCouponClosed,
  type PlacementState,
} from './placement-slice.ts';
export {
  couponPageVisibilityChanged,
  quickCouponVisibilityChanged,
  reminderAlertClosed,
  reminderCleared,
  reminderDue,
  reminderScheduled,
  type ReminderState,
} from './reminder-slice.ts';
export {
  loadCouponInputChanged,
  oneClickClearConfirmed,
  oneClickClearDeclined,
  tabChosen,
  type PanelState,
} from './panel-slice.ts';
export { rightPanelRestored, rightPanelToggled, type RightPanelState } from './right-panel-slice.ts';
export { selectStakeStep, stakeStep, steppedStake } from './stake-step.ts';

export { buildCouponPayload } from './payload.ts';
// A coupon by its code, the current one shared, the express of the day in one press.
export {
  couponCodeLoaded,
  couponCodeLoadFailed,
  couponCodeLoadRequested,
  couponShared,
  couponShareFailed,
  couponShareRequested,
  type CouponCodeLoadError,
  type CouponCodeState,
} from './coupon-code-slice.ts';
export {
  couponCodeSaga,
  loadCouponByCode,
  loadExpressOfTheDay,
  normaliseCouponCode,
  shareCurrentCoupon,
} from './coupon-code-saga.ts';
export { expressOfTheDayRequested } from './express-events.ts';
export { lineBetPayload } from './line-bet.ts';
export {
  normaliseSettings,
  parseCouponSettings,
  parseStoredCoupon,
  readCouponSettings,
  readRightPanelCompact,
  readStoredCoupon,
  serialiseCoupon,
  serialiseSettings,
} from './persistence.ts';
export { isCouponBetLive } from './engine.ts';
export {
  selectAddedAtByBetId,
  selectAmountByBetId,
  selectAmountStep,
  selectAppViewType,
  selectChangeCoefAction,
  selectCoefViewId,
  selectOddsView,
  selectOddsViewSave,
  selectCoupon,
  selectCouponAccount,
  selectCouponAmount,
  selectCouponBetById,
  selectCouponBetCount,
  selectCouponBetIds,
  selectCouponBets,
  selectCouponConfig,
  selectCouponReminder,
  selectCouponSettings,
  selectCouponTab,
  selectCouponType,
  selectDismissedBonusBetIds,
  selectIsAutoMaxActive,
  selectIsBetInCoupon,
  selectIsCouponPageVisible,
  selectIsCouponRestored,
  selectIsOneClickActive,
  selectIsPlacementPending,
  selectIsQuickCouponVisible,
  selectIsReminderAlertVisible,
  selectIsRightPanelCompact,
  selectIsSystemBankerActive,
  selectIsVipBetActive,
  selectOneClickAmount,
  selectOneClickConfirmation,
  selectPlacement,
  selectPlacementStatus,
  selectPricing,
  selectPromo,
  selectSuccessCoupon,
} from './selectors.ts';
export {
  COEF_CHANGE_PENDING,
  selectBetsWithPendingCoef,
  selectCanPlaceCoupon,
  selectCouponIssues,
  selectDependentBetIds,
  selectExpressBonusCoef,
  selectConditionalBlocks,
  selectFigureInput,
  selectHasPendingCoefChanges,
  selectIsAntiExpressServerPrice,
  selectIsBonusBetAvailable,
  selectIsVipBetAvailable,
  selectLiveBetIds,
  selectPossibleWin,
  selectPossibleWinWithBonus,
  selectPrimaryCouponIssue,
  selectSystemValue,
  selectStakeLimits,
  selectSystemVariants,
  selectTotalCoef,
  selectTotalCoefByView,
  type ConditionalBlockView,
  type CouponStateIssue,
} from './figures.ts';
export { couponSaga } from './coupon-saga.ts';
export { ANTI_EXPRESS_PRICE_FAILED, ANTI_EXPRESS_QUOTE_DELAY_MS, antiExpressPriceSaga } from './anti-express-saga.ts';
export { COUPON_CONFIG_FAILED, couponConfigSaga, loadCouponConfig } from './config-saga.ts';
export { addBet, busChannel, updateBet, watchBus } from './bus-saga.ts';
export { persistCoupon, restoreCoupon } from './storage-saga.ts';
export { reconcileReminder, reminderTimer } from './reminder-saga.ts';
// Placement: the slip's coupon and one-click bets, sent with the contract's postCoupon.
export { couponPlaced } from './placement/coupon-placed.ts';
export { oneClickBetRequested } from './placement/one-click-events.ts';
export { ONE_CLICK_NOTIFICATION_ID, oneClickCoupon, oneClickPlacementSaga } from './placement/one-click-saga.ts';
export { payloadContext } from './placement/payload-context.ts';
export { issueKey, placementErrorKey } from './placement/placement-error-key.ts';
export {
  mapPlacementFailure,
  mapPlacementRefusal,
  PLACEMENT_NETWORK_ERROR,
  PLACEMENT_UNKNOWN_ERROR,
  PlacementFailure,
  placedCouponOf,
  type CouponLimits,
  type RefusalMapping,
} from './placement/placement-failure.ts';
export { placementSaga } from './placement/placement-saga.ts';
export { PLACEMENT_NETWORK_RETRIES, PLACEMENT_RETRY_DELAY_MS, sendCoupon } from './placement/send-coupon.ts';
