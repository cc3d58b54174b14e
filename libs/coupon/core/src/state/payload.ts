import { CouponType } from '../index.ts';
import type { WithCoupon } from './coupon-state.ts';
import { bankerFlags, coefText, coefViewOrDecimal, conditionalBlockAmounts } from './engine.ts';
import { selectFigureInput, selectTotalCoef } from './figures.ts';
import type { CouponPayload, CouponPayloadBet, CouponPayloadContext } from './types.ts';

/**
 * The coupon as the server gets it (spec 01 §3 "Coupon sent to server"), from the state and the
 * context. Pure: the same state and context give the same payload. The coefficient view id is
 * taken only from the list the app view type allows (engine `allowedCoefViews`), otherwise 0
 * decimal (spec 01 §3 "Coef view id is accepted only if in the allowed list").
 */
export function buildCouponPayload(state: WithCoupon, context: CouponPayloadContext): CouponPayload {
  const { coupon } = state;
  const input = selectFigureInput(state);
  const coef = selectTotalCoef(state);
  const coefViewId = coefViewOrDecimal(context.coefViewId, context.appViewType);
  const isManySingles = input.typeId === CouponType.ManySingles;
  const bankers = bankerFlags(input);
  const bets = input.bets.map((bet, index): CouponPayloadBet => {
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
    if (isManySingles) out.amount = input.amountByBetId[bet.id] ?? 0;
    // Drop on score change (spec 01 §3): the server compares the game's score with the one seen here.
    const scores = coupon.bets.entities[bet.id]?.game.scores;
    if (coupon.settings.isDropOnScoreChange && scores) out.score = { score1: scores.score1, score2: scores.score2 };
    return out;
  });
  const amount = isManySingles ? bets.reduce((sum, bet) => sum + (bet.amount ?? 0), 0) : input.amount;
  // Spec 01 §3: the typed code wins over the one chosen from the list; none is sent when empty.
  const promoCode = (coupon.promo.manualPromoCode || coupon.promo.promoCode).trim();
  return {
    id: context.id ?? null,
    accountId: coupon.account.accountId,
    amount,
    // Spec 01 §3: the conditional's block amounts (its first block's is the stake); none for other types.
    amountByBlockId: input.typeId === CouponType.Conditional ? conditionalBlockAmounts(input) : {},
    bets,
    changeCoefAction: coupon.settings.changeCoefAction,
    coef,
    coefByView: coefText(coef, coefViewId),
    coefViewId,
    exactCoef: coupon.settings.exactCoef,
    isDropOnScoreChange: coupon.settings.isDropOnScoreChange,
    prepaidAmount: Math.min(coupon.account.availablePrepaidAmount, amount),
    refId: context.refId,
    systemValue: input.systemValue,
    typeId: input.typeId as CouponType,
    userId: context.userId,
    hyperBonusPercent: coupon.pricing.hyperBonusPercent,
    minHyperBonusBetLimit: coupon.pricing.minHyperBonusBetLimit,
    maxHyperBonusLimit: coupon.pricing.maxHyperBonusLimit,
    ...(promoCode ? { promoCode } : {}),
  };
}
