/**
 * The verification pages, a chunk of their own loaded on the first visit (issue 16).
 * Not in the library's index: `loadVerificationOnDemand`.
 */
export { VerificationPage } from './connected/verification-page';
export { IdentificationPage } from './connected/identification-page';
export { BlockAppealHistoryPage } from './connected/block-appeal-history-page';
export { ConvertAccountPage } from './connected/convert-account-page';
