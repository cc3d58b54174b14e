export type { VerificationDeps } from './verification-deps';
export { APPEAL_SUCCESS_KEY, CONVERT_SUCCESS_KEY, UPLOAD_SUCCESS_KEY } from './verification-saga';
export {
  blockAppealAnswered,
  blockAppealRequested,
  blockAppealsFailed,
  blockAppealsLoaded,
  blockAppealsOpened,
  convertAnswered,
  convertPageOpened,
  convertRequested,
  convertStatusFailed,
  convertStatusLoaded,
  documentUploaded,
  documentUploadFailed,
  documentUploadRequested,
  faceIdFailed,
  faceIdFinished,
  faceIdRequested,
  faceIdStarted,
  initialVerificationState,
  verificationLoaded,
  verificationLoadFailed,
  verificationPageClosed,
  verificationPageOpened,
  verificationReducer,
  verificationSlice,
} from './verification-slice';
export type { FaceIdPhase, FaceIdProblem, FormStatus, LoadStatus, VerificationState } from './verification-slice';
export {
  selectBlockAppeals,
  selectConvertAccount,
  selectDocumentUpload,
  selectFaceId,
  selectVerificationOverview,
  selectVerificationStatus,
  type WithVerification,
} from './selectors';
export { verificationStatusOf, VERIFICATION_SUCCESSFUL_CODE, type VerificationStatus } from './verification-status';
export {
  DOCUMENT_PROBLEM_KEYS,
  documentProblemOf,
  documentTypeOf,
  type DocumentCandidate,
  type DocumentProblem,
} from './document-check';
export { FACE_ID_PROBLEM_TEXTS, faceIdProblemOf } from './face-id-problem';
export { FACE_ID_POLL_MS, FACE_ID_TIMEOUT_MS, OVERVIEW_POLL_MS } from './timings';
