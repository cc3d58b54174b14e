import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { CouponType } from '../index.ts';
import type { BetChanges } from './bet.ts';
import { decideCoefChange } from './coef-change.ts';
import { DEFAULT_COUPON_SETTINGS, MIN_SYSTEM_VALUE } from './constants.ts';
import type { PlacedCoupon } from './deps.ts';
import {
  clampSystemValue,
  coefText,
  coefViewOrDecimal,
  couponCoef,
  couponSystemVariants,
  type CouponFigureInput,
} from './engine.ts';
import type { SystemVariant } from '../index.ts';
import type { CouponPayloadContext } from './payload.ts';
import {
  BONUS_BET_SOURCE,
  type ChangeCoefAction,
  type CouponBet,
  type CouponPromoCode,
  type CouponReminder,
  type CouponSettings,
  type CouponTab,
} from './types.ts';

export type PlacementStatus = 'idle' | 'pending' | 'failed';

export interface PlacementError {
  message: string;
  code?: string | number;
}

/** One line of a many-singles placement (type 9): a coupon per bet, or its error. */
export interface SinglesResultCoupon {
  betId: string;
  coupon: PlacedCoupon | null;
  error: PlacementError | null;
}

export const betsAdapter = createEntityAdapter<CouponBet, string>({ selectId: (bet) => bet.id });

/** Spec 01 §3 "Coupon state", plus the progress and UI facts the rules of §4 need. */
export interface CouponState {
  tab: CouponTab;
  typeId: CouponType;
  /** A placement is on its way (mirrors `placement.status === 'pending'`). */
  isActivePlaceBet: boolean;
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  isActiveSystemBanker: boolean;
  /** In the order they were added (chain and conditional coupons are ordered). */
  bets: EntityState<CouponBet, string>;
  accountId: number | null;
  /** Stake, minor units. */
  amount: number;
  /** Conditional coupon (type 5): each block's own amount. */
  amountByBlockId: Record<string, number>;
  /** Many singles (type 9): each bet's own stake. */
  amountByBetId: Record<string, number>;
  minBetAmount: number;
  /** null: unlimited (the default). */
  maxBetAmount: number | null;
  availablePrepaidAmount: number;
  /** Total decimal coefficient of the coupon as it stands (null when the type has none). */
  coef: number | null;
  /** The total in the player's odds format, as shown. */
  coefByView: string;
  /** The odds format the coupon shows (`coefViewChanged`); always one the view type allows. */
  coefViewId: number;
  /** A promo code picked from the player's list. */
  promoCode: string;
  /** A promo code typed by hand. */
  manualPromoCode: string;
  promoCodes: CouponPromoCode[];
  /** k of a system k/n; never below 2. */
  systemValue: number;
  /** The system variants offered for the bets (engine's systemVariants). */
  systemValues: SystemVariant[];
  /** The server's price of an anti-express (type 6). */
  antiExpressCoef: number | null;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: SinglesResultCoupon[];
  /** The "load a coupon by its code" input. */
  loadCouponInputValue: string;
  /** The express of the day loaded into the coupon. */
  expressId: number | null;
  /** When each bet was added, epoch ms (the reminder picks the newest). */
  addedAtByBetId: Record<string, number>;
  maxPayout: number | null;
  /** The stake a fresh coupon starts with. */
  initialAmount: number;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  settings: CouponSettings;

  /** From the site config: the coupon types min and max apply to (spec 01 §5). */
  limitedTypeIds: number[];
  isVipBetAllowed: boolean;
  isBonusBetEnabled: boolean;
  /** The chosen account's type (4 bonus: max does not apply, bonus one-click amount). */
  accountType: number | null;
  placement: { status: PlacementStatus; error: PlacementError | null };
  /** One-click was asked for with bets in the coupon: the player must confirm they go. */
  oneClickConfirmation: 'none' | 'pending';
  /** Bonus bets the player deleted by hand: never added again. */
  dismissedBonusBetIds: string[];
  /** The coupon reminder record (spec 01 §3, §4). */
  reminder: CouponReminder | null;
  /** The reminder's warning alert, linking to the coupon. */
  reminderAlert: 'hidden' | 'visible';
  isCouponPageVisible: boolean;
  isQuickCouponVisible: boolean;
  /** Storage has been read (writes start only after it). */
  isRestored: boolean;
}

