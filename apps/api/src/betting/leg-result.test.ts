import { MARKET_TYPES } from '@bet/contract';
import { BetStatus, calcPayout } from '@bet/coupon';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { legStatus } from './leg-result';
import type { SettledMarket } from './leg-result';

const market = (typeId: number, outcomeKey: string, paramMilli: number | null = null): SettledMarket => ({
  typeId,
  outcomeKey,
  paramMilli,
});
const score = (score1: number, score2: number) => ({ score1, score2 });
const { result, total, handicap, doubleChance, bothScore } = MARKET_TYPES;

describe('leg status from the final score (spec 01 §4 bet status codes)', () => {
  it.each([
    ['1X2: 1 on a home win', market(result, '1'), score(2, 1), BetStatus.Win],
    ['1X2: X on a home win', market(result, 'X'), score(2, 1), BetStatus.Lose],
    ['1X2: X on a draw', market(result, 'X'), score(0, 0), BetStatus.Win],
    ['1X2: 2 on an away win', market(result, '2'), score(0, 3), BetStatus.Win],
    ['double chance 1X on a draw', market(doubleChance, '1X'), score(1, 1), BetStatus.Win],
    ['double chance 12 on a draw', market(doubleChance, '12'), score(1, 1), BetStatus.Lose],
    ['double chance X2 on a home win', market(doubleChance, 'X2'), score(1, 0), BetStatus.Lose],
    ['both score: yes on 1-1', market(bothScore, 'yes'), score(1, 1), BetStatus.Win],
    ['both score: yes on 2-0', market(bothScore, 'yes'), score(2, 0), BetStatus.Lose],
    ['both score: no on 2-0', market(bothScore, 'no'), score(2, 0), BetStatus.Win],
    ['total over 2.5 on 2-1', market(total, 'over', 2500), score(2, 1), BetStatus.Win],
    ['total under 2.5 on 2-1', market(total, 'under', 2500), score(2, 1), BetStatus.Lose],
    ['whole total over 2 on 1-1: exact line returns', market(total, 'over', 2000), score(1, 1), BetStatus.Return],
    ['whole total under 3 on 2-1: exact line returns', market(total, 'under', 3000), score(2, 1), BetStatus.Return],
    [
      'quarter total over 2.25 on 1-1: half lose (2 push, 2.5 lose)',
      market(total, 'over', 2250),
      score(1, 1),
      BetStatus.HalfLoseHalfReturn,
    ],
    [
      'quarter total under 2.25 on 1-1: half win (2 push, 2.5 win)',
      market(total, 'under', 2250),
      score(1, 1),
      BetStatus.HalfWinHalfReturn,
    ],
    [
      'quarter total over 1.75 on 1-1: half win (1.5 win, 2 push)',
      market(total, 'over', 1750),
      score(1, 1),
      BetStatus.HalfWinHalfReturn,
    ],
    [
      'quarter total over 2.75 on 2-1: half win (2.5 win, 3 push)',
      market(total, 'over', 2750),
      score(2, 1),
      BetStatus.HalfWinHalfReturn,
    ],
    ['quarter total over 2.25 on 2-1: win', market(total, 'over', 2250), score(2, 1), BetStatus.Win],
    ['handicap 1 (-0.25) on 1-1: half lose', market(handicap, '1', -250), score(1, 1), BetStatus.HalfLoseHalfReturn],
    ['handicap 2 (+0.25) on 1-1: half win', market(handicap, '2', 250), score(1, 1), BetStatus.HalfWinHalfReturn],
    [
      'handicap 1 (-0.75) on 1-0: half win (-0.5 win, -1 push)',
      market(handicap, '1', -750),
      score(1, 0),
      BetStatus.HalfWinHalfReturn,
    ],
    ['handicap 2 (+0.75) on 1-0: half lose', market(handicap, '2', 750), score(1, 0), BetStatus.HalfLoseHalfReturn],
    ['handicap 1 (-1) on 2-1: exact line returns', market(handicap, '1', -1000), score(2, 1), BetStatus.Return],
    ['handicap 1 (-1) on 3-1: win', market(handicap, '1', -1000), score(3, 1), BetStatus.Win],
    ['handicap 2 (+1.5) on 2-1: win', market(handicap, '2', 1500), score(2, 1), BetStatus.Win],
    ['handicap 2 (0) on 1-1: level returns', market(handicap, '2', 0), score(1, 1), BetStatus.Return],
  ])('%s', (_name, settled, final, status) => {
    expect(legStatus(settled, final)).toBe(status);
  });

  it('returns by force (3) what it cannot read: an unknown type or key, a line market without its line', () => {
    expect(legStatus(market(99, '1'), score(1, 0))).toBe(BetStatus.ForcedReturn);
    expect(legStatus(market(result, 'yes'), score(1, 0))).toBe(BetStatus.ForcedReturn);
    expect(legStatus(market(total, 'over', null), score(1, 0))).toBe(BetStatus.ForcedReturn);
  });
});

/**
 * An Asian line read the long way (coupon-math.md leg factors): a quarter line is half the stake
 * on each neighbouring half line, a whole or half line is one bet; each part pays D when the side
 * beats the line, the stake back when it lands on it, nothing when it falls short.
 */
function expectedReturn(stake: number, coefMilli: number, margins: readonly number[]): number {
  const part = stake / margins.length;
  return margins.reduce((sum, margin) => sum + (margin > 0 ? (part * coefMilli) / 1000 : margin === 0 ? part : 0), 0);
}

describe('property: leg status agrees with the payout factor of coupon-math.md', () => {
  const line = fc.oneof(
    fc.integer({ min: -20, max: 20 }).map((quarters) => quarters * 250),
    fc.integer({ min: -10, max: 10 }).map((halves) => halves * 500 + 250),
  );

  test.prop([
    fc.nat({ max: 9 }),
    fc.nat({ max: 9 }),
    line,
    fc.constantFrom('over', 'under', '1', '2'),
    fc.integer({ min: 1001, max: 20_000 }),
  ])('for any final score, line and side', (score1, score2, paramMilli, side, coefMilli) => {
    const isTotal = side === 'over' || side === 'under';
    // Totals are never negative; a handicap line is any quarter.
    const lineMilli = isTotal ? Math.abs(paramMilli) + 250 : paramMilli;
    const settled = market(isTotal ? total : handicap, side, lineMilli);
    const status = legStatus(settled, score(score1, score2));

    const sideAhead =
      side === 'over'
        ? (score1 + score2) * 1000 - lineMilli
        : side === 'under'
          ? lineMilli - (score1 + score2) * 1000
          : (side === '1' ? score1 - score2 : score2 - score1) * 1000 + lineMilli;
    const quarter = Math.abs(lineMilli) % 500 === 250;
    const margins = quarter ? [sideAhead - 250, sideAhead + 250] : [sideAhead];

    const stake = 2000;
    const paid = calcPayout({ typeId: 0, amount: stake, legs: [{ coef: coefMilli / 1000, status }] });
    expect(paid).toBe(expectedReturn(stake, coefMilli, margins));
    // Integer scores never split a quarter line into a win and a loss.
    expect(status).not.toBe(BetStatus.HalfLoseHalfWin);
  });
});
