import { useTranslation } from 'react-i18next';
import type { VerificationDocument } from '@bet/contract';
import { usePlayerTime } from '@bet/time-settings-ui';
import { Alert, EmptyState, Spinner } from '@bet/ui';
import type { LoadStatus } from '@bet/verification';
import styles from './verification.module.css';

export interface DocumentListProps {
  documents: readonly VerificationDocument[];
  status: LoadStatus;
}

const STATE_KEYS = {
  pending: 'verification_state_pending',
  accepted: 'verification_state_accepted',
  rejected: 'verification_state_rejected',
} as const;

/** The player's documents, newest first, each with its review state (pending, accepted, rejected). */
export function DocumentList({ documents, status }: DocumentListProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  if (status === 'pending' || status === 'idle') return <Spinner label={t('verification_documents_loading')} />;
  if (status === 'failed') return <Alert tone="error">{t('verification_documents_failed')}</Alert>;
  if (documents.length === 0) return <EmptyState title={t('verification_documents_empty')} headingLevel={3} />;
  return (
    <ul className={styles.list} aria-label={t('verification_documents_title')}>
      {documents.map((document) => (
        <li key={document.id} className={styles.item} data-state={document.state}>
          <strong>{document.fileName}</strong>
          <span>
            {t('verification_document_state')}: {t(STATE_KEYS[document.state])}
          </span>
          <span className={styles.meta}>
            {t('verification_document_sent')}:{' '}
            <time dateTime={time.iso(document.uploadedAt)}>{time.dateTime(document.uploadedAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
