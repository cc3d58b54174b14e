import {
  CONVERT_STATUS,
  convertAccount,
  decideSandboxDocument,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_BODY_LIMIT,
  FACE_ID_STATUS,
  fileBlockAppeal,
  getBlockAppeals,
  getConvertStatus,
  getFaceId,
  getVerification,
  OFFICE_ANSWER_STATUS,
  setSandboxBan,
  setSandboxFaceId,
  startFaceId,
  uploadVerificationDocument,
  type OfficeAnswer,
} from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { hashPassword } from '../auth/password';
import { findPlayerById, findPlayerByLogin } from '../auth/players';
import { blockAppeals, faceIdSessions, players } from '../db/schema';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { sniffDocumentType } from './sniff-document';
import {
  appealsOf,
  decidePending,
  documentsOf,
  latestFaceId,
  storeDocument,
  verificationFieldsOf,
} from './verification-store';

type VerificationDeps = Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff'>;

/** The face-id provider's switch (control API): the HTTP status its calls answer, null for none. */
export interface FaceIdProvider {
  fault: 500 | 403 | 429 | null;
}

const refused = (message: string): OfficeAnswer => ({ status: OFFICE_ANSWER_STATUS.refused, messages: [message] });
const done = (message?: string): OfficeAnswer => ({
  status: OFFICE_ANSWER_STATUS.done,
  messages: message ? [message] : [],
});

/** Spec 02 §8 face id: the provider's answers the client tells apart. */
const FACE_ID_FAULTS = {
  500: { code: 'faceid_service_error', detail: 'The identification service failed; try again' },
  403: { code: 'faceid_incorrect_photo', detail: 'The photo could not be used; take it again' },
  429: { code: 'faceid_out_of_attempts', detail: 'No identification attempts are left' },
} as const;

/**
 * Verification documents, the face id, block appeals and convert account (contract
 * verification-calls.ts; README "Verification and identification"). Returns the face-id
 * provider's switch for the control routes.
 */
export function registerVerificationRoutes(app: FastifyInstance, deps: VerificationDeps): FaceIdProvider {
  const { db, clock } = deps;
  const provider: FaceIdProvider = { fault: null };
  const options = { preHandler: requireSignIn(deps, { terms: true }), noStore: true };
  const now = () => new Date(clock.now());

  registerCall(
    app,
    getVerification,
    async ({ request }) => {
      const { player } = signedInOf(request);
      return { fields: await verificationFieldsOf(db, player.id), documents: await documentsOf(db, player.id) };
    },
    options,
  );

  registerCall(
    app,
    uploadVerificationDocument,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      const content = Buffer.from(body.contentBase64, 'base64');
      if (content.length > DOCUMENT_MAX_BYTES)
        return refused(`The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`);
      const mimeType = sniffDocumentType(content);
      if (!mimeType) return refused('The file is not a JPEG, PNG or PDF document.');
      await storeDocument(db, {
        playerId: player.id,
        fileName: body.fileName,
        mimeType,
        sizeBytes: content.length,
        sendAs: body.sendAs,
        contentBase64: body.contentBase64,
        uploadedAt: now(),
      });
      return done();
    },
    { ...options, bodyLimit: DOCUMENT_UPLOAD_BODY_LIMIT },
  );

  const throwFault = () => {
    if (provider.fault === null) return;
    const { code, detail } = FACE_ID_FAULTS[provider.fault];
    throw HttpError.of(provider.fault, code, detail);
  };

  registerCall(
    app,
    startFaceId,
    async ({ request }) => {
      throwFault();
      const { player } = signedInOf(request);
      const [row] = await db
        .insert(faceIdSessions)
        .values({ playerId: player.id, status: FACE_ID_STATUS.active, result: 'UNVERIFIED', startedAt: now() })
        .returning();
      if (!row) throw new Error('The face-id session was not stored');
      return { sessionId: row.id, provider: 'faceid' as const, status: row.status, result: row.result };
    },
    options,
  );

  registerCall(
    app,
    getFaceId,
    async ({ query, request }) => {
      throwFault();
      const { player } = signedInOf(request);
      const [row] = await db
        .select()
        .from(faceIdSessions)
        .where(and(eq(faceIdSessions.id, query.sessionId), eq(faceIdSessions.playerId, player.id)));
      if (!row) throw HttpError.of(404, 'faceid_session_not_found', 'No such face-id session');
      return { sessionId: row.id, provider: 'faceid' as const, status: row.status, result: row.result };
    },
    options,
  );

  registerCall(
    app,
    getBlockAppeals,
    async ({ request }) => ({ appeals: await appealsOf(db, signedInOf(request).player.id) }),
    options,
  );

  registerCall(
    app,
    fileBlockAppeal,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      if (player.banLevel === 0) return refused('Your account is not blocked.');
      const appeals = await appealsOf(db, player.id);
      if (appeals.some((appeal) => appeal.state === 'pending'))
        return refused('Your previous appeal is still being reviewed.');
      await db.insert(blockAppeals).values({ playerId: player.id, text: body.text, filedAt: now() });
      return done();
    },
    options,
  );

  // Convert account (ours): a one-click account (no e-mail) may become a full one.
  const convertStatusOf = (player: { registrationType: string; email: string | null }) =>
    player.registrationType === 'fast_reg' && !player.email
      ? CONVERT_STATUS.mainAccountAllowed
      : CONVERT_STATUS.notAllowed;

  registerCall(
    app,
    getConvertStatus,
    async ({ request }) => ({ convertStatus: convertStatusOf(signedInOf(request).player) }),
    options,
  );

  registerCall(
    app,
    convertAccount,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      if (convertStatusOf(player) === CONVERT_STATUS.notAllowed)
        return refused('This account already has an e-mail and a password.');
      if (await findPlayerByLogin(db, body.email)) return refused('This e-mail is already in use.');
      await db
        .update(players)
        .set({ email: body.email, passwordHash: await hashPassword(body.password), registrationType: 'full_reg' })
        .where(eq(players.id, player.id));
      return done();
    },
    options,
  );

  return provider;
}

/** Control API (test and demo modes): a reviewer's decision, the face-id provider, a ban. */
export function registerVerificationControlRoutes(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  provider: FaceIdProvider,
): void {
  const { db, clock } = deps;
  const playerOrThrow = async (playerId: number) => {
    const player = await findPlayerById(db, playerId);
    if (!player) throw HttpError.of(404, 'player_not_found', 'No player has that id');
    return player;
  };

  registerCall(
    app,
    decideSandboxDocument,
    async ({ body }) => {
      await playerOrThrow(body.playerId);
      return { decided: await decidePending(db, body.playerId, body.state, new Date(clock.now())) };
    },
    { noStore: true },
  );

  registerCall(
    app,
    setSandboxFaceId,
    async ({ body }) => {
      if (body.fault !== undefined) provider.fault = body.fault;
      if (body.close) {
        const session = await latestFaceId(db, body.close.playerId);
        if (!session || session.status !== FACE_ID_STATUS.active)
          throw HttpError.of(409, 'faceid_not_active', 'The player has no active face-id session');
        await db
          .update(faceIdSessions)
          .set({ status: FACE_ID_STATUS.closed, result: body.close.result })
          .where(eq(faceIdSessions.id, session.id));
      }
      return { fault: provider.fault };
    },
    { noStore: true },
  );

  registerCall(
    app,
    setSandboxBan,
    async ({ body }) => {
      await playerOrThrow(body.playerId);
      await db.update(players).set({ banLevel: body.banLevel }).where(eq(players.id, body.playerId));
      return { banLevel: body.banLevel };
    },
    { noStore: true },
  );
}
