/** Spec 01 §4: game statuses 2 and 3 are live; 4 is finished. */
export const LIVE_GAME_STATUSES: readonly number[] = Object.freeze([2, 3]);
export const FINISHED_GAME_STATUS = 4;

/** The live facts of a bet's game (spec 01 §3 "Bet in coupon": game status and time). */
export interface BetGameFacts {
  /** The game is flagged finished. */
  readonly isFinished?: boolean;
  readonly gameStatus?: number | null;
  /** The game clock; any truthy value (seconds, "45:00") means the game has time running. */
  readonly gameTime?: number | string | null;
  readonly isLiveInLive?: boolean;
}

/** The lock flags of a bet in the coupon. */
export interface BetLockFlags {
  readonly isBlocked?: boolean;
  /** Another bet of the coupon is on the same game. */
  readonly isDepend?: boolean;
  readonly isBannedExpress?: boolean;
}

/** Spec 01 §4: finished when flagged finished or its game status is 4. */
export function isBetFinished(bet: BetGameFacts): boolean {
  return bet.isFinished === true || bet.gameStatus === FINISHED_GAME_STATUS;
}

/**
 * Spec 01 §4: live unless finished; live when the game has time, is live-in-live, or its
 * status is 2 or 3.
 */
export function isBetLive(bet: BetGameFacts): boolean {
  if (isBetFinished(bet)) return false;
  return (
    Boolean(bet.gameTime) ||
    bet.isLiveInLive === true ||
    (typeof bet.gameStatus === 'number' && LIVE_GAME_STATUSES.includes(bet.gameStatus))
  );
}

/** Spec 01 §4: locked when blocked, dependent or banned from express. */
export function isBetLocked(bet: BetLockFlags): boolean {
  return bet.isBlocked === true || bet.isDepend === true || bet.isBannedExpress === true;
}
