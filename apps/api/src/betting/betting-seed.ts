import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fillEmpty } from '../db/fill-empty';
import { accounts, players, prepaidAmounts, promoCodes } from '../db/schema';

/** The demo player who shows the coupon's player inputs (spec 01 §3 promoCodes, availablePrepaidAmount). */
export const COUPON_DEMO_EMAIL = 'demo@orbitbet.example';
export const SEED_PROMO_CODE = { code: 'ORBIT-EXPRESS', name: 'Express boost' } as const;
/** 500.00 of prepaid money on the demo player's main account, minor units. */
export const SEED_PREPAID_AMOUNT = 50_000;

/**
 * Gives the demo player a promo code and prepaid money when those tables are empty (after the
 * players are stored, seed.ts): what the coupon config answers for a signed-in player.
 */
export async function seedBetting(db: Pick<Db, 'select' | 'insert'>): Promise<void> {
  const [demo] = await db.select({ id: players.id }).from(players).where(eq(players.email, COUPON_DEMO_EMAIL));
  if (!demo) return;
  await fillEmpty(db, promoCodes, [{ playerId: demo.id, ...SEED_PROMO_CODE }]);
  const [main] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, demo.id), eq(accounts.type, 0)));
  if (main) await fillEmpty(db, prepaidAmounts, [{ accountId: main.id, amount: SEED_PREPAID_AMOUNT }]);
}
