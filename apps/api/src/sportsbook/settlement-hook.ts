import type { Db } from '../db/database';

/**
 * Called by the feed simulator (and the setGameState control call) when a game reaches
 * status 4 (finished). The bets part plugs its `settleGame` in via server.ts; the feed only
 * knows this signature so the two parts stay independent.
 * Returns how many coupons were settled (answered by the control call as `settledCoupons`).
 */
export type SettlementHook = (db: Db, gameId: number) => Promise<number>;

/** Default hook: nothing to settle (used until the bets part is registered). */
export const noopSettlementHook: SettlementHook = async () => 0;
