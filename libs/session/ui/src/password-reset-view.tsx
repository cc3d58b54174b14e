import { useTranslation } from 'react-i18next';
import type { LinkRefusal, PasswordResetState } from '@bet/session';
import { Alert, Button, Spinner } from '@bet/ui';
import styles from './account-pages.module.css';
import { NewPasswordForm } from './new-password-form';

export interface PasswordResetViewProps {
  status: PasswordResetState['status'];
  refusal: LinkRefusal | null;
  /** The server's message of a failed check or save. */
  error: string | null;
  onSubmit: (password: string) => void;
  /** Check the link again after a failed check. */
  onRetry: () => void;
  /** Open the sign-in dialog (after the change). */
  onSignIn: () => void;
  /** Open the forgot-password form for a new link (a refused link). */
  onNewLink: () => void;
}

const REFUSAL_TEXT = {
  expired: 'account_reset_expired',
  used: 'account_reset_used',
  unknown: 'account_reset_unknown',
} as const satisfies Record<LinkRefusal, string>;

/**
 * Issue 12, user/passwordreset: the page the reset e-mail's link opens. The link is checked
 * first; a dead link says why (expired, used, unknown) and offers a new one; a live one asks
 * for the new password twice; after the change the player signs in with it.
 */
export function PasswordResetView({
  status,
  refusal,
  error,
  onSubmit,
  onRetry,
  onSignIn,
  onNewLink,
}: PasswordResetViewProps) {
  const { t } = useTranslation();
  let body;
  if (status === 'idle' || status === 'checking') {
    body = <Spinner label={t('account_reset_checking')} />;
  } else if (status === 'failed') {
    body = (
      <Alert
        tone="error"
        title={t('account_reset_check_failed')}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('account_retry')}
          </Button>
        }
      >
        {error}
      </Alert>
    );
  } else if (status === 'refused') {
    body = (
      <>
        <Alert tone="warning">{t(REFUSAL_TEXT[refusal ?? 'unknown'])}</Alert>
        <div className={styles.actions}>
          <Button onClick={onNewLink}>{t('account_reset_new_link')}</Button>
        </div>
      </>
    );
  } else if (status === 'changed') {
    body = (
      <>
        <Alert tone="success">{t('account_reset_done')}</Alert>
        <div className={styles.actions}>
          <Button onClick={onSignIn}>{t('account_reset_sign_in')}</Button>
        </div>
      </>
    );
  } else {
    body = (
      <NewPasswordForm
        askCurrent={false}
        submitLabel={t('account_reset_submit')}
        pending={status === 'saving'}
        error={error}
        onSubmit={({ password }) => onSubmit(password)}
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="password-reset-title">
      <h1 id="password-reset-title" className={styles.title}>
        {t('account_reset_title')}
      </h1>
      {body}
    </section>
  );
}
