import type { getPaymentHistory, PaymentRecord } from '@bet/contract';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { payments } from '../db/schema';
import { toRecord } from './payment-records';
import { idsBelow } from '../db/row-id';

export type PaymentHistoryQuery = z.output<(typeof getPaymentHistory)['query']>;

/**
 * Spec 01 §2 historypay: the player's payments, newest first (by id, which follows creation),
 * filtered by kind, status and a created-at range (epoch seconds, both ends included: `to` takes
 * its whole second), a page of `limit` after `before`.
 */
export async function readPaymentHistory(
  db: Db,
  playerId: number,
  query: PaymentHistoryQuery,
): Promise<{ payments: PaymentRecord[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        query.kind === undefined ? undefined : eq(payments.kind, query.kind),
        query.status === undefined ? undefined : eq(payments.status, query.status),
        query.from === undefined ? undefined : gte(payments.createdAt, new Date(query.from * 1000)),
        query.to === undefined ? undefined : lte(payments.createdAt, new Date(query.to * 1000 + 999)),
        query.before === undefined ? undefined : idsBelow(payments.id, query.before),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(query.limit + 1);
  return { payments: rows.slice(0, query.limit).map(toRecord), hasMore: rows.length > query.limit };
}
