/**
 * The wager requirement as the player sees it (issue 12 bonuses/wager): how far the turnover
 * came, as a whole percent rounded down (100 only once met, so a bar never says done too early),
 * and what is left to stake. Money in integer minor units.
 */
export interface WagerProgress {
  /** 0 to 100. */
  percent: number;
  /** Turnover still to stake; 0 once met. */
  remaining: number;
  met: boolean;
}

export function wagerProgress(progress: number, required: number): WagerProgress {
  if (required <= 0) return { percent: 100, remaining: 0, met: true };
  const done = Math.max(0, Math.min(progress, required));
  const met = done >= required;
  return {
    percent: met ? 100 : Math.min(99, Math.floor((done * 100) / required)),
    remaining: required - done,
    met,
  };
}

/** Points still missing for a reward (0 when the balance covers it). */
export function pointsMissing(balance: number, cost: number): number {
  return Math.max(0, cost - balance);
}
