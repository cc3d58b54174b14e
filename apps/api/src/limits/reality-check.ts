import type { RealityCheckAction } from '@bet/contract';
import type { Db } from '../db/database';
import { realityCheckReports } from '../db/schema';

/**
 * Spec 01 §4 "Reality check": each answer to the reminder is reported and kept. The sandbox only
 * stores it (the client signs out itself on `logout`, spec 02 §7 disconnect).
 */
export async function storeRealityCheck(
  db: Pick<Db, 'insert'>,
  playerId: number,
  report: { action: RealityCheckAction; doNotShowAgain: boolean; popupShowAt: number },
  now: Date,
): Promise<void> {
  await db.insert(realityCheckReports).values({
    playerId,
    action: report.action,
    doNotShowAgain: report.doNotShowAgain,
    popupShowAt: new Date(report.popupShowAt * 1000),
    reportedAt: now,
  });
}
