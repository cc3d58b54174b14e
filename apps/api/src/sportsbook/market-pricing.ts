import { MARKET_TYPES } from '@bet/contract';
import { hasDraw, type SportRules } from './sport-rules';

/**
 * Prices a game's markets from one number, the strength of side 1 (0..1, 0.5 even), with the
 * bookmaker's margin. Coefficients are exact thousandths (coupon-math.md), at least 1.01.
 */
export const MARGIN = 0.06;
export const MIN_COEF_MILLI = 1010;
export const MAX_COEF_MILLI = 51_000;
/** Spec 01 §5: kind 7 markets are excluded from the bonus bet; ours are the "both score" specials. */
export const SPECIAL_MARKET_KIND = 7;

export interface MarketDraft {
  typeId: number;
  outcomeKey: string;
  paramMilli: number | null;
  coefMilli: number;
  isMain: boolean;
  sort: number;
  kind: number;
}

export function coefMilliOf(probability: number, margin = MARGIN): number {
  const raw = Math.round(1000 / (probability * (1 + margin)));
  return Math.min(MAX_COEF_MILLI, Math.max(MIN_COEF_MILLI, raw));
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const middle = <T>(items: readonly T[]): T | undefined => items[Math.floor((items.length - 1) / 2)];

/** Fair probabilities of the match result. */
export function resultProbabilities(rules: SportRules, strength: number): { p1: number; pX: number; p2: number } {
  // A lopsided match draws less often.
  const pX = (rules.drawBase ?? 0) * (1 - Math.abs(strength - 0.5));
  return { p1: (1 - pX) * strength, pX, p2: (1 - pX) * (1 - strength) };
}

export function priceMarkets(rules: SportRules, strength: number): MarketDraft[] {
  const drafts: MarketDraft[] = [];
  let sort = 0;
  const add = (typeId: number, outcomeKey: string, paramMilli: number | null, probability: number, isMain: boolean) => {
    drafts.push({
      typeId,
      outcomeKey,
      paramMilli,
      coefMilli: coefMilliOf(probability),
      isMain,
      sort: sort++,
      kind: typeId === MARKET_TYPES.bothScore ? SPECIAL_MARKET_KIND : 0,
    });
  };

  const { p1, pX, p2 } = resultProbabilities(rules, strength);
  add(MARKET_TYPES.result, '1', null, p1, true);
  if (hasDraw(rules)) add(MARKET_TYPES.result, 'X', null, pX, true);
  add(MARKET_TYPES.result, '2', null, p2, true);

  const { total, handicap } = rules;
  const mainTotal = middle(total.lines);
  for (const line of total.lines) {
    const pOver = logistic((total.mean - line / 1000) / total.scale);
    add(MARKET_TYPES.total, 'over', line, pOver, line === mainTotal);
    add(MARKET_TYPES.total, 'under', line, 1 - pOver, line === mainTotal);
  }

  // Expected difference of side 1; the main handicap is the line nearest an even price.
  const diff = (strength - 0.5) * handicap.diffScale;
  const mainHandicap = [...handicap.lines].sort(
    (a, b) => Math.abs(diff + a / 1000) - Math.abs(diff + b / 1000) || a - b,
  )[0];
  for (const line of handicap.lines) {
    const pCover = logistic((diff + line / 1000) / handicap.scale);
    add(MARKET_TYPES.handicap, '1', line, pCover, line === mainHandicap);
    add(MARKET_TYPES.handicap, '2', -line, 1 - pCover, line === mainHandicap);
  }

  if (hasDraw(rules)) {
    add(MARKET_TYPES.doubleChance, '1X', null, p1 + pX, false);
    add(MARKET_TYPES.doubleChance, '12', null, p1 + p2, false);
    add(MARKET_TYPES.doubleChance, 'X2', null, pX + p2, false);
  }
  if (rules.bothScore) {
    const pYes = 0.5 + (0.5 - Math.abs(strength - 0.5)) * 0.2 - 0.05;
    add(MARKET_TYPES.bothScore, 'yes', null, pYes, false);
    add(MARKET_TYPES.bothScore, 'no', null, 1 - pYes, false);
  }
  return drafts;
}

/**
 * Markets that price against each other (one result, one total line, one handicap line): the
 * random walk keeps the margin of such a group. A handicap's side 2 carries the opposite line.
 */
export function marketGroupKey(market: {
  gameId: number;
  typeId: number;
  outcomeKey: string;
  paramMilli: number | null;
}): string {
  const param =
    market.typeId === MARKET_TYPES.handicap && market.outcomeKey === '2' && market.paramMilli !== null
      ? -market.paramMilli
      : market.paramMilli;
  return `${market.gameId}:${market.typeId}:${param ?? ''}`;
}

/**
 * Moves a group's prices: outcome `index` has its implied probability multiplied by `factor`,
 * then the group is scaled back to its old overround, so the margin stays (up to the rounding
 * to thousandths and the 1.01 floor).
 */
export function walkGroup(coefs: readonly number[], index: number, factor: number): number[] {
  const implied = coefs.map((coef) => 1000 / coef);
  const overround = implied.reduce((sum, value) => sum + value, 0);
  const moved = implied.map((value, i) => (i === index ? value * factor : value));
  const movedSum = moved.reduce((sum, value) => sum + value, 0);
  return moved.map((value) => {
    const scaled = (value * overround) / movedSum;
    return Math.min(MAX_COEF_MILLI, Math.max(MIN_COEF_MILLI, Math.round(1000 / scaled)));
  });
}
