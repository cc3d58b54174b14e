import type { BetStatus, CouponType } from '../index.ts';

/**
 * The coupon state's shared vocabulary: the bet, the settings, the reminder record, the payload
 * sent to the server and what placement answers. Slices, payload, deps and sagas all import
 * from here, and this file imports none of them, so no import cycle can form through a type.
 */

/**
 * Names shown for a market in the coupon. The line feed decides the wording; every field is
 * optional so a sub-app that knows only some of them can still add a bet.
 */
export interface CouponMarketNames {
  /** The market group, e.g. "Total". */
  market?: string;
  /** The outcome, e.g. "Over 2.5". */
  outcome?: string;
}

/** Spec 01 §3 "Bet in coupon": the market a bet is on. */
export interface CouponMarket {
  /** The market (outcome) id in the line; with gameId it identifies the bet. */
  id: number | string;
  /** Decimal coefficient as the line sends it, at most 3 decimals (1.85). */
  coef: number;
  sportId: number;
  /** Market type id in the line. */
  typeId: number;
  isLive: boolean;
  /** Market kind; kind 7 never counts towards the express bonus (spec 01 §5). */
  kind: number;
  gameId: number;
  champId: number;
  names: CouponMarketNames;
}

export interface CouponScore {
  score1: number;
  score2: number;
}

/** A game's score: the total and, where the sport has them, the periods. */
export interface CouponGameScores extends CouponScore {
  periods?: CouponScore[];
}

/** The names of a game: teams (or players) and championship. */
export interface CouponGameNames {
  team1?: string;
  team2?: string;
  champ?: string;
}

/** The names of a sport: in the player's language and in English. */
export interface CouponSportNames {
  name?: string;
  nameEng?: string;
}

/** Spec 02 §7: the game fields of a bet payload, and the live facts the engine reads. */
export interface CouponGame {
  names: CouponGameNames;
  scores: CouponGameScores | null;
  /** The game number shown to the player. */
  number: number | null;
  champId: number;
  sportNames: CouponSportNames;
  /** The menu section the game was picked from (line, live, ...). */
  menuSection: string | null;
  cyberTypeId: number | null;
  /** Game status: 2 and 3 live, 4 finished (spec 01 §4). */
  status: number | null;
  /** Start time, epoch seconds. */
  startTime: number | null;
  /** Game clock in seconds, when the game has one. */
  time: number | null;
  isLiveInLive: boolean;
  isFinished: boolean;
}

/** Spec 01 §3 "Bet in coupon". Entities keyed by `betIdOf(gameId, market.id)`. */
export interface CouponBet {
  id: string;
  market: CouponMarket;
  game: CouponGame;
  /** Block of a conditional coupon (type 5); 0 when the player set none. */
  blockId: number;
  statusId: BetStatus;
  isBlocked: boolean;
  isBannedExpress: boolean;
  /** This bet may not be a system banker. */
  isDisabledBanker: boolean;
  /** The player made this bet a banker of the system (used while isActiveSystemBanker). */
  isBanker: boolean;
  statisticId: string | null;
  playersDuel: boolean;
  /** Where the bet came from (`'bonus'` marks a bonus bet the site offered). */
  source: string | null;
  pageType: string | null;
  /**
   * A coefficient the line moved to that the player has not accepted yet (changeCoefAction
   * said "ask"); `market.coef` stays the accepted one until then.
   */
  pendingCoef: number | null;
}

/** A bet's source marking it as a bonus bet offered by the site (spec 01 §4 One-click). */
export const BONUS_BET_SOURCE = 'bonus';

/** 0 ask to confirm any change, 1 accept any change, 2 accept increases only (default). */
export type ChangeCoefAction = 0 | 1 | 2;

export const ChangeCoefAction = {
  Confirm: 0,
  AcceptAny: 1,
  AcceptIncrease: 2,
} as const satisfies Record<string, ChangeCoefAction>;

