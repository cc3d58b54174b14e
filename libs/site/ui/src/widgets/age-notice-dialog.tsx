import { useTranslation } from 'react-i18next';
import { Dialog } from '@bet/ui';
import styles from './widgets.module.css';

export interface AgeNoticeDialogProps {
  open: boolean;
  /** Site config minAge. */
  minAge: number;
  companyName: string;
  onConfirm: () => void;
  onLeave: () => void;
}

/**
 * Spec 01 §5 age notice: the visitor must answer (no close button, Escape does nothing), either
 * "I am {{minAge}} or older" or leave the site.
 */
export function AgeNoticeDialog({ open, minAge, companyName, onConfirm, onLeave }: AgeNoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      size="sm"
      dismissible={false}
      title={t('widgets_age_notice_title')}
      onClose={onLeave}
      actions={{
        primary: { label: t('widgets_age_notice_confirm', { minAge }), onClick: onConfirm },
        secondary: { label: t('widgets_age_notice_leave'), onClick: onLeave },
      }}
    >
      <p className={styles.text}>{t('main_age_restriction', { companyName, minAge })}</p>
    </Dialog>
  );
}
