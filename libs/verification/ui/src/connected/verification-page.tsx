import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { usePageTitle } from '@bet/ui';
import {
  documentUploadRequested,
  selectDocumentUpload,
  selectVerificationOverview,
  selectVerificationStatus,
  verificationPageClosed,
  verificationPageOpened,
} from '@bet/verification';
import { DocumentList } from '../document-list';
import { DocumentUploadForm } from '../document-upload-form';
import { Section } from '../section';
import styles from '../verification.module.css';
import { VerificationStatusNote } from '../verification-status-note';

/**
 * Spec 01 §2 office `verification`: the status (spec 01 §4), a document to send and the documents
 * sent, polled while the page is shown.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const overview = useSelector(selectVerificationOverview);
  const status = useSelector(selectVerificationStatus);
  const upload = useSelector(selectDocumentUpload);
  usePageTitle(t('verification_page_title'));

  useEffect(() => {
    dispatch(verificationPageOpened());
    return () => {
      dispatch(verificationPageClosed());
    };
  }, [dispatch]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('verification_page_title')}</h1>
      {overview.status === 'loaded' ? <VerificationStatusNote status={status} /> : null}
      <Section title={t('verification_upload_title')}>
        <DocumentUploadForm
          status={upload.status}
          sendingName={upload.fileName}
          messages={upload.messages}
          onUpload={(payload) => dispatch(documentUploadRequested(payload))}
        />
      </Section>
      <Section title={t('verification_documents_title')}>
        <DocumentList documents={overview.documents} status={overview.status} />
      </Section>
    </div>
  );
}
