import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodSave } from '@bet/session';
import styles from './account-pages.module.css';
import methodStyles from './security-methods.module.css';
import { MethodSwitch } from './method-switch';
import { OfficeMessageList } from './office-message-list';

export interface EmailAuthSectionProps {
  enabled: boolean;
  /** On needs a confirmed e-mail: the switch turns it on only then (off always works). */
  emailConfirmed: boolean;
  save: MethodSave;
  onChange: (enabled: boolean) => void;
}

/** E-mail authentication (spec 01 §3 enable_email_auth). */
export function EmailAuthSection({ enabled, emailConfirmed, save, onChange }: EmailAuthSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const aboutId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={methodStyles.row}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('security_email_auth_title')}
        </h2>
        <MethodSwitch
          label={t('security_email_auth_switch')}
          checked={enabled}
          busy={save.status === 'pending'}
          disabled={!enabled && !emailConfirmed}
          describedBy={aboutId}
          onToggle={onChange}
        />
      </div>
      <p id={aboutId} className={methodStyles.state}>
        {emailConfirmed || enabled ? t('security_email_auth_about') : t('security_email_auth_needs_confirmed')}
      </p>
      <OfficeMessageList messages={save.messages} />
    </section>
  );
}
