import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@bet/contract';
import type { SendStatus } from '@bet/profile';
import { Button, TextField } from '@bet/ui';
import styles from './profile.module.css';

export interface EmailChangeFormProps {
  /** The account's e-mail ('' none). */
  current: string;
  /** A new address waiting for its link to be opened; null none. */
  pending: string | null;
  status: SendStatus;
  onSubmit: (email: string) => void;
}

/**
 * The e-mail change: the new address gets a confirmation link, and the account's e-mail changes
 * only when it is opened (README "E-mail change"). What was typed stays when the send fails.
 */
export function EmailChangeForm({ current, pending, status, onSubmit }: EmailChangeFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const bad = !EMAIL_PATTERN.test(value);
    setInvalid(bad);
    if (bad || status === 'pending') return;
    onSubmit(value);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <dl className={styles.value}>
        <dt className={styles.note}>{t('profile_email_current')}</dt>
        <dd className={styles.value}>{current === '' ? t('profile_email_none') : current}</dd>
      </dl>
      {pending !== null ? (
        <p className={styles.note} role="status">
          {t('profile_email_pending', { email: pending })}
        </p>
      ) : null}
      <TextField
        type="email"
        label={t('profile_email_new')}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        error={invalid ? t('profile_email_invalid') : null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className={styles.row}>
        <Button type="submit" variant="secondary" disabled={status === 'pending'}>
          {status === 'pending' ? t('profile_email_sending') : t('profile_email_submit')}
        </Button>
      </div>
    </form>
  );
}
