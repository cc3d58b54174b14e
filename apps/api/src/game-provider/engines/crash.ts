import type { Random } from '@bet/platform';

/**
 * Crash: a multiplier climbs from 1.00x and crashes at a point drawn before the round; the
 * player cashes out at the multiplier set before the round (the page's "cash out at"), and wins
 * stake × target when the crash comes at or after it. Multipliers are in hundredths (101 = 1.01x).
 *
 * The crash point is floor(100 · (1 − edge) / (1 − u)) / 100 for a uniform u in [0, 1), and at
 * least 1.00x. For a target m ≥ 1.01x (a multiple of 0.01), the point reaches m exactly when
 * (1 − edge) / (1 − u) ≥ m, which has probability (1 − edge) / m: the return to player is
 * m · (1 − edge) / m = 1 − edge, whatever the target (crashRtp computes it exactly).
 */
export const CRASH_HOUSE_EDGE_BP = 300;
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000;

/** The crash point of a draw, in hundredths. */
export function crashPoint(u: number): number {
  const keep = (10_000 - CRASH_HOUSE_EDGE_BP) / 10_000;
  const point = Math.floor((100 * keep) / (1 - u));
  return Math.max(100, Math.min(point, 10_000_000));
}

export function drawCrash(random: Random): number {
  return crashPoint(random());
}

/** Probability the crash comes at or after `target` (hundredths): (1 − edge) / (target / 100), as a fraction. */
export function crashReachOdds(target: number): { ways: bigint; of: bigint } {
  return { ways: BigInt(10_000 - CRASH_HOUSE_EDGE_BP), of: BigInt(target) * 100n };
}

/** The exact return to player of a target: odds × target / 100. */
export function crashRtp(target: number): number {
  const { ways, of } = crashReachOdds(target);
  return Number((ways * BigInt(target) * 1_000_000n) / (of * 100n)) / 1_000_000;
}

export function crashWin(stake: number, target: number, point: number): number {
  return point >= target ? Math.floor((stake * target) / 100) : 0;
}

export function validCrashTarget(target: unknown): target is number {
  return Number.isInteger(target) && (target as number) >= CRASH_MIN_TARGET && (target as number) <= CRASH_MAX_TARGET;
}
