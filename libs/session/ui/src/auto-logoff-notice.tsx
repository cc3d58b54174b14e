import { useTranslation } from 'react-i18next';
import { Dialog } from '@bet/ui';
import styles from './form.module.css';

export interface AutoLogoffNoticeProps {
  open: boolean;
  onSignIn: () => void;
  onClose: () => void;
}

/**
 * Spec 01 §4 "Inactivity logoff": on the next load after an automatic logoff, a one-time notice
 * appears. The text is the spec's key `modal_autologoff_inactivity`.
 */
export function AutoLogoffNotice({ open, onSignIn, onClose }: AutoLogoffNoticeProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      size="sm"
      title={t('auth_autologoff_title')}
      closeLabel={t('main_close')}
      onClose={onClose}
      actions={{
        primary: { label: t('auth_sign_in_again'), onClick: onSignIn },
        secondary: { label: t('main_close'), onClick: onClose },
      }}
    >
      <p className={styles.text}>{t('modal_autologoff_inactivity')}</p>
    </Dialog>
  );
}
