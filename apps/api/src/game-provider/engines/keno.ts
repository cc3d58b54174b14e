import type { Random } from '@bet/platform';

/**
 * Keno: 80 numbers, 20 drawn; the player picks 1 to 10 and is paid by how many of them are
 * drawn. The paytable is in tenths of the stake (15 = 1.5x). kenoRtp computes the exact return
 * from the hypergeometric odds (apps/api README "Game provider and seamless wallet").
 */
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** KENO_PAYTABLE[picks][hits]: tenths of the stake. */
export const KENO_PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 38],
  2: [0, 10, 95],
  3: [0, 0, 25, 435],
  4: [0, 0, 15, 72, 1000],
  5: [0, 0, 5, 32, 250, 3500],
  6: [0, 0, 0, 20, 105, 650, 14000],
  7: [0, 0, 0, 10, 45, 290, 2300, 45000],
  8: [0, 0, 0, 5, 20, 135, 1000, 9500, 95000],
  9: [0, 0, 0, 5, 15, 55, 400, 2900, 19000, 190000],
  10: [0, 0, 0, 0, 10, 30, 200, 1500, 10000, 50000, 500000],
};

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Exact odds of `hits` of `picks` among the 20 drawn: C(20,h)·C(60,p−h) / C(80,p). */
export function kenoOdds(picks: number, hits: number): { ways: bigint; of: bigint } {
  return {
    ways: choose(KENO_DRAWN, hits) * choose(KENO_NUMBERS - KENO_DRAWN, picks - hits),
    of: choose(KENO_NUMBERS, picks),
  };
}

/** The exact return to player of a pick count: Σ odds(h)·pay(h) / 10. */
export function kenoRtp(picks: number, paytable = KENO_PAYTABLE): number {
  const pays = paytable[picks] ?? [];
  let paid = 0n;
  for (let hits = 0; hits <= picks; hits += 1) paid += kenoOdds(picks, hits).ways * BigInt(pays[hits] ?? 0);
  const of = kenoOdds(picks, 0).of * 10n;
  return Number((paid * 1_000_000n) / of) / 1_000_000;
}

export interface KenoDraw {
  picks: number[];
  drawn: number[];
  hits: number[];
  /** Tenths of the stake. */
  pay: number;
}

/** The picks are checked by the caller (1-10 distinct numbers of 1-80). */
export function drawKeno(picks: readonly number[], random: Random): KenoDraw {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  // A partial Fisher-Yates: the first 20 are a uniform draw without replacement.
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const j = i + Math.floor(random() * (KENO_NUMBERS - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  const drawn = pool.slice(0, KENO_DRAWN).sort((a, b) => a - b);
  const hits = picks.filter((n) => drawn.includes(n));
  return { picks: [...picks], drawn, hits, pay: KENO_PAYTABLE[picks.length]?.[hits.length] ?? 0 };
}

export function kenoWin(stake: number, draw: KenoDraw): number {
  return Math.floor((stake * draw.pay) / 10);
}

export function validKenoPicks(picks: unknown): picks is number[] {
  return (
    Array.isArray(picks) &&
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) &&
    new Set(picks).size === picks.length
  );
}
