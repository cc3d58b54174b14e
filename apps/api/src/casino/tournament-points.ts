import { maskLogin } from '../auth/masking';

/**
 * The invented rivals of a tournament and their points, a pure function of the tournament's seed
 * and the time elapsed since its start (README "Casino catalogue", tournaments): the sandbox's
 * clock moves the leaderboard, so a test that moves the clock sees it move, and every reader at
 * the same moment sees the same board. Points never go down; hourly rates differ, so rivals
 * overtake each other.
 */

export const RIVALS_PER_TOURNAMENT = 20;
/** Points are added every 5 minutes of the tournament. */
export const POINTS_STEP_SECONDS = 300;
const STEPS_PER_HOUR = 3600 / POINTS_STEP_SECONDS;

const SYLLABLES = ['pl', 'ma', 'lu', 'ko', 'ra', 'vi', 'to', 'ne', 'sa', 'di', 'an', 'er', 'ol', 'ka', 'zo', 'mi'];

/** A 32-bit mix of integers (splitmix-like): the same inputs, the same number. */
export function mix(...values: number[]): number {
  let hash = 0x9e3779b9;
  for (const value of values) {
    hash = Math.imul(hash ^ (value | 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

export interface Rival {
  /** Masked, as every login on a leaderboard. */
  player: string;
  points: number;
}

/** An invented rival's login: syllables and digits, deterministic from the seed and the index. */
export function rivalLogin(seed: number, index: number): string {
  const h = mix(seed, index, 7);
  const word = [0, 1, 2].map((k) => SYLLABLES[(h >>> (k * 4)) % SYLLABLES.length]).join('');
  return `${word}${(h % 900) + 100}`;
}

/** Points a rival makes in each 5-minute step of one hour of the tournament. */
function stepRate(seed: number, rival: number, hour: number): number {
  const skill = 2 + (mix(seed, rival, 1) % 9);
  return 1 + (mix(seed, rival, hour, 2) % (skill * 3));
}

/** The rivals' points `elapsedSeconds` after the start (clamped by the caller to the window). */
export function rivalsAt(seed: number, elapsedSeconds: number): Rival[] {
  const steps = Math.max(0, Math.floor(elapsedSeconds / POINTS_STEP_SECONDS));
  const hours = Math.floor(steps / STEPS_PER_HOUR);
  const stepsInHour = steps % STEPS_PER_HOUR;
  const rivals: Rival[] = [];
  for (let rival = 0; rival < RIVALS_PER_TOURNAMENT; rival++) {
    let points = 0;
    for (let hour = 0; hour < hours; hour++) points += STEPS_PER_HOUR * stepRate(seed, rival, hour);
    points += stepsInHour * stepRate(seed, rival, hours);
    rivals.push({ player: maskLogin(rivalLogin(seed, rival)), points });
  }
  return rivals;
}

/** Tournament points of a real-money stake: one per whole unit of the currency staked, at least one. */
export function pointsOfStake(stakeMinor: number): number {
  if (stakeMinor <= 0) return 0;
  return Math.max(1, Math.floor(stakeMinor / 100));
}
