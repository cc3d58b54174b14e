import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './user-badge.module.css';

export interface GuestActionsProps {
  onSignIn: () => void;
  onRegister: () => void;
  /** False on a VIP domain or when registration is off (spec 01 §5): no Register button. */
  registrationAllowed?: boolean;
}

/** The visitor's corner of the header. */
export function GuestActions({ onSignIn, onRegister, registrationAllowed = true }: GuestActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions} role="group" aria-label={t('auth_guest_actions')}>
      <Button variant="secondary" size="sm" onClick={onSignIn}>
        {t('auth_sign_in_button')}
      </Button>
      {registrationAllowed ? (
        <Button size="sm" onClick={onRegister}>
          {t('auth_register_button')}
        </Button>
      ) : null}
    </div>
  );
}