export const initialCouponState: CouponState = {
  tab: 'coupon',
  typeId: CouponType.Single,
  isActivePlaceBet: false,
  isActiveAutoMax: false,
  isActiveVipBet: false,
  isActiveSystemBanker: false,
  bets: betsAdapter.getInitialState(),
  accountId: null,
  amount: 0,
  amountByBlockId: {},
  amountByBetId: {},
  minBetAmount: 0,
  maxBetAmount: null,
  availablePrepaidAmount: 0,
  coef: null,
  coefByView: '',
  coefViewId: 0,
  promoCode: '',
  manualPromoCode: '',
  promoCodes: [],
  systemValue: MIN_SYSTEM_VALUE,
  systemValues: [],
  antiExpressCoef: null,
  successCoupon: null,
  singlesResultCoupons: [],
  loadCouponInputValue: '',
  expressId: null,
  addedAtByBetId: {},
  maxPayout: null,
  initialAmount: 0,
  hyperBonusPercent: 0,
  minHyperBonusBetLimit: 0,
  maxHyperBonusLimit: 0,
  settings: DEFAULT_COUPON_SETTINGS,
  limitedTypeIds: [],
  isVipBetAllowed: false,
  isBonusBetEnabled: false,
  accountType: null,
  placement: { status: 'idle', error: null },
  oneClickConfirmation: 'none',
  dismissedBonusBetIds: [],
  reminder: null,
  reminderAlert: 'hidden',
  isCouponPageVisible: false,
  isQuickCouponVisible: false,
  isRestored: false,
};

/** What local storage gives back for the coupon (spec 01 §3). */
export interface StoredCoupon {
  bets: CouponBet[];
  addedAtByBetId: Record<string, number>;
  typeId: CouponType;
  systemValue: number;
}

const isBonusBet = (bet: CouponBet) => bet.source === BONUS_BET_SOURCE;
const money = (amount: number) => (Number.isFinite(amount) ? Math.max(0, Math.trunc(amount)) : 0);

function allBets(state: CouponState): CouponBet[] {
  return state.bets.ids.map((id) => state.bets.entities[id]).filter((bet): bet is CouponBet => bet !== undefined);
}

/**
 * Keeps what follows from the bets consistent after any change: dependent bets (same game),
 * the coupon type (one bet is a single; a single with more bets becomes an express; a system
 * needs 3 bets), the system value (2..n-1), per-bet and per-block amounts of bets that left,
 * the totals and the system variants.
 */
function settle(state: CouponState): void {
  const bets = allBets(state);
  const perGame = new Map<number, number>();
  for (const bet of bets) perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
  for (const bet of bets) bet.isDepend = (perGame.get(bet.market.gameId) ?? 0) > 1;

  const n = bets.length;
  if (n === 1) state.typeId = CouponType.Single;
  if (n >= 2 && state.typeId === CouponType.Single) state.typeId = CouponType.Express;
  if (n < 3 && state.typeId === CouponType.System) state.typeId = n === 2 ? CouponType.Express : CouponType.Single;

  const ids = new Set(state.bets.ids);
  for (const id of Object.keys(state.amountByBetId)) if (!ids.has(id)) delete state.amountByBetId[id];
  for (const id of Object.keys(state.addedAtByBetId)) if (!ids.has(id)) delete state.addedAtByBetId[id];
  const blocks = new Set(bets.map((bet) => String(bet.blockId)));
  for (const id of Object.keys(state.amountByBlockId)) if (!blocks.has(id)) delete state.amountByBlockId[id];
  if (state.reminder && !ids.has(state.reminder.id)) clearReminder(state);
  if (n === 0) state.expressId = null;

  state.systemValue = clampSystemValue(figureInputOf(state, bets), state.systemValue);
  const input = figureInputOf(state, bets);
  state.coef = couponCoef(input);
  state.coefByView = coefText(state.coef, state.coefViewId);
  state.systemValues = couponSystemVariants(input);
}

