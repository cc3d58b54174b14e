import type { CashbackKind, CashbackLevel } from '@bet/contract';

/**
 * The sandbox's bonus rules (issue 12; spec 01 §3 names the fields, not the figures: ours, apps/api
 * README "Bonuses, cashback, points and rewards"). Money in integer minor units.
 */

/** The wager requirement: the deposit bonus staked five times over before it is released. */
export const WAGER_MULTIPLIER = 5;

/** A settled stake's turnover moves the wager on, never past what it requires. */
export function advanceWager(progress: number, required: number, stake: number): number {
  if (stake <= 0) return progress;
  return Math.min(required, progress + stake);
}

/** One point per whole 1.00 (100 minor units) staked. */
export const MINOR_UNITS_PER_POINT = 100;

export function pointsForStake(stake: number): number {
  return stake > 0 ? Math.floor(stake / MINOR_UNITS_PER_POINT) : 0;
}

/** Cashback levels by the month's turnover; VIP counts casino stakes, premium settled sport coupons. */
export const CASHBACK_LEVELS: Record<CashbackKind, readonly CashbackLevel[]> = {
  vip: [
    { name: 'bronze', fromTurnover: 0, percent: 5 },
    { name: 'silver', fromTurnover: 100_000, percent: 7 },
    { name: 'gold', fromTurnover: 1_000_000, percent: 10 },
    { name: 'platinum', fromTurnover: 5_000_000, percent: 15 },
  ],
  // Premium is for steady bettors only: nothing below 5 000.00 of the month's turnover.
  premium: [
    { name: 'premium', fromTurnover: 500_000, percent: 10 },
    { name: 'premium-plus', fromTurnover: 2_000_000, percent: 12 },
  ],
};

/** The highest level the turnover reaches (null below the first) and the one after it. */
export function cashbackLevel(
  kind: CashbackKind,
  turnover: number,
): { level: CashbackLevel | null; nextLevel: CashbackLevel | null } {
  const levels = CASHBACK_LEVELS[kind];
  const reached = levels.filter((level) => turnover >= level.fromTurnover);
  const level = reached.at(-1) ?? null;
  const nextLevel = levels[reached.length] ?? null;
  return { level, nextLevel };
}

/** What a claim credits: the month's net loss times the level's percent, rounded down. */
export function cashbackAmount(loss: number, level: CashbackLevel | null): number {
  if (!level || loss <= 0) return 0;
  return Math.floor((loss * level.percent) / 100);
}

/** The month a date falls in, `YYYY-MM` in UTC. */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The first instant of the month of `at` (UTC). */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The rewards catalogue (seeded in code): points for money on the main account. */
export const REWARDS = [
  { id: 'cash-small', cost: 100, amount: 1_000 },
  { id: 'cash-medium', cost: 500, amount: 6_000 },
  { id: 'cash-large', cost: 2_000, amount: 30_000 },
] as const;
