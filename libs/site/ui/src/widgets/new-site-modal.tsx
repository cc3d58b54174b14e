import { useTranslation } from 'react-i18next';
import { Dialog } from '@bet/ui';
import styles from './widgets.module.css';

export interface NewSiteModalProps {
  open: boolean;
  companyName: string;
  onClose: () => void;
}

/** Spec 01 §2 "new-site information modal", shown once to visitors (spec 01 §4). */
export function NewSiteModal({ open, companyName, onClose }: NewSiteModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      size="sm"
      title={t('widgets_new_site_title', { companyName })}
      closeLabel={t('main_close')}
      onClose={onClose}
      actions={{ primary: { label: t('widgets_new_site_ok'), onClick: onClose } }}
    >
      <p className={styles.text}>{t('widgets_new_site_text')}</p>
    </Dialog>
  );
}
