import { MARKET_TYPES } from '@bet/contract';
import { BetStatus } from '@bet/coupon';

/** A market as settlement needs it (the `markets` row). */
export interface SettledMarket {
  typeId: number;
  /** '1', 'X', '2', 'over', 'under', '1X', '12', 'X2', 'yes', 'no'. */
  outcomeKey: string;
  /** Total or handicap line in thousandths (-250 is -0.25); null for markets without one. */
  paramMilli: number | null;
}

export interface FinalScore {
  score1: number;
  score2: number;
}

/** How one half (or the whole) of an Asian line ends: ahead, level with the line, or behind. */
type LineOutcome = 'win' | 'return' | 'lose';

function lineOutcome(marginMilli: number): LineOutcome {
  if (marginMilli > 0) return 'win';
  if (marginMilli === 0) return 'return';
  return 'lose';
}

/**
 * An Asian line (total or handicap). `marginMilli` is how far the bet's side is ahead of the
 * line, in thousandths. A quarter line (x.25, x.75) is two bets of half the stake on the lines
 * 0.25 either side, so its halves can end differently: win + return is a half win (4), return +
 * lose a half lose (5). A whole line that lands exactly returns the stake (2); a half line
 * (x.5) never lands.
 */
function asianLineStatus(marginMilli: number, lineMilli: number): BetStatus {
  const isQuarter = Math.abs(lineMilli % 500) === 250;
  const halves: LineOutcome[] = isQuarter
    ? [lineOutcome(marginMilli - 250), lineOutcome(marginMilli + 250)]
    : [lineOutcome(marginMilli), lineOutcome(marginMilli)];
  const wins = halves.filter((half) => half === 'win').length;
  const loses = halves.filter((half) => half === 'lose').length;
  if (wins === 2) return BetStatus.Win;
  if (loses === 2) return BetStatus.Lose;
  if (wins === 1 && loses === 1) return BetStatus.HalfLoseHalfWin;
  if (wins === 1) return BetStatus.HalfWinHalfReturn;
  if (loses === 1) return BetStatus.HalfLoseHalfReturn;
  return BetStatus.Return;
}

function outcomeOf(score: FinalScore): '1' | 'X' | '2' {
  if (score.score1 > score.score2) return '1';
  if (score.score1 < score.score2) return '2';
  return 'X';
}

const won = (condition: boolean): BetStatus => (condition ? BetStatus.Win : BetStatus.Lose);

/**
 * The spec 01 §4 status of a leg on a finished game. A market settlement cannot read (an
 * unknown type or outcome key, a line missing where one is needed) is a forced return (3): the
 * stake goes back rather than the bet staying open for ever.
 */
export function legStatus(market: SettledMarket, score: FinalScore): BetStatus {
  const { outcomeKey, paramMilli } = market;
  const result = outcomeOf(score);
  switch (market.typeId) {
    case MARKET_TYPES.result:
      if (outcomeKey === '1' || outcomeKey === 'X' || outcomeKey === '2') return won(result === outcomeKey);
      break;
    case MARKET_TYPES.doubleChance:
      if (outcomeKey === '1X' || outcomeKey === '12' || outcomeKey === 'X2') return won(outcomeKey.includes(result));
      break;
    case MARKET_TYPES.bothScore:
      if (outcomeKey === 'yes') return won(score.score1 > 0 && score.score2 > 0);
      if (outcomeKey === 'no') return won(score.score1 === 0 || score.score2 === 0);
      break;
    case MARKET_TYPES.total: {
      if (paramMilli === null) break;
      const totalMilli = (score.score1 + score.score2) * 1000;
      if (outcomeKey === 'over') return asianLineStatus(totalMilli - paramMilli, paramMilli);
      if (outcomeKey === 'under') return asianLineStatus(paramMilli - totalMilli, paramMilli);
      break;
    }
    case MARKET_TYPES.handicap: {
      // The line is the handicap of the outcome's own team: '1 (-0.25)' is team 1 giving 0.25.
      if (paramMilli === null) break;
      const differenceMilli = (score.score1 - score.score2) * 1000;
      if (outcomeKey === '1') return asianLineStatus(differenceMilli + paramMilli, paramMilli);
      if (outcomeKey === '2') return asianLineStatus(-differenceMilli + paramMilli, paramMilli);
      break;
    }
    default:
      break;
  }
  return BetStatus.ForcedReturn;
}
