/**
 * The one place the state meets the engine (`../index.ts`): the coupon's bets mapped to the
 * engine's inputs, and the engine's refusals (CouponMathError) turned into "no figure".
 */
import {
  CouponType,
  antiExpressFairCoef,
  calcConditionalPossibleWin,
  calcPossibleWin,
  coefToThousandths,
  formatCoef,
  isBetFinished,
  isBetLive,
  isCouponMathError,
  resolveCoefView,
  systemValueRange,
  systemVariants,
  totalCoef,
  type BetGameFacts,
  type CouponBetInput,
  type CouponLeg,
  type SystemVariant,
} from '../index.ts';
import type { CouponBet } from './types.ts';

/** What of the coupon state the figures depend on (`systemValue` as chosen; see clampSystemValue). */
export interface CouponFigureInput {
  typeId: number;
  bets: readonly CouponBet[];
  amount: number;
  amountByBetId: Readonly<Record<string, number>>;
  /** Conditional (type 5): the later blocks' amounts as the player set them (the first block's is `amount`). */
  amountByBlockId: Readonly<Record<string, number>>;
  systemValue: number;
  isActiveSystemBanker: boolean;
  antiExpressCoef: number | null;
  minBetAmount: number;
  exactCoef: boolean;
  coefViewId: number;
}

/** Runs an engine function; a refusal of the input (not a bug) gives `fallback`. */
function orElse<T, F>(compute: () => T, fallback: F): T | F {
  try {
    return compute();
  } catch (error) {
    if (isCouponMathError(error)) return fallback;
    throw error;
  }
}

export function gameFactsOf(bet: CouponBet): BetGameFacts {
  return {
    isFinished: bet.game.isFinished,
    gameStatus: bet.game.status,
    gameTime: bet.game.time,
    isLiveInLive: bet.game.isLiveInLive,
  };
}

/**
 * Spec 01 §4 through the engine; a bet whose payload says only that its market is live (no game
 * status or clock) counts as live too, unless its game is finished.
 */
export function isCouponBetLive(bet: CouponBet): boolean {
  const facts = gameFactsOf(bet);
  return isBetLive(facts) || (bet.market.isLive && !isBetFinished(facts));
}

type BankerInput = Pick<CouponFigureInput, 'typeId' | 'isActiveSystemBanker' | 'bets'>;

/**
 * Which bets count as bankers for the engine, in bet order. A system's bankers count only in
 * banker mode. A multi-bet's lobby (its first `isBanker` bet) always counts; further bankers of
 * its system, only in banker mode. Other types have none.
 */
export function bankerFlags(input: BankerInput): boolean[] {
  const { typeId, isActiveSystemBanker, bets } = input;
  if (typeId === CouponType.System) return bets.map((bet) => isActiveSystemBanker && bet.isBanker);
  if (typeId === CouponType.MultiBet) {
    const lobby = bets.findIndex((bet) => bet.isBanker);
    return bets.map((bet, index) => index === lobby || (isActiveSystemBanker && bet.isBanker));
  }
  return bets.map(() => false);
}

/** The bankers of the system part: a multi-bet's lobby is not one of them. */
function systemBankerCount(input: BankerInput): number {
  const count = bankerFlags(input).filter(Boolean).length;
  return input.typeId === CouponType.MultiBet && count > 0 ? count - 1 : count;
}

/** The coupon's bets as the engine's legs (accepted coefficients, per-bet stakes for type 9). */
export function legsOf(input: BankerInput & Pick<CouponFigureInput, 'amountByBetId'>): CouponLeg[] {
  const bankers = bankerFlags(input);
  return input.bets.map((bet, index) => {
    const leg: { coef: number; isBanker?: boolean; amount?: number } = { coef: bet.market.coef };
    if (bankers[index]) leg.isBanker = true;
    if (input.typeId === CouponType.ManySingles) leg.amount = input.amountByBetId[bet.id] ?? 0;
    return leg;
  });
}

/**
 * The total coefficient the coupon shows and sends: a single's own, an express's exact product
 * rounded to 2 decimals (3 with exactCoef), an anti-express's server price (or its fair preview
 * while the server has given none); null for the types that have no one total.
 */
export function couponCoef(input: CouponFigureInput): number | null {
  const coefs = input.bets.map((bet) => bet.market.coef);
  if (coefs.length === 0) return null;
  switch (input.typeId) {
    case CouponType.Single:
      return coefs.length === 1 ? (coefs[0] as number) : null;
    case CouponType.Express:
      return orElse(() => totalCoef(coefs, { exact: input.exactCoef }), null);
    case CouponType.AntiExpress:
      return input.antiExpressCoef ?? orElse(() => antiExpressFairCoef(coefs), null);
    default:
      return null;
  }
}