/** What the engine's figures need from the state. */
export function figureInputOf(state: CouponState, bets: readonly CouponBet[] = allBets(state)): CouponFigureInput {
  return {
    typeId: state.typeId,
    bets,
    amount: state.amount,
    amountByBetId: state.amountByBetId,
    systemValue: state.systemValue,
    isActiveSystemBanker: state.isActiveSystemBanker,
    antiExpressCoef: state.antiExpressCoef,
    minBetAmount: state.minBetAmount,
    exactCoef: state.settings.exactCoef,
    coefViewId: state.coefViewId,
  };
}

function clearReminder(state: CouponState): void {
  state.reminder = null;
  state.reminderAlert = 'hidden';
}

/** The player deleted bets: bonus bets among them are never offered again. */
function dismissBonusBets(state: CouponState, bets: readonly CouponBet[]): void {
  for (const bet of bets) {
    if (isBonusBet(bet) && !state.dismissedBonusBetIds.includes(bet.id)) state.dismissedBonusBetIds.push(bet.id);
  }
}

function clearBets(state: CouponState): void {
  betsAdapter.removeAll(state.bets);
  state.amount = state.initialAmount;
  settle(state);
}

/** A setting changes: the rules of spec 01 §4 between one-click, exact coef and score changes. */
function applySettings(state: CouponState, patch: Partial<CouponSettings>): void {
  const next: CouponSettings = { ...state.settings, ...patch };
  if (patch.isDropOnScoreChange === true) {
    // Dropping on a score change turns one-click off, and needs the exact coefficient.
    next.isActiveOneClick = false;
    next.exactCoef = true;
  }
  if (patch.exactCoef === false) next.isDropOnScoreChange = false;
  if (patch.isActiveOneClick === true && patch.isDropOnScoreChange !== true && !state.settings.isActiveOneClick) {
    if (state.bets.ids.length > 0) {
      // Turning one-click on empties the coupon: the player confirms first.
      next.isActiveOneClick = false;
      state.oneClickConfirmation = 'pending';
    } else {
      next.isDropOnScoreChange = false;
    }
  }
  if (patch.isActiveOneClick === false) state.oneClickConfirmation = 'none';
  next.oneClickAmount = money(next.oneClickAmount);
  next.bonusAccountOneClickAmount = money(next.bonusAccountOneClickAmount);
  state.settings = next;
  // Changes waiting for the player that the (new) policy accepts go through now.
  for (const bet of allBets(state)) {
    if (bet.pendingCoef === null) continue;
    if (decideCoefChange(next.changeCoefAction, bet.market.coef, bet.pendingCoef) === 'accept') {
      bet.market.coef = bet.pendingCoef;
      bet.pendingCoef = null;
    }
  }
  settle(state);
}

function applyMaxStake(state: CouponState): void {
  if (state.isActiveAutoMax && state.maxBetAmount !== null) state.amount = state.maxBetAmount;
}

