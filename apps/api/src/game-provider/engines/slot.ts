import type { Random } from '@bet/platform';
import { randomInt } from '@bet/platform';

/**
 * The provider's 5-reel, 3-row slot with 10 paylines. A line pays when its leftmost 3, 4 or 5
 * symbols are the same (no wilds, no scatters): the paytable's multiple of the line bet (the
 * stake split over the lines). The return to player is not guessed or simulated: slotRtp
 * computes it exactly from the reel strips (apps/api README "Game provider and seamless wallet").
 */

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_ROWS = 3;

export interface SlotConfig {
  /** One strip per reel: the symbols in order; a stop shows `rows` consecutive ones (wrapping). */
  strips: readonly (readonly SlotSymbol[])[];
  /** Each line names the row (0 top) it takes on each reel. */
  paylines: readonly (readonly number[])[];
  /** Multiples of the line bet for 3, 4 and 5 of a kind, by symbol. */
  paytable: Readonly<Record<SlotSymbol, readonly [number, number, number]>>;
}

const strip = (counts: Partial<Record<SlotSymbol, number>>): SlotSymbol[] => {
  // Spread evenly, so a window rarely shows one symbol three times on a reel.
  const bag = SLOT_SYMBOLS.flatMap((symbol) => Array.from({ length: counts[symbol] ?? 0 }, () => symbol));
  const out: SlotSymbol[] = [];
  for (let step = 0; bag.length > 0; step += 1) out.push(bag.splice((step * 7) % bag.length, 1)[0] as SlotSymbol);
  return out;
};

const REEL = { cherry: 8, lemon: 7, orange: 6, plum: 5, bell: 3, bar: 2, seven: 1 };

export const SLOT_CONFIG: SlotConfig = {
  strips: [strip(REEL), strip(REEL), strip(REEL), strip(REEL), strip(REEL)],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ],
  paytable: {
    cherry: [8, 24, 80],
    lemon: [12, 40, 120],
    orange: [18, 60, 200],
    plum: [30, 100, 300],
    bell: [60, 240, 800],
    bar: [120, 480, 2500],
    seven: [240, 1500, 8000],
  },
};

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  /** Multiple of the line bet. */
  multiple: number;
}

export interface SlotSpin {
  stops: number[];
  /** window[reel][row]. */
  window: SlotSymbol[][];
  lines: SlotLineWin[];
  /** Sum of the line multiples: the win is lineBet * multiple. */
  multiple: number;
}

/** What the reels show and pay at these stops: the one evaluation, used by play and by the proof. */
export function evaluateSlot(config: SlotConfig, stops: readonly number[]): SlotSpin {
  const window = config.strips.map((reel, i) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => reel[((stops[i] ?? 0) + row) % reel.length] as SlotSymbol),
  );
  const lines: SlotLineWin[] = [];
  config.paylines.forEach((rows, line) => {
    const seen = rows.map((row, reel) => window[reel]?.[row] as SlotSymbol);
    const first = seen[0] as SlotSymbol;
    let count = 1;
    while (count < seen.length && seen[count] === first) count += 1;
    if (count >= 3) {
      const multiple = config.paytable[first][count - 3] ?? 0;
      lines.push({ line: line + 1, symbol: first, count: count as 3 | 4 | 5, multiple });
    }
  });
  return { stops: [...stops], window, lines, multiple: lines.reduce((sum, win) => sum + win.multiple, 0) };
}

export function spinSlot(config: SlotConfig, random: Random): SlotSpin {
  return evaluateSlot(
    config,
    config.strips.map((reel) => randomInt(random, 0, reel.length - 1)),
  );
}

/** The win of a stake (minor units): the stake is split over the lines, so it must be a multiple of their number. */
export function slotWin(config: SlotConfig, stake: number, spin: SlotSpin): number {
  return (stake / config.paylines.length) * spin.multiple;
}

/**
 * The exact return to player as a fraction `paid / staked` over every stop combination, each
 * equally likely. Each reel stops uniformly, so whatever row a line takes on a reel, the symbol
 * there is that reel's symbol with probability count/length, independently of the other reels;
 * every line thus has the same expected multiple, and the stake is split over the lines: the
 * RTP is one line's expected multiple. For a symbol s paying k of a kind, the combinations are
 * c1(s)···ck(s) · (L(k+1) − c(k+1)(s)) · L(k+2)···L5 (the (k+1)-th reel breaks the run).
 */
export function slotRtp(config: SlotConfig): { paid: bigint; staked: bigint; rtp: number } {
  const lengths = config.strips.map((reel) => BigInt(reel.length));
  const staked = lengths.reduce((a, b) => a * b, 1n);
  let paid = 0n;
  for (const symbol of SLOT_SYMBOLS) {
    const counts = config.strips.map((reel) => BigInt(reel.filter((s) => s === symbol).length));
    for (let k = 3; k <= config.strips.length; k += 1) {
      let combos = 1n;
      for (let i = 0; i < k; i += 1) combos *= counts[i] ?? 0n;
      if (k < config.strips.length) {
        combos *= (lengths[k] ?? 0n) - (counts[k] ?? 0n);
        for (let i = k + 1; i < config.strips.length; i += 1) combos *= lengths[i] ?? 1n;
      }
      paid += combos * BigInt(config.paytable[symbol][k - 3] ?? 0);
    }
  }
  return { paid, staked, rtp: Number((paid * 1_000_000n) / staked) / 1_000_000 };
}
