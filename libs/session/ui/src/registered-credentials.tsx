import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@bet/i18n';
import { Alert, Button } from '@bet/ui';
import formStyles from './form.module.css';
import styles from './registered-credentials.module.css';

export interface RegisteredCredentialsProps {
  login: string;
  password: string;
  onAcknowledge: () => void;
}

type Copied = { field: 'login' | 'password'; ok: boolean } | null;

/**
 * After one-click registration (fast_reg) the server makes up the login and password; this is
 * the only time the player sees them. Copy uses the Clipboard API where the page may use it;
 * otherwise the values stay selectable text and the status says to copy by hand.
 */
export function RegisteredCredentials({ login, password, onAcknowledge }: RegisteredCredentialsProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<Copied>(null);

  async function copy(field: 'login' | 'password', value: string) {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setCopied({ field, ok: true });
    } catch {
      setCopied({ field, ok: false });
    }
  }

  const rows: { field: 'login' | 'password'; label: TranslationKey; copy: TranslationKey; value: string }[] = [
    { field: 'login', label: 'registration_credentials_login', copy: 'registration_copy_login', value: login },
    {
      field: 'password',
      label: 'registration_credentials_password',
      copy: 'registration_copy_password',
      value: password,
    },
  ];

  return (
    <div className={formStyles.form}>
      <p className={formStyles.text}>{t('registration_credentials_text')}</p>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.field} className={styles.row}>
            <dt className={styles.term}>{t(row.label)}</dt>
            <dd className={styles.value}>
              <code>{row.value}</code>
              <Button variant="secondary" size="sm" onClick={() => void copy(row.field, row.value)}>
                {t(row.copy)}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {copied?.ok ? <Alert tone="success">{t('registration_copied')}</Alert> : null}
      {copied && !copied.ok ? <Alert tone="error">{t('registration_copy_failed')}</Alert> : null}
      <Button size="lg" fullWidth onClick={onAcknowledge}>
        {t('registration_credentials_saved')}
      </Button>
    </div>
  );
}
