import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERT_PASSWORD_MIN, CONVERT_STATUS, type OfficeMessage } from '@bet/contract';
import { Alert, Button, PasswordField, Spinner, TextField } from '@bet/ui';
import type { FormStatus, LoadStatus } from '@bet/verification';
import { OfficeMessageList } from './office-message-list';
import styles from './verification.module.css';

export interface ConvertAccountFormProps {
  status: LoadStatus;
  /** Spec 01 §4 convert status: 0 not allowed, 1 main account allowed, 2 additional account allowed. */
  convertStatus: 0 | 1 | 2 | null;
  saving: FormStatus;
  messages: readonly OfficeMessage[];
  onConvert: (data: { email: string; password: string }) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 01 §2 system page "convert account" (ours, README "Convert account"): a one-click account
 * gets an e-mail and a password. What was typed stays on a refusal.
 */
export function ConvertAccountForm({ status, convertStatus, saving, messages, onConvert }: ConvertAccountFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  if (status === 'pending' || status === 'idle') return <Spinner label={t('convert_account_loading')} />;
  if (status === 'failed') return <Alert tone="error">{t('convert_account_failed')}</Alert>;
  if (convertStatus === CONVERT_STATUS.notAllowed)
    return (
      <div className={styles.messages}>
        <OfficeMessageList messages={messages} />
        {saving === 'done' ? null : <Alert tone="info">{t('convert_account_not_allowed')}</Alert>}
      </div>
    );

  const emailError = checked && !EMAIL.test(email.trim()) ? t('convert_account_email_invalid') : null;
  const passwordError = checked && password.length < CONVERT_PASSWORD_MIN ? t('convert_account_password_short') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!EMAIL.test(email.trim()) || password.length < CONVERT_PASSWORD_MIN) return;
    onConvert({ email: email.trim(), password });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('convert_account_intro')}</p>
      <TextField
        label={t('convert_account_email')}
        type="email"
        autoComplete="email"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('convert_account_password')}
        toggleLabel={t('convert_account_show_password')}
        autoComplete="new-password"
        value={password}
        hint={t('convert_account_password_hint')}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <OfficeMessageList messages={messages} />
      <div>
        <Button type="submit" disabled={saving === 'pending'}>
          {saving === 'pending' ? t('convert_account_saving') : t('convert_account_submit')}
        </Button>
      </div>
    </form>
  );
}