/** Spec 01 §3 "Coupon settings". Money in minor units. */
export interface CouponSettings {
  /** Stake step of the +/- buttons per currency (ISO code), minor units. */
  amountStepByCurrency: Record<string, number>;
  /** The player set the step by hand (otherwise the site's default step per currency). */
  isManualStep: boolean;
  changeCoefAction: ChangeCoefAction;
  /** Remembered choice of the auto-max switch (stake = the max allowed). */
  isAutoMax: boolean;
  /** Remembered choice of the VIP-bet switch. */
  isVipBet: boolean;
  isShowBalance: boolean;
  isShowPossibleWin: boolean;
  isShowAccountSelect: boolean;
  /** Keep the bets in the coupon after a successful placement. */
  isFixedCoupon: boolean;
  oneClickAmount: number;
  isActiveOneClick: boolean;
  /** Accept the bet only at the exact coefficient; totals shown with 3 decimals. */
  exactCoef: boolean;
  /** Refuse the bet when the score changes while it is being accepted. Implies exactCoef. */
  isDropOnScoreChange: boolean;
  bonusAccountOneClickAmount: number;
}

/** Spec 01 §3 "Coupon notification record (session)". */
export interface CouponReminder {
  /** The bet the reminder is about. */
  id: string;
  /** Epoch ms. */
  timeToShow: number;
  isShown: boolean;
}

export type CouponTab = 'coupon' | 'myBets';

/** A promo code offered to the player (from the promo-code store). */
export interface CouponPromoCode {
  code: string;
  name?: string;
}

/** What local storage gives back for the coupon (spec 01 §3). */
export interface StoredCoupon {
  bets: CouponBet[];
  addedAtByBetId: Record<string, number>;
  typeId: CouponType;
  systemValue: number;
}

/** What the server answers to a placed coupon; the placement maps its reply to this. */
export interface PlacedCoupon {
  /** The coupon's id on the server (what the "bet accepted" screen shows). */
  id: string;
  /** Whatever else the answer holds for the success screen (amount, possibleWin, balance, ...). */
  [key: string]: unknown;
}

export type PlacementStatus = 'idle' | 'pending' | 'failed';

export interface PlacementError {
  message: string;
  code?: string | number;
  /** limit_exceeded: what may still be staked under the player's limit, minor units. */
  limit?: number;
}

/** One line of a many-singles placement (type 9): a coupon per bet, or its error. */
export interface SinglesResultCoupon {
  betId: string;
  coupon: PlacedCoupon | null;
  error: PlacementError | null;
}

/** What the coupon sends besides its own state: who, where from, in which odds format, which attempt. */
export interface CouponPayloadContext {
  /** The player's id (global settings). */
  userId: number | null;
  /** The site's referral id (site config ref_id). */
  refId: number | null;
  /** Global settings: 0 European, 1 Asian. */
  appViewType: number;
  /** The player's odds format; accepted only when the app view type allows it, else 0 decimal. */
  coefViewId: number;
  /**
   * The coupon's id for the server: one per placement attempt (a UUID) so a retried request is
   * not a second bet; null lets the server assign it.
   */
  id?: string | null;
}

/** One bet as the server gets it. */
export interface CouponPayloadBet {
  /** The market (outcome) id. */
  id: number | string;
  gameId: number;
  /** The coefficient the player accepted. */
  coef: number;
  sportId: number;
  typeId: number;
  kind: number;
  champId: number;
  isLive: boolean;
  blockId: number;
  /** System banker (in banker mode) or the multi-bet's lobby. */
  isBanker: boolean;
  /** Many singles (type 9) only: this single's stake, minor units. */
  amount?: number;
  /**
   * The score the player saw, sent with isDropOnScoreChange for a bet on a game that has one:
   * the server drops the bet when the game's score is no longer this (spec 01 §3).
   */
  score?: CouponScore;
}

/** Spec 01 §3 "Coupon sent to server", field for field. Money in minor units. */
export interface CouponPayload {
  id: string | null;
  accountId: number | null;
  /** The whole stake: the coupon's amount, or the sum of the singles' stakes for type 9. */
  amount: number;
  amountByBlockId: Record<string, number>;
  bets: CouponPayloadBet[];
  changeCoefAction: ChangeCoefAction;
  /** The total coefficient (null for the types that have none, e.g. a system). */
  coef: number | null;
  /** The total in the accepted odds format, as the player saw it. */
  coefByView: string;
  coefViewId: number;
  exactCoef: boolean;
  isDropOnScoreChange: boolean;
  /** The prepaid (free) money used: the available prepaid amount, at most the stake. */
  prepaidAmount: number;
  refId: number | null;
  systemValue: number;
  typeId: CouponType;
  userId: number | null;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  /** The promo code the coupon carries (spec 01 §3 manualPromoCode, else promoCode); absent when none. */
  promoCode?: string;
}
