import { createSelector } from 'reselect';
import type { VerificationState } from './verification-slice';
import { verificationStatusOf } from './verification-status';

/** The app mounts the reducer under `verification`. */
export interface WithVerification {
  verification: VerificationState;
}

export const selectVerificationOverview = (state: WithVerification) => state.verification.overview;
export const selectDocumentUpload = (state: WithVerification) => state.verification.upload;
export const selectFaceId = (state: WithVerification) => state.verification.faceId;
export const selectBlockAppeals = (state: WithVerification) => state.verification.appeals;
export const selectConvertAccount = (state: WithVerification) => state.verification.convert;

/** Spec 01 §4, derived from the loaded fields. */
export const selectVerificationStatus = createSelector([selectVerificationOverview], (overview) =>
  verificationStatusOf(overview.fields),
);
