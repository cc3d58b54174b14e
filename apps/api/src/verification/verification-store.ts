import type { BlockAppeal, VerificationDocument, VerificationFields, VerificationResult } from '@bet/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blockAppeals, faceIdSessions, verificationDocuments } from '../db/schema';

type DocumentRow = typeof verificationDocuments.$inferSelect;

const documentOf = (row: DocumentRow): VerificationDocument => ({
  id: row.id,
  fileName: row.fileName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  sendAs: row.sendAs,
  state: row.state,
  uploadedAt: row.uploadedAt.getTime(),
});

export async function documentsOf(db: Db, playerId: number): Promise<VerificationDocument[]> {
  const rows = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.playerId, playerId))
    .orderBy(desc(verificationDocuments.uploadedAt), desc(verificationDocuments.id));
  return rows.map(documentOf);
}

export async function storeDocument(db: Db, row: typeof verificationDocuments.$inferInsert): Promise<void> {
  await db.insert(verificationDocuments).values(row);
}

/** The reviewer's decision on every pending document of the player; how many it decided. */
export async function decidePending(
  db: Db,
  playerId: number,
  state: 'accepted' | 'rejected',
  at: Date,
): Promise<number> {
  const rows = await db
    .update(verificationDocuments)
    .set({ state, decidedAt: at })
    .where(and(eq(verificationDocuments.playerId, playerId), eq(verificationDocuments.state, 'pending')))
    .returning({ id: verificationDocuments.id });
  return rows.length;
}

/** The player's latest face-id session. */
export async function latestFaceId(db: Db, playerId: number) {
  const [row] = await db
    .select()
    .from(faceIdSessions)
    .where(eq(faceIdSessions.playerId, playerId))
    .orderBy(desc(faceIdSessions.startedAt), desc(faceIdSessions.id))
    .limit(1);
  return row;
}

/**
 * Spec 01 §3 user config's verification fields, from the documents and the face id (ours, as the
 * spec gives no source): an accepted document or a successful face id verifies; a rejected
 * latest document asks for another; a pending one makes the status pending (user_status_id 1).
 */
export async function verificationFieldsOf(db: Db, playerId: number): Promise<VerificationFields> {
  const documents = await documentsOf(db, playerId);
  const faceId = await latestFaceId(db, playerId);
  const faceResult: VerificationResult | undefined = faceId?.status === 5 ? faceId.result : undefined;
  const accepted = documents.some((document) => document.state === 'accepted');
  const pending = documents.some((document) => document.state === 'pending');
  const latestRejected = documents[0]?.state === 'rejected';
  const verified = accepted || faceResult === 'VERIFICATION_SUCCESSFUL';
  const additional = latestRejected && !pending;
  return {
    internal_verification_status: verified ? 1 : 0,
    verification_status: (verified && !additional) || pending ? 0 : 1,
    verification_status_group_code: verified
      ? 'VERIFICATION_SUCCESSFUL'
      : faceResult === 'VERIFICATION_DENIED'
        ? 'VERIFICATION_DENIED'
        : null,
    requested_additional_document: additional,
    is_need_identification: !verified,
    user_status_id: pending ? 1 : 0,
  };
}

export async function appealsOf(db: Db, playerId: number): Promise<BlockAppeal[]> {
  const rows = await db
    .select()
    .from(blockAppeals)
    .where(eq(blockAppeals.playerId, playerId))
    .orderBy(desc(blockAppeals.filedAt), desc(blockAppeals.id));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    state: row.state,
    answer: row.answer,
    filedAt: row.filedAt.getTime(),
  }));
}