export const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    tabChosen(state, { payload }: PayloadAction<{ tab: CouponTab }>) {
      state.tab = payload.tab;
    },

    // --- storage ---------------------------------------------------------------------------
    /** Local storage read at start-up (every field already checked). */
    couponRestored(state, { payload }: PayloadAction<{ coupon: StoredCoupon | null; settings: CouponSettings }>) {
      state.settings = payload.settings;
      state.isActiveAutoMax = payload.settings.isAutoMax;
      state.isActiveVipBet = payload.settings.isVipBet;
      if (payload.coupon) {
        // Bets added (from the bus) before the storage was read stay, after the stored ones.
        const current = allBets(state);
        betsAdapter.setAll(state.bets, payload.coupon.bets);
        betsAdapter.addMany(state.bets, current);
        state.addedAtByBetId = { ...payload.coupon.addedAtByBetId, ...state.addedAtByBetId };
        state.typeId = payload.coupon.typeId;
        state.systemValue = payload.coupon.systemValue;
      }
      state.isRestored = true;
      settle(state);
    },

    // --- bets ------------------------------------------------------------------------------
    /** A bet goes into the coupon (from the bus or the page); one already there is refreshed. */
    betAdded(state, { payload }: PayloadAction<{ bet: CouponBet; addedAt: number }>) {
      const { bet } = payload;
      if (isBonusBet(bet) && state.dismissedBonusBetIds.includes(bet.id)) return;
      const existing = state.bets.entities[bet.id];
      if (existing) {
        // Keep the player's choices on the bet; take the line's facts.
        betsAdapter.upsertOne(state.bets, {
          ...bet,
          isBanker: existing.isBanker,
          blockId: bet.blockId || existing.blockId,
          market: { ...bet.market, coef: existing.market.coef },
          pendingCoef: existing.pendingCoef,
        });
        applyCoefChange(state, bet.id, bet.market.coef);
      } else {
        betsAdapter.addOne(state.bets, bet);
        state.addedAtByBetId[bet.id] = payload.addedAt;
      }
      state.successCoupon = null;
      state.singlesResultCoupons = [];
      if (state.placement.status === 'failed') state.placement = { status: 'idle', error: null };
      settle(state);
    },
    /** The player deleted a bet. A bonus bet deleted so is never added again. */
    betRemoved(state, { payload }: PayloadAction<{ id: string }>) {
      const bet = state.bets.entities[payload.id];
      if (!bet) return;
      dismissBonusBets(state, [bet]);
      betsAdapter.removeOne(state.bets, payload.id);
      if (state.bets.ids.length === 0) state.amount = state.initialAmount;
      settle(state);
    },
    /** The player emptied the coupon. */
    betsCleared(state) {
      dismissBonusBets(state, allBets(state));
      clearBets(state);
    },
    /** The line changed a bet: coefficient (through changeCoefAction), blocking, score, status. */
    betUpdated(state, { payload }: PayloadAction<{ id: string; changes: BetChanges }>) {
      const bet = state.bets.entities[payload.id];
      if (!bet) return;
      const { coef, market, game, ...flags } = payload.changes;
      Object.assign(bet, flags);
      if (market) Object.assign(bet.market, market);
      if (game) Object.assign(bet.game, game);
      if (coef !== undefined) applyCoefChange(state, bet.id, coef);
      if (bet.isBlocked && state.reminder?.id === bet.id) clearReminder(state);
      settle(state);
    },
    /** The player accepted the coefficient changes (all, or those of some bets). */
    coefChangesAccepted(state, { payload }: PayloadAction<{ ids?: string[] } | undefined>) {
      const ids = payload?.ids ?? state.bets.ids;
      for (const id of ids) {
        const bet = state.bets.entities[id];
        if (bet && bet.pendingCoef !== null) {
          bet.market.coef = bet.pendingCoef;
          bet.pendingCoef = null;
        }
      }
      settle(state);
    },
    /** A coupon loaded by its code or an express of the day replaces the bets. */
    couponLoaded(
      state,
      {
        payload,
      }: PayloadAction<{
        bets: CouponBet[];
        addedAt: number;
        typeId?: CouponType;
        systemValue?: number;
        expressId?: number | null;
      }>,
    ) {
      betsAdapter.setAll(state.bets, payload.bets);
      state.addedAtByBetId = Object.fromEntries(payload.bets.map((bet) => [bet.id, payload.addedAt]));
      if (payload.typeId !== undefined) state.typeId = payload.typeId;
      if (payload.systemValue !== undefined) state.systemValue = payload.systemValue;
      settle(state);
      state.expressId = payload.expressId ?? null;
      state.loadCouponInputValue = '';
    },
    loadCouponInputChanged(state, { payload }: PayloadAction<{ value: string }>) {
      state.loadCouponInputValue = payload.value;
    },

    // --- type, system, bankers, blocks -----------------------------------------------------------
    couponTypeChosen(state, { payload }: PayloadAction<{ typeId: CouponType }>) {
      state.typeId = payload.typeId;
      settle(state);
    },
    systemValueChosen(state, { payload }: PayloadAction<{ value: number }>) {
      state.systemValue = payload.value;
      settle(state);
    },
    systemBankerModeToggled(state) {
      state.isActiveSystemBanker = !state.isActiveSystemBanker;
      settle(state);
    },
    /** The player made a bet a banker of the system, or not (refused where the bet forbids it). */
    bankerToggled(state, { payload }: PayloadAction<{ betId: string }>) {
      const bet = state.bets.entities[payload.betId];
      if (!bet || (bet.isDisabledBanker && !bet.isBanker)) return;
      bet.isBanker = !bet.isBanker;
      settle(state);
    },
    betBlockChosen(state, { payload }: PayloadAction<{ betId: string; blockId: number }>) {
      const bet = state.bets.entities[payload.betId];
      if (!bet) return;
      bet.blockId = Math.max(0, Math.trunc(payload.blockId));
      settle(state);
    },

    // --- stakes ----------------------------------------------------------------------------------
    /** The player typed a stake: auto max stops following the limit. */
    stakeChanged(state, { payload }: PayloadAction<{ amount: number }>) {
      state.amount = money(payload.amount);
      state.isActiveAutoMax = false;
    },
    stakeByBetChanged(state, { payload }: PayloadAction<{ betId: string; amount: number }>) {
      if (!state.bets.entities[payload.betId]) return;
      state.amountByBetId[payload.betId] = money(payload.amount);
    },
    stakeByBlockChanged(state, { payload }: PayloadAction<{ blockId: number; amount: number }>) {
      state.amountByBlockId[String(payload.blockId)] = money(payload.amount);
    },
    initialAmountReceived(state, { payload }: PayloadAction<{ amount: number }>) {
      state.initialAmount = money(payload.amount);
      if (state.amount === 0) state.amount = state.initialAmount;
    },
    stakeLimitsReceived(
      state,
      { payload }: PayloadAction<{ minBetAmount: number; maxBetAmount: number | null; maxPayout?: number | null }>,
    ) {
      state.minBetAmount = money(payload.minBetAmount);
      state.maxBetAmount =
        payload.maxBetAmount === null || !Number.isFinite(payload.maxBetAmount) ? null : money(payload.maxBetAmount);
      if (payload.maxPayout !== undefined)
        state.maxPayout = payload.maxPayout === null ? null : money(payload.maxPayout);
      applyMaxStake(state);
      settle(state);
    },
    autoMaxToggled(state, { payload }: PayloadAction<{ isActive: boolean }>) {
      state.isActiveAutoMax = payload.isActive;
      state.settings.isAutoMax = payload.isActive;
      applyMaxStake(state);
    },
    vipBetToggled(state, { payload }: PayloadAction<{ isActive: boolean }>) {
      state.isActiveVipBet = payload.isActive;
      state.settings.isVipBet = payload.isActive;
    },
    /** Changing the account resets the prepaid amount (spec 01 §4 Accounts). */
    accountChosen(state, { payload }: PayloadAction<{ accountId: number; accountType?: number | null }>) {
      if (state.accountId !== payload.accountId) state.availablePrepaidAmount = 0;
      state.accountId = payload.accountId;
      state.accountType = payload.accountType ?? null;
    },
    /** The site config's coupon rules (spec 01 §5), forwarded by the app. */
    couponConfigReceived(
      state,
      { payload }: PayloadAction<{ limitedTypeIds?: number[]; isVipBetAllowed?: boolean; isBonusBetEnabled?: boolean }>,
    ) {
      if (payload.limitedTypeIds) state.limitedTypeIds = payload.limitedTypeIds;
      if (payload.isVipBetAllowed !== undefined) state.isVipBetAllowed = payload.isVipBetAllowed;
      if (payload.isBonusBetEnabled !== undefined) state.isBonusBetEnabled = payload.isBonusBetEnabled;
    },
    prepaidAmountReceived(state, { payload }: PayloadAction<{ amount: number }>) {
      state.availablePrepaidAmount = money(payload.amount);
    },
    antiExpressCoefReceived(state, { payload }: PayloadAction<{ coef: number | null }>) {
      state.antiExpressCoef = payload.coef;
      settle(state);
    },
    hyperBonusReceived(state, { payload }: PayloadAction<{ percent: number; minBetLimit: number; maxLimit: number }>) {
      state.hyperBonusPercent = Math.max(0, payload.percent);
      state.minHyperBonusBetLimit = money(payload.minBetLimit);
      state.maxHyperBonusLimit = money(payload.maxLimit);
    },

    // --- promo codes ----------------------------------------------------------------------------
    promoCodeEntered(state, { payload }: PayloadAction<{ code: string }>) {
      state.manualPromoCode = payload.code.trim();
    },
    promoCodeChosen(state, { payload }: PayloadAction<{ code: string }>) {
      state.promoCode = payload.code;
    },
    promoCodesReceived(state, { payload }: PayloadAction<{ promoCodes: CouponPromoCode[] }>) {
      state.promoCodes = payload.promoCodes;
      if (state.promoCode && !payload.promoCodes.some((p) => p.code === state.promoCode)) state.promoCode = '';
    },

    // --- odds format -----------------------------------------------------------------------------
    /** The player's odds format; one the app view type does not allow falls back to decimal. */
    coefViewChanged(state, { payload }: PayloadAction<{ coefViewId: number; appViewType: number }>) {
      state.coefViewId = coefViewOrDecimal(payload.coefViewId, payload.appViewType);
      settle(state);
    },

    // --- settings and one-click -------------------------------------------------------------------
    settingsChanged(state, { payload }: PayloadAction<Partial<CouponSettings>>) {
      applySettings(state, payload);
    },
    changeCoefActionChosen(state, { payload }: PayloadAction<{ action: ChangeCoefAction }>) {
      applySettings(state, { changeCoefAction: payload.action });
    },
    exactCoefToggled(state, { payload }: PayloadAction<{ isActive: boolean }>) {
      applySettings(state, { exactCoef: payload.isActive });
    },
    dropOnScoreChangeToggled(state, { payload }: PayloadAction<{ isActive: boolean }>) {
      applySettings(state, { isDropOnScoreChange: payload.isActive });
    },
    amountStepChanged(state, { payload }: PayloadAction<{ currency: string; step: number }>) {
      applySettings(state, {
        amountStepByCurrency: { ...state.settings.amountStepByCurrency, [payload.currency]: money(payload.step) },
        isManualStep: true,
      });
    },
    oneClickAmountChanged(state, { payload }: PayloadAction<{ amount: number; isBonusAccount?: boolean }>) {
      applySettings(
        state,
        payload.isBonusAccount ? { bonusAccountOneClickAmount: payload.amount } : { oneClickAmount: payload.amount },
      );
    },
    /** The one-click switch: on at once with an empty coupon, else after the player confirms. */
    oneClickToggleRequested(state, { payload }: PayloadAction<{ isActive?: boolean } | undefined>) {
      const isActive = payload?.isActive ?? !state.settings.isActiveOneClick;
      applySettings(state, { isActiveOneClick: isActive });
    },
    oneClickClearConfirmed(state) {
      if (state.oneClickConfirmation !== 'pending') return;
      state.oneClickConfirmation = 'none';
      dismissBonusBets(state, allBets(state));
      clearBets(state);
      applySettings(state, { isActiveOneClick: true });
    },
    oneClickClearDeclined(state) {
      state.oneClickConfirmation = 'none';
    },
    // --- placement -------------------------------------------------------------------------------
    placementRequested(state, _action: PayloadAction<{ context: CouponPayloadContext }>) {
      if (state.placement.status === 'pending') return;
      state.placement = { status: 'pending', error: null };
      state.isActivePlaceBet = true;
      state.successCoupon = null;
      state.singlesResultCoupons = [];
    },
    placementSucceeded(
      state,
      { payload }: PayloadAction<{ coupon: PlacedCoupon; singlesResultCoupons?: SinglesResultCoupon[] }>,
    ) {
      state.placement = { status: 'idle', error: null };
      state.isActivePlaceBet = false;
      state.successCoupon = payload.coupon;
      state.singlesResultCoupons = payload.singlesResultCoupons ?? [];
      state.promoCode = '';
      state.manualPromoCode = '';
      // A placed bet never reappears in the slip, unless the player fixed the coupon.
      if (!state.settings.isFixedCoupon) clearBets(state);
    },
    placementFailed(state, { payload }: PayloadAction<PlacementError>) {
      state.placement = { status: 'failed', error: payload };
      state.isActivePlaceBet = false;
    },
    successCouponClosed(state) {
      state.successCoupon = null;
      state.singlesResultCoupons = [];
    },

    // --- reminder ---------------------------------------------------------------------------------
    couponPageVisibilityChanged(state, { payload }: PayloadAction<{ isVisible: boolean }>) {
      state.isCouponPageVisible = payload.isVisible;
      if (payload.isVisible) state.reminderAlert = 'hidden';
    },
    quickCouponVisibilityChanged(state, { payload }: PayloadAction<{ isVisible: boolean }>) {
      state.isQuickCouponVisible = payload.isVisible;
      if (payload.isVisible) state.reminderAlert = 'hidden';
    },
    reminderScheduled(state, { payload }: PayloadAction<CouponReminder>) {
      state.reminder = payload;
    },
    reminderCleared(state) {
      clearReminder(state);
    },
    /** The reminder's time came: the alert shows unless the player already looks at the coupon. */
    reminderDue(state, { payload }: PayloadAction<{ id: string }>) {
      if (!state.reminder || state.reminder.id !== payload.id || state.reminder.isShown) return;
      state.reminder.isShown = true;
      state.reminderAlert = state.isCouponPageVisible || state.isQuickCouponVisible ? 'hidden' : 'visible';
    },
    reminderAlertClosed(state) {
      state.reminderAlert = 'hidden';
    },
  },
});

