import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodSave } from '@bet/session';
import { Button, PasswordField } from '@bet/ui';
import styles from './account-pages.module.css';
import methodStyles from './security-methods.module.css';
import { MethodSwitch } from './method-switch';
import { OfficeMessageList } from './office-message-list';

export interface TwoStepSectionProps {
  enabled: boolean;
  save: MethodSave;
  onChange: (change: { enabled: boolean; currentPassword?: string }) => void;
}

/**
 * Two-step sign-in (spec 02 §7 "Two-step: code, save"; spec 01 §3 enable_two_factor_auth). On at
 * a press; off asks the current password first (a wrong one keeps the field as typed).
 */
export function TwoStepSection({ enabled, save, onChange }: TwoStepSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const aboutId = useId();
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (save.status !== 'saved') return;
    setAskPassword(false);
    setPassword('');
  }, [save.status]);

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t('security_two_step_password_required'));
      return;
    }
    setError(null);
    onChange({ enabled: false, currentPassword: password });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={methodStyles.row}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('security_two_step_title')}
        </h2>
        <MethodSwitch
          label={t('security_two_step_switch')}
          checked={enabled}
          busy={save.status === 'pending'}
          describedBy={aboutId}
          onToggle={(next) => {
            if (next) onChange({ enabled: true });
            else setAskPassword(true);
          }}
        />
      </div>
      <p id={aboutId} className={methodStyles.state}>
        {t('security_two_step_about')}
      </p>
      <OfficeMessageList messages={save.messages} />
      {enabled && askPassword ? (
        <form className={methodStyles.form} noValidate onSubmit={turnOff}>
          <PasswordField
            label={t('security_two_step_off_password')}
            toggleLabel={t('auth_password_show')}
            autoComplete="current-password"
            value={password}
            error={error}
            autoFocus
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={save.status === 'pending'}>
              {t('security_two_step_off_confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setAskPassword(false)}>
              {t('security_two_step_off_cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
