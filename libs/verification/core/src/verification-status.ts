import type { VerificationFields } from '@bet/contract';

/** Spec 01 §4 "Verified ... Not verified ... Pending": the three states the pages show, or unknown. */
export type VerificationStatus = 'verified' | 'pending' | 'not-verified' | 'unknown';

/** Spec 01 §3 group code of a successful verification. */
export const VERIFICATION_SUCCESSFUL_CODE = 'VERIFICATION_SUCCESSFUL';

/**
 * Spec 01 §4: "Verified: internal status 1 or group code VERIFICATION_SUCCESSFUL and no additional
 * document requested. Not verified: verification_status 1. Pending: user_status_id 1." Read as
 * (internal 1 or group code) and no additional document; the spec orders verified first, and we
 * put pending before not verified: a document under review is news the player is waiting for.
 */
export function verificationStatusOf(fields: Partial<VerificationFields> | null | undefined): VerificationStatus {
  if (!fields) return 'unknown';
  const verifiedByStatus =
    fields.internal_verification_status === 1 || fields.verification_status_group_code === VERIFICATION_SUCCESSFUL_CODE;
  if (verifiedByStatus && fields.requested_additional_document !== true) return 'verified';
  if (fields.user_status_id === 1) return 'pending';
  if (fields.verification_status === 1) return 'not-verified';
  return 'unknown';
}