/** The system variants offered: a system over all bets, a multi-bet's system beside the lobby. */
export function couponSystemVariants(input: CouponFigureInput): SystemVariant[] {
  const minLineStake = input.minBetAmount > 0 ? input.minBetAmount : undefined;
  const options = minLineStake === undefined ? {} : { minLineStake };
  const n = input.bets.length;
  if (input.typeId === CouponType.System) return orElse(() => systemVariants(n, systemBankerCount(input), options), []);
  if (input.typeId === CouponType.MultiBet && n > 0) {
    return orElse(() => systemVariants(n - 1, systemBankerCount(input), options), []);
  }
  return [];
}

/**
 * The system value kept within what the bets allow: never below 2 (spec 01 §5) nor below
 * bankers + 1, at most n - 1 (or the multi-bet's n - 2); left alone when no system is possible.
 */
export function clampSystemValue(input: CouponFigureInput, value: number): number {
  const whole = Number.isFinite(value) ? Math.trunc(value) : 2;
  const legs = input.typeId === CouponType.MultiBet ? input.bets.length - 1 : input.bets.length;
  const range = systemValueRange(legs, systemBankerCount(input));
  if (range.min > range.max) return Math.max(2, whole);
  return Math.min(Math.max(whole, range.min), range.max);
}

/** The coefficient in the given view ('' when there is none or the engine refuses it). */
export function coefText(coef: number | null, coefViewId: number): string {
  if (coef === null) return '';
  return orElse(() => formatCoef(coef, coefViewId), '');
}

/** The view id when the app view type allows it, decimal (0) otherwise (spec 01 §3). */
export function coefViewOrDecimal(coefViewId: number, appViewType: number): number {
  return resolveCoefView(appViewType, coefViewId);
}

/** A conditional's blocks: the bets' blockIds, ascending (the order they are played in). */
export function conditionalBlockIds(bets: readonly CouponBet[]): number[] {
  return [...new Set(bets.map((bet) => bet.blockId))].sort((a, b) => a - b);
}

/**
 * Spec 01 §3 amountByBlockId of a conditional as it is sent: the first block is staked with the
 * coupon's stake (`amount`, the money debited); each later block with the amount the player set
 * for it, the coupon's stake until they set one.
 */
export function conditionalBlockAmounts(
  input: Pick<CouponFigureInput, 'bets' | 'amount' | 'amountByBlockId'>,
): Record<string, number> {
  const amounts: Record<string, number> = {};
  conditionalBlockIds(input.bets).forEach((blockId, index) => {
    amounts[String(blockId)] = index === 0 ? input.amount : (input.amountByBlockId[String(blockId)] ?? input.amount);
  });
  return amounts;
}

/**
 * What the coupon returns if every bet wins, minor units rounded down; null when the coupon
 * cannot be priced yet (too few bets or blocks, a bad coefficient). The anti-express previews
 * with its coefficient (the server's when it has given one); the conditional with its blocks
 * chained (engine calcConditionalPossibleWin, the rule the sandbox prices with).
 */
export function couponPossibleWin(input: CouponFigureInput): number | null {
  if (input.bets.length === 0) return null;
  if (input.typeId === CouponType.Conditional) {
    const amounts = conditionalBlockAmounts(input);
    return orElse(
      () =>
        calcConditionalPossibleWin({
          blocks: conditionalBlockIds(input.bets).map((blockId) => ({
            amount: amounts[String(blockId)] ?? 0,
            legs: input.bets.filter((bet) => bet.blockId === blockId).map((bet) => ({ coef: bet.market.coef })),
          })),
        }),
      null,
    );
  }
  if (input.typeId === CouponType.AntiExpress) {
    const coef = couponCoef(input);
    if (coef === null) return null;
    // The stake times the price in thousandths, rounded down once (amounts are whole minor units).
    return orElse(() => Number((BigInt(input.amount) * BigInt(coefToThousandths(coef))) / 1000n), null);
  }
  return orElse(
    () =>
      calcPossibleWin({
        typeId: input.typeId,
        amount: input.amount,
        systemValue: input.systemValue,
        legs: legsOf(input),
      }),
    null,
  );
}

/** The coupon's bets as validateCoupon reads them. */
export function validationBetsOf(input: CouponFigureInput): CouponBetInput[] {
  const bankers = bankerFlags(input);
  return input.bets.map((bet, index) => ({
    gameId: bet.market.gameId,
    coef: bet.market.coef,
    kind: bet.market.kind,
    isLive: isCouponBetLive(bet),
    isBlocked: bet.isBlocked,
    isBannedExpress: bet.isBannedExpress,
    isBanker: bankers[index] === true,
    blockId: bet.blockId,
    ...(input.typeId === CouponType.ManySingles ? { amount: input.amountByBetId[bet.id] ?? 0 } : {}),
  }));
}
