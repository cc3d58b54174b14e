import type { CookieAgreementRecord, CookiesAgreeType } from '@bet/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cookieAgreements } from '../db/schema';

/** Stores a player's agreement; a later one replaces the earlier (one row per player). */
export async function storeCookieAgreement(
  db: Db,
  playerId: number,
  agreedAt: Date,
  agreeType: CookiesAgreeType | null,
): Promise<void> {
  await db
    .insert(cookieAgreements)
    .values({ playerId, agreedAt, agreeType })
    .onConflictDoUpdate({ target: cookieAgreements.playerId, set: { agreedAt, agreeType } });
}

export async function listCookieAgreements(db: Db): Promise<CookieAgreementRecord[]> {
  const rows = await db.select().from(cookieAgreements).orderBy(asc(cookieAgreements.playerId));
  return rows.map((row) => ({
    playerId: row.playerId,
    cookiesAgreeTime: row.agreedAt.getTime(),
    cookiesAgreeType: (row.agreeType as CookiesAgreeType | null) ?? null,
  }));
}
