import type * as OnDemand from './on-demand';
// Public API of @bet/verification-ui: the verification, identification, block-appeal and convert pages' parts (issue 12).
export { VerificationStatusNote, type VerificationStatusNoteProps } from './verification-status-note';
export { DocumentUploadForm, type DocumentUploadFormProps } from './document-upload-form';
export { DocumentList, type DocumentListProps } from './document-list';
export { FaceIdPanel, type FaceIdPanelProps } from './face-id-panel';
export { BlockAppealHistory, type BlockAppealHistoryProps } from './block-appeal-history';
export { ConvertAccountForm, type ConvertAccountFormProps } from './convert-account-form';
// Loaded on demand (issue 16): the pages, a chunk of their own (on-demand.ts).
export type VerificationOnDemand = typeof OnDemand;
export const loadVerificationOnDemand = (): Promise<VerificationOnDemand> => import('./on-demand');
