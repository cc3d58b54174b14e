import type { GameEngine } from '@bet/contract';
import type { Random } from '@bet/platform';
import { crashWin, drawCrash, validCrashTarget } from './engines/crash';
import { drawKeno, kenoWin, validKenoPicks } from './engines/keno';
import { SLOT_CONFIG, slotWin, spinSlot } from './engines/slot';

/** The stakes the pages offer, minor units: multiples of the slot's 10 lines and of keno's tenths. */
export const GAME_STAKES = [100, 200, 500, 1_000, 2_000, 5_000] as const;

/** What the page asks for a round (its body, JSON). */
export interface RoundAsk {
  stake: number;
  /** Crash: the cash-out multiplier, hundredths. */
  target?: number;
  /** Keno: the picked numbers. */
  picks?: number[];
}

export type RoundOutcome =
  | { engine: 'slot'; window: string[][]; lines: { line: number; symbol: string; count: number; multiple: number }[] }
  | { engine: 'crash'; point: number; target: number }
  | { engine: 'keno'; picks: number[]; drawn: number[]; hits: number[] };

/** The ask's problem for this engine, or null when it may be played. */
export function checkAsk(engine: GameEngine, ask: RoundAsk): string | null {
  if (!(GAME_STAKES as readonly number[]).includes(ask.stake))
    return `The stake must be one of ${GAME_STAKES.join(', ')}`;
  if (engine === 'crash' && !validCrashTarget(ask.target)) return 'The cash-out must be between 1.01x and 1000x';
  if (engine === 'keno' && !validKenoPicks(ask.picks)) return 'Pick 1 to 10 different numbers from 1 to 80';
  return null;
}

/** Draws a round on the provider's server (the page only asks and draws what it is told). */
export function drawRound(engine: GameEngine, ask: RoundAsk, random: Random): { outcome: RoundOutcome; win: number } {
  if (engine === 'slot') {
    const spin = spinSlot(SLOT_CONFIG, random);
    return { outcome: { engine, window: spin.window, lines: spin.lines }, win: slotWin(SLOT_CONFIG, ask.stake, spin) };
  }
  if (engine === 'crash') {
    const target = ask.target ?? 0;
    const point = drawCrash(random);
    return { outcome: { engine, point, target }, win: crashWin(ask.stake, target, point) };
  }
  const draw = drawKeno(ask.picks ?? [], random);
  return {
    outcome: { engine, picks: draw.picks, drawn: draw.drawn, hits: draw.hits },
    win: kenoWin(ask.stake, draw),
  };
}
