import { z } from 'zod/mini';
import { defineCall } from './call';
import { defineControlCall } from './control-call';
import { officeAnswerSchema } from './office-answer';

/**
 * Issue 12 (verification, identification, block appeals, convert account). Spec 01 §2 names the
 * office pages `verification`, `identification`, `block-appeal-history` and the system page
 * "convert account"; spec 02 gives no paths for them ("paths not shown"), so the calls below are
 * ours (libs/verification/core README "Calls").
 */

/**
 * The documents the sandbox accepts (ours): JPEG, PNG and PDF, told by their first bytes, not by
 * the name; at most 5 MB each (the file goes base64 in a JSON body, about 6.7 MB on the wire).
 */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The JSON body's limit of the upload: the base64 of the largest file plus room for the rest. */
export const DOCUMENT_UPLOAD_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Spec 01 §3 Options "Send-as: 0 file, 1 picture, 2 e-mail". */
export const SEND_AS = { file: 0, picture: 1, email: 2 } as const;
export type SendAs = (typeof SEND_AS)[keyof typeof SEND_AS];

export const DOCUMENT_STATES = ['pending', 'accepted', 'rejected'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const verificationDocumentSchema = z.object({
  id: z.int().check(z.positive()),
  fileName: z.string(),
  mimeType: z.enum(DOCUMENT_TYPES),
  sizeBytes: z.int().check(z.nonnegative()),
  sendAs: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  state: z.enum(DOCUMENT_STATES),
  /** Epoch ms. */
  uploadedAt: z.int(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** Spec 02 §8 "Results: VERIFICATION_DENIED, VERIFICATION_SUCCESSFUL, UNVERIFIED". */
export const VERIFICATION_RESULTS = ['VERIFICATION_DENIED', 'VERIFICATION_SUCCESSFUL', 'UNVERIFIED'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

/** Spec 01 §3 user config: the verification fields, as the user config carries them. */
export const verificationFieldsSchema = z.object({
  internal_verification_status: z.int(),
  verification_status: z.int(),
  verification_status_group_code: z.nullable(z.string()),
  requested_additional_document: z.boolean(),
  is_need_identification: z.boolean(),
  user_status_id: z.int(),
});
export type VerificationFields = z.infer<typeof verificationFieldsSchema>;

export const verificationOverviewSchema = z.object({
  fields: verificationFieldsSchema,
  /** Newest first. */
  documents: z.array(verificationDocumentSchema),
});
export type VerificationOverview = z.infer<typeof verificationOverviewSchema>;

/** The player's documents and verification fields; polled while the verification page is shown. */
export const getVerification = defineCall({
  name: 'getVerification',
  method: 'GET',
  path: '/web-api/verification',
  query: z.object({}),
  body: z.undefined(),
  response: verificationOverviewSchema,
  auth: true,
  background: true,
});

export const documentUploadSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  sendAs: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The file's bytes, base64; the server tells the type by its first bytes. */
  contentBase64: z.string().check(z.minLength(1), z.maxLength(DOCUMENT_UPLOAD_BODY_LIMIT)),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** One document for the verification; a refused file answers status 2 with the reason. */
export const uploadVerificationDocument = defineCall({
  name: 'uploadVerificationDocument',
  method: 'POST',
  path: '/web-api/verification/documents',
  query: z.object({}),
  body: documentUploadSchema,
  response: officeAnswerSchema,
  auth: true,
});

/** Spec 02 §9 "Face id status codes: 3 Active, 5 Closed"; spec 01 §3 "faceid or verigram". */
export const FACE_ID_STATUS = { active: 3, closed: 5 } as const;
export const IDENTIFICATION_PROVIDERS = ['faceid', 'verigram'] as const;

export const faceIdSessionSchema = z.object({
  sessionId: z.int().check(z.positive()),
  provider: z.enum(IDENTIFICATION_PROVIDERS),
  status: z.union([z.literal(FACE_ID_STATUS.active), z.literal(FACE_ID_STATUS.closed)]),
  /** Set once the session is closed; UNVERIFIED while it is active. */
  result: z.enum(VERIFICATION_RESULTS),
});
export type FaceIdSession = z.infer<typeof faceIdSessionSchema>;

/**
 * Opens a face-id session with the provider. Spec 02 §8: 500 service error (retry), 403 incorrect
 * photo (retake), 429 out of attempts.
 */
export const startFaceId = defineCall({
  name: 'startFaceId',
  method: 'POST',
  path: '/web-api/identification/faceid',
  query: z.object({}),
  body: z.object({}),
  response: faceIdSessionSchema,
  auth: true,
});

/** The session's state, polled until it is closed (spec 02 §9 face id timeout 20000 ms). */
export const getFaceId = defineCall({
  name: 'getFaceId',
  method: 'GET',
  path: '/web-api/identification/faceid',
  query: z.object({ sessionId: z.coerce.number().check(z.int(), z.positive()) }),
  body: z.undefined(),
  response: faceIdSessionSchema,
  auth: true,
  background: true,
});

export const BLOCK_APPEAL_TEXT_LIMITS = { min: 10, max: 2000 } as const;
export const BLOCK_APPEAL_STATES = ['pending', 'accepted', 'rejected'] as const;

export const blockAppealSchema = z.object({
  id: z.int().check(z.positive()),
  text: z.string(),
  state: z.enum(BLOCK_APPEAL_STATES),
  /** The operator's answer, once there is one. */
  answer: z.nullable(z.string()),
  /** Epoch ms. */
  filedAt: z.int(),
});
export type BlockAppeal = z.infer<typeof blockAppealSchema>;

/** Spec 01 §2 `block-appeal-history`: the banned player's appeals, newest first. */
export const getBlockAppeals = defineCall({
  name: 'getBlockAppeals',
  method: 'GET',
  path: '/web-api/block-appeal',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ appeals: z.array(blockAppealSchema) }),
  auth: true,
});

/** A new appeal; refused (status 2) for a player who is not banned or whose appeal is still pending. */
export const fileBlockAppeal = defineCall({
  name: 'fileBlockAppeal',
  method: 'POST',
  path: '/web-api/block-appeal',
  query: z.object({}),
  body: z.object({
    text: z
      .string()
      .check(z.trim(), z.minLength(BLOCK_APPEAL_TEXT_LIMITS.min), z.maxLength(BLOCK_APPEAL_TEXT_LIMITS.max)),
  }),
  response: officeAnswerSchema,
  auth: true,
});

/** Spec 01 §4 "Convert status: not allowed, main account allowed, additional account allowed". */
export const CONVERT_STATUS = { notAllowed: 0, mainAccountAllowed: 1, additionalAccountAllowed: 2 } as const;

export const getConvertStatus = defineCall({
  name: 'getConvertStatus',
  method: 'GET',
  path: '/web-api/convert-account',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ convertStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  auth: true,
});

export const CONVERT_PASSWORD_MIN = 8;

/** A one-click account becomes a full one: the player adds an e-mail and a password (ours). */
export const convertAccount = defineCall({
  name: 'convertAccount',
  method: 'POST',
  path: '/web-api/convert-account',
  query: z.object({}),
  body: z.object({
    email: z.email().check(z.maxLength(200)),
    password: z.string().check(z.minLength(CONVERT_PASSWORD_MIN), z.maxLength(100)),
  }),
  response: officeAnswerSchema,
  auth: true,
  secretFields: ['password'],
});

/** Control API: a reviewer accepts or rejects a document, so tests can move its state. */
export const decideSandboxDocument = defineControlCall({
  name: 'decideSandboxDocument',
  method: 'POST',
  path: 'verification/documents/decide',
  body: z.object({ playerId: z.int().check(z.positive()), state: z.enum(['accepted', 'rejected']) }),
  response: z.object({ decided: z.int().check(z.nonnegative()) }),
});

/** Control API: the face-id provider's next answers (an HTTP status, or null for none) and its result. */
export const setSandboxFaceId = defineControlCall({
  name: 'setSandboxFaceId',
  method: 'POST',
  path: 'verification/faceid',
  body: z.object({
    fault: z.optional(z.union([z.literal(500), z.literal(403), z.literal(429), z.null()])),
    /** How the provider closes the player's active session. */
    close: z.optional(z.object({ playerId: z.int().check(z.positive()), result: z.enum(VERIFICATION_RESULTS) })),
  }),
  response: z.object({ fault: z.union([z.literal(500), z.literal(403), z.literal(429), z.null()]) }),
});

/** Control API: a player's ban level (0 lifts it), so a test can reach the blocked layout. */
export const setSandboxBan = defineControlCall({
  name: 'setSandboxBan',
  method: 'POST',
  path: 'verification/ban',
  body: z.object({ playerId: z.int().check(z.positive()), banLevel: z.int().check(z.nonnegative()) }),
  response: z.object({ banLevel: z.int().check(z.nonnegative()) }),
});
