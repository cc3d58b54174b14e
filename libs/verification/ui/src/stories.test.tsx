import { testStories } from '@bet/ui/stories-test';
import * as blockAppealHistory from './block-appeal-history.stories';
import * as blockAppealHistoryPage from './connected/block-appeal-history-page.stories';
import * as convertAccountForm from './convert-account-form.stories';
import * as documentList from './document-list.stories';
import * as documentUploadForm from './document-upload-form.stories';
import * as faceIdPanel from './face-id-panel.stories';
import * as verificationPage from './connected/verification-page.stories';
import * as verificationStatusNote from './verification-status-note.stories';

testStories({
  BlockAppealHistory: blockAppealHistory,
  BlockAppealHistoryPage: blockAppealHistoryPage,
  ConvertAccountForm: convertAccountForm,
  DocumentList: documentList,
  DocumentUploadForm: documentUploadForm,
  FaceIdPanel: faceIdPanel,
  VerificationPage: verificationPage,
  VerificationStatusNote: verificationStatusNote,
});
