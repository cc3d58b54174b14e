import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, TextField } from '@bet/ui';
import styles from './form.module.css';

export type ForgotPasswordStatus = 'idle' | 'pending' | 'sent' | 'failed';

export interface ForgotPasswordFormProps {
  status: ForgotPasswordStatus;
  error: string | null;
  /** The login (e-mail, player id or phone), trimmed. */
  onSubmit: (values: { login: string }) => void;
  /** Back to the sign-in form. */
  onBack: () => void;
}

/**
 * Spec 01 §2: user/forgotpassword opens the forgot-password modal. The success text does not
 * say whether the account exists, so the form cannot be used to probe for accounts.
 */
export function ForgotPasswordForm({ status, error, onSubmit, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [missing, setMissing] = useState(false);
  const pending = status === 'pending';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (login.trim() === '') {
      setMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="login"]')?.focus();
      return;
    }
    onSubmit({ login: login.trim() });
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {status === 'failed' && error ? <Alert tone="error">{error}</Alert> : null}
      {status === 'sent' ? <Alert tone="success">{t('auth_forgot_sent')}</Alert> : null}
      <p className={styles.text}>{t('auth_forgot_text')}</p>
      <TextField
        name="login"
        label={t('auth_forgot_login_label')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={login}
        error={missing ? t('auth_error_forgot_login_required') : null}
        onChange={(event) => {
          setLogin(event.target.value);
          setMissing(false);
        }}
      />
      <Button type="submit" size="lg" fullWidth busy={pending}>
        {t('auth_forgot_submit')}
      </Button>
      <div className={styles.links}>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('auth_forgot_back')}
        </Button>
      </div>
    </form>
  );
}