/** The line moved a bet's coefficient: accept silently or keep it waiting for the player. */
function applyCoefChange(state: CouponState, id: string, coef: number): void {
  const bet = state.bets.entities[id];
  if (!bet) return;
  const decision = decideCoefChange(state.settings.changeCoefAction, bet.market.coef, coef);
  if (decision === 'unchanged') bet.pendingCoef = null;
  else if (decision === 'accept') {
    bet.market.coef = coef;
    bet.pendingCoef = null;
  } else bet.pendingCoef = coef;
}

export const {
  tabChosen,
  couponRestored,
  betAdded,
  betRemoved,
  betsCleared,
  betUpdated,
  coefChangesAccepted,
  couponLoaded,
  loadCouponInputChanged,
  couponTypeChosen,
  systemValueChosen,
  systemBankerModeToggled,
  bankerToggled,
  betBlockChosen,
  stakeChanged,
  stakeByBetChanged,
  stakeByBlockChanged,
  initialAmountReceived,
  stakeLimitsReceived,
  autoMaxToggled,
  vipBetToggled,
  accountChosen,
  couponConfigReceived,
  prepaidAmountReceived,
  antiExpressCoefReceived,
  hyperBonusReceived,
  promoCodeEntered,
  promoCodeChosen,
  promoCodesReceived,
  coefViewChanged,
  settingsChanged,
  changeCoefActionChosen,
  exactCoefToggled,
  dropOnScoreChangeToggled,
  amountStepChanged,
  oneClickAmountChanged,
  oneClickToggleRequested,
  oneClickClearConfirmed,
  oneClickClearDeclined,
  placementRequested,
  placementSucceeded,
  placementFailed,
  successCouponClosed,
  couponPageVisibilityChanged,
  quickCouponVisibilityChanged,
  reminderScheduled,
  reminderCleared,
  reminderDue,
  reminderAlertClosed,
} = couponSlice.actions;

export const couponReducer = couponSlice.reducer;

/**
 * A page picked a bet: the same payload as the bus event `couponAddBet`, checked by the saga,
 * which answers with `betAdded`, `betRemoved` or `oneClickBetRequested`. No state of its own.
 */
export const betAddRequested = createAction<unknown>(`${couponSlice.name}/betAddRequested`);

/**
 * One-click is on and a bet was picked: whoever places bets in the app places it at once with
 * `amount` (the one-click amount of the chosen account); the coupon keeps nothing.
 */
export const oneClickBetRequested = createAction<{ bet: CouponBet; amount: number }>(
  `${couponSlice.name}/oneClickBetRequested`,
);
