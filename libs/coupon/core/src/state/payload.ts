import { CouponType } from '../index.ts';
import type { CouponState } from './coupon-slice.ts';
import { bankerFlags, coefText, coefViewOrDecimal } from './engine.ts';
import type { ChangeCoefAction, CouponBet } from './types.ts';

/** What the coupon does not know and the payload needs: who, where from, in which odds format. */
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
   * The coupon's id for the server: the caller makes one per placement attempt (a UUID) so a
   * retried request is not a second bet; null lets the server assign it.
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
}

function betsOf(state: CouponState): CouponBet[] {
  return state.bets.ids.map((id) => state.bets.entities[id]).filter((bet): bet is CouponBet => bet !== undefined);
}

/**
 * The coupon as the server gets it (spec 01 §3), from the state and the context. Pure: the same
 * state and context give the same payload. The coefficient view id is taken only from the list
 * the app view type allows (engine `allowedCoefViews`), otherwise 0 decimal.
 */
export function buildCouponPayload(state: CouponState, context: CouponPayloadContext): CouponPayload {
  const bets = betsOf(state);
  const coefViewId = coefViewOrDecimal(context.coefViewId, context.appViewType);
  const isManySingles = state.typeId === CouponType.ManySingles;
  const bankers = bankerFlags({ typeId: state.typeId, isActiveSystemBanker: state.isActiveSystemBanker, bets });
  const payloadBets = bets.map((bet, index): CouponPayloadBet => {
    const out: CouponPayloadBet = {
      id: bet.market.id,
      gameId: bet.market.gameId,
      coef: bet.market.coef,
      sportId: bet.market.sportId,
      typeId: bet.market.typeId,
      kind: bet.market.kind,
      champId: bet.market.champId,
      isLive: bet.market.isLive,
      blockId: bet.blockId,
      isBanker: bankers[index] === true,
    };
    if (isManySingles) out.amount = state.amountByBetId[bet.id] ?? 0;
    return out;
  });
  const amount = isManySingles ? payloadBets.reduce((sum, bet) => sum + (bet.amount ?? 0), 0) : state.amount;
  return {
    id: context.id ?? null,
    accountId: state.accountId,
    amount,
    amountByBlockId: { ...state.amountByBlockId },
    bets: payloadBets,
    changeCoefAction: state.settings.changeCoefAction,
    coef: state.coef,
    coefByView: coefText(state.coef, coefViewId),
    coefViewId,
    exactCoef: state.settings.exactCoef,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    prepaidAmount: Math.min(state.availablePrepaidAmount, amount),
    refId: context.refId,
    systemValue: state.systemValue,
    typeId: state.typeId,
    userId: context.userId,
    hyperBonusPercent: state.hyperBonusPercent,
    minHyperBonusBetLimit: state.minHyperBonusBetLimit,
    maxHyperBonusLimit: state.maxHyperBonusLimit,
  };
}
