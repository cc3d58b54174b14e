import type { CasinoOffer } from '@bet/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { casinoOffers } from '../db/schema';
import { toSeconds } from '../http/epoch-seconds';
import type { CasinoLanguage } from './casino-language';

type OfferRow = typeof casinoOffers.$inferSelect;

export function toOffer(row: OfferRow, language: CasinoLanguage): CasinoOffer {
  const ru = language === 'ru';
  return {
    id: row.id,
    kind: row.kind === 'promotion' ? 'promotion' : 'bonus',
    title: ru ? row.titleRu : row.titleEn,
    summary: ru ? row.summaryRu : row.summaryEn,
    terms: ru ? row.termsRu : row.termsEn,
    wager: row.kind === 'promotion' ? null : row.wager,
    endsAt: row.endsAt ? toSeconds(row.endsAt.getTime()) : null,
  };
}

/**
 * The casino's bonuses and promotions in the operator's order. An offer whose end has passed is
 * no longer offered (spec 01 §2 lists the running ones).
 */
export async function listOffers(db: Pick<Db, 'select'>, language: CasinoLanguage, now: Date): Promise<CasinoOffer[]> {
  const rows = await db.select().from(casinoOffers).orderBy(asc(casinoOffers.sortOrder), asc(casinoOffers.id));
  return rows.filter((row) => row.endsAt === null || row.endsAt > now).map((row) => toOffer(row, language));
}
